import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { OfferForClient } from '@travel/contracts/api/offer-for-client';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@travel/ui/testing';
import { answer, ORDER_ID, orderFixture } from '../../test-support/order-fixture';
import { OfferForClientPage } from '../offer-for-client-page';

const ID = 'Ab3dEfGhIjKlMnOpQrStUv';
let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['offer-for-client', 'common']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const trip = orderFixture().offer;
const offerDetail = {
  ...trip,
  party: { adults: 2, children: 0, infants: 0 },
  priceLines: [{ kind: 'adult', label: 'Dorosły', count: 2, unitPrice: 3400, total: 6800 }],
  priceTotal: 6800,
  pricePerPerson: 3400,
  feesPerPerson: 0,
  hotel: {
    id: 1,
    slug: 'hotel-sol',
    name: 'Hotel Sol',
    description: '',
    locationText: '',
    accommodationType: 'hotel',
    beachType: '',
    photos: [],
    breadcrumbs: [],
  },
  priceHistory: [],
};
const active = (patch: object = {}): OfferForClient =>
  ({
    status: 'active',
    id: ID,
    expiresOn: '2026-06-20',
    snapshot: { ...trip, priceTotal: 7000 },
    note: 'Hotel przy samej plaży, jak rozmawialiśmy.',
    createdAt: '2026-06-15T10:00:00.000Z',
    preparedBy: 'Anna Nowak',
    party: { adults: 2, children: [] },
    partyCount: { adults: 2, children: 0, infants: 0 },
    offer: offerDetail,
    check: {
      offerHash: trip.hash,
      available: true,
      reason: null,
      placesLeft: 10,
      pricePerPerson: 3400,
      priceTotal: 6800,
      seenPriceTotal: 7000,
      priceChange: 'lower',
      priceDifference: -200,
    },
    ...patch,
  }) as OfferForClient;

function serve(offerForClient: () => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/offers/offer-for-client/') return offerForClient();
    if (path === '/api/purchase/create-offer-request/' && init?.method === 'POST') return answer(201, { orderId: ORDER_ID, state: 'new' });
    return answer(404, { statusCode: 404, error: 'Not Found', message: 'no such call' });
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/oferta-dla-klienta/:offerForClientId/" element={<OfferForClientPage />} />
      <Route path="/rezerwacja/:orderId/dane/" element={<p>Krok pierwszy zamówienia</p>} />
    </Routes>,
    { i18n, route: `/oferta-dla-klienta/${ID}/` },
  );

describe('the offer-for-client page', () => {
  it("shows the advisor's note, the trip and today's lower price, and 'Rezerwuj' opens the order's first step", async () => {
    serve(() => answer(200, active()));
    renderPage();
    expect(await screen.findByTestId('offer-for-client-note')).toHaveTextContent('Hotel przy samej plaży, jak rozmawialiśmy.');
    expect(screen.getByRole('heading', { level: 1, name: 'Oferta przygotowana dla Ciebie' })).toBeInTheDocument();
    expect(screen.getByText('Przygotował(a): Anna Nowak')).toBeInTheDocument();
    expect(screen.getByTestId('offer-for-client-price')).toHaveTextContent(/6\s800/);
    expect(screen.getByTestId('offer-for-client-price-change')).toHaveTextContent(/cena spadła o 200/);
    await userEvent.click(screen.getByRole('button', { name: 'Rezerwuj' }));
    expect(await screen.findByText('Krok pierwszy zamówienia')).toBeInTheDocument();
    const booked = fetchMock.mock.calls.find(([url]) => url.includes('/purchase/create-offer-request/'));
    expect(JSON.parse(String(booked![1]!.body))).toEqual({ offerHash: trip.hash, adults: 2, children: [] });
  });

  it('says why an offer can no longer be booked and offers the hotel instead of the button', async () => {
    const withdrawn = { ...(active() as { check: object }).check, available: false, reason: 'withdrawn', priceTotal: null };
    serve(() => answer(200, active({ offer: null, check: withdrawn })));
    renderPage();
    expect(await screen.findByTestId('offer-for-client-unavailable')).toHaveTextContent('Organizator wycofał tę ofertę ze sprzedaży.');
    expect(screen.queryByRole('button', { name: 'Rezerwuj' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz inne terminy w hotelu Hotel Sol' })).toHaveAttribute('href', '/hotel/hotel-sol/');
  });

  it("an expired offer says 'Oferta wygasła' and leads to the hotel", async () => {
    serve(() => answer(200, { status: 'expired', id: ID, expiresOn: '2026-06-20', snapshot: trip }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oferta wygasła' })).toBeInTheDocument();
    expect(screen.getByTestId('offer-for-client-expired')).toHaveTextContent('była ważna do 20.06.2026');
    expect(screen.getByRole('link', { name: 'Zobacz aktualne oferty hotelu Hotel Sol' })).toBeInTheDocument();
  });

  it('an unknown id is a not-found page; another failure can be retried', async () => {
    serve(() => answer(404, { statusCode: 404, error: 'Not Found', message: 'x', code: 'offer-for-client-not-found' }));
    const { unmount } = renderPage();
    expect(await screen.findByTestId('offer-for-client-not-found')).toBeInTheDocument();
    unmount();
    serve(() => answer(500, { statusCode: 500, error: 'Internal Server Error', message: 'x' }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
