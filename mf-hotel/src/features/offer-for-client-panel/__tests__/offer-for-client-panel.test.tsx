import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferDetail } from '@travel/contracts/api/offers';
import { offerListItemFixture } from '@travel/contracts/testing';
import { createEventBus, eventBus } from '@travel/event-bus';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { OfferForClientPanel } from '../offer-for-client-panel';
import { useMaySell } from '../use-may-sell';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['offer-for-client', 'common']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;
const NOW = new Date('2026-06-01T10:00:00Z');
const offer = { hash: 'abcd1234', departureDate: '2026-06-10', hotelName: 'Hotel Sol' } as OfferDetail;
const user = (roles: string[]) => ({ authenticated: true, name: 'Anna', email: 'anna@example.pl', roles }) as never;

const snapshot = offerListItemFixture({
  photo: '/images/hotels/1/1.jpg',
  destination: { name: 'Egipt', path: 'egipt', slug: 'egipt', locative: 'w Egipcie', country: 'Egipt' },
  priceTotal: 9000,
});
/** The 201 of the create call, as the contract parses it (the offer itself left out). */
const created = {
  status: 'active',
  id: 'Ab3dEfGhIjKlMnOpQrStUv',
  expiresOn: '2026-06-04',
  snapshot,
  note: 'Pokój z widokiem na morze',
  createdAt: '2026-06-01T10:00:00.000Z',
  preparedBy: 'Anna',
  party: { adults: 2, children: ['2019-05-01'] },
  partyCount: { adults: 2, children: 1, infants: 0 },
  offer: null,
  check: {
    offerHash: 'abcd1234',
    available: true,
    reason: null,
    placesLeft: 10,
    pricePerPerson: 3500,
    priceTotal: 9000,
    seenPriceTotal: 9000,
    priceChange: 'same',
    priceDifference: 0,
  },
};

describe('useMaySell', () => {
  it('follows the user:info state event: sellers yes, SEO staff and visitors no', () => {
    const bus = createEventBus();
    function BusProbe() {
      return <output>{useMaySell(bus) ? 'może' : 'nie może'}</output>;
    }
    renderWithProviders(<BusProbe />, { i18n });
    expect(screen.getByRole('status')).toHaveTextContent('nie może');
    act(() => void bus.emit('user:info', user(['ROLE_USER'])));
    expect(screen.getByRole('status')).toHaveTextContent('może');
    act(() => void bus.emit('user:info', user(['ROLE_AI_SEO'])));
    expect(screen.getByRole('status')).toHaveTextContent('nie może');
    act(() => void bus.emit('user:info', null));
    expect(screen.getByRole('status')).toHaveTextContent('nie może');
  });
});

describe('OfferForClientPanel', () => {
  afterEach(() => act(() => void eventBus.emit('user:info', null)));

  it('is not there for a visitor', () => {
    renderWithProviders(<OfferForClientPanel offer={offer} party={{ adults: 2, children: [] }} now={NOW} />, { i18n });
    expect(screen.queryByRole('button', { name: 'Przygotuj ofertę dla klienta' })).not.toBeInTheDocument();
  });

  it('lets a seller send the note and the last day, then shows the link to send', async () => {
    act(() => void eventBus.emit('user:info', user(['ROLE_USER'])));
    fetchMock.mockImplementation(async () => answer(201, created));
    renderWithProviders(<OfferForClientPanel offer={offer} party={{ adults: 2, children: ['2019-05-01'] }} now={NOW} />, { i18n });
    await userEvent.click(await screen.findByRole('button', { name: 'Przygotuj ofertę dla klienta' }));
    const lastDay = screen.getByLabelText('Oferta ważna do');
    expect(lastDay).toHaveValue('2026-06-04');
    expect(lastDay).toHaveAttribute('max', '2026-06-09');
    await userEvent.type(screen.getByLabelText('Wiadomość dla klienta'), 'Pokój z widokiem na morze');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz ofertę dla klienta' }));
    const ready = await screen.findByTestId('offer-for-client-created');
    expect(ready).toHaveTextContent('ważna do 04.06.2026');
    expect(screen.getByLabelText('Link dla klienta')).toHaveValue(`${window.location.origin}/oferta-dla-klienta/Ab3dEfGhIjKlMnOpQrStUv/`);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/offers/offer-for-client/');
    expect(JSON.parse(String(init!.body))).toEqual({
      offerHash: 'abcd1234',
      adults: 2,
      children: ['2019-05-01'],
      note: 'Pokój z widokiem na morze',
      expiresOn: '2026-06-04',
    });
  });

  it('names the refused last day beside its field', async () => {
    act(() => void eventBus.emit('user:info', user(['ROLE_ADMIN'])));
    fetchMock.mockImplementation(async () =>
      answer(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'x', code: 'expiry-invalid' }),
    );
    renderWithProviders(<OfferForClientPanel offer={offer} party={{ adults: 2, children: [] }} now={NOW} />, { i18n });
    await userEvent.click(await screen.findByRole('button', { name: 'Przygotuj ofertę dla klienta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz ofertę dla klienta' }));
    expect(await screen.findByText('Wybierz datę od 01.06.2026 do 09.06.2026.')).toBeInTheDocument();
    expect(screen.getByLabelText('Oferta ważna do')).toHaveAttribute('aria-invalid', 'true');
  });
});
