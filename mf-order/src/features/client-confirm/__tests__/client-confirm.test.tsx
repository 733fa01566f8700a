import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { answer, ORDER_ID, orderFixture } from '../../../test-support/order-fixture';
import { ClientConfirm } from '../client-confirm';
import { renderWithProviders } from '@travel/ui/testing';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['order']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const valid = {
  booker: {
    firstName: 'Jan',
    lastName: 'Nowak',
    email: 'jan@example.pl',
    phone: '600100200',
    street: 'Polna 1',
    postalCode: '00-950',
    city: 'Gdańsk',
  },
  participants: [{ firstName: 'Jan', lastName: 'Nowak', birthDate: '1990-01-31', nationality: 'DE' }],
};
const order = orderFixture({
  party: { adults: 1, children: [], counted: { adults: 1, children: 0, infants: 0 } },
  client: { draft: valid, valid },
  products: [{ code: 'parking', type: 'other', quantity: 1, unitPrice: 199, total: 199 }],
});
const recheck = (patch: object) => ({
  orderId: ORDER_ID,
  available: true,
  reason: null,
  placesLeft: 5,
  tripPrice: 9000,
  previousTripPrice: 9000,
  priceChanged: false,
  price: order.price,
  offer: order.offer,
  ...patch,
});

const renderConfirm = () => {
  const onNext = jest.fn();
  const onUnavailable = jest.fn();
  renderWithProviders(
    <ClientConfirm
      order={order}
      nationalityName={(c) => (c === 'DE' ? 'Niemcy' : c)}
      onEdit={jest.fn()}
      onNext={onNext}
      onUnavailable={onUnavailable}
    />,
    { i18n },
  );
  return { onNext, onUnavailable };
};

describe('ClientConfirm', () => {
  it('reads everything back and goes on when price and places are unchanged', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(200, recheck({})));
    const { onNext } = renderConfirm();
    expect(screen.getByText('jan@example.pl')).toBeTruthy();
    expect(screen.getByText(/Jan Nowak, Data urodzenia: 31\.01\.1990, Obywatelstwo: Niemcy/)).toBeTruthy();
    expect(screen.getByText(/Parking przy lotnisku: 199\szł/)).toBeTruthy();
    expect(await screen.findByText('Cena i dostępność oferty są aktualne.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Przejdź do podsumowania' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://x').pathname).toBe(`/api/purchase/offer-summary/${ORDER_ID}/`);
  });

  it('shows a changed price, before and after, and goes on only once the shopper accepts it', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(200, recheck({ tripPrice: 9400, previousTripPrice: 9000, priceChanged: true })));
    const { onNext } = renderConfirm();
    expect(await screen.findByText(/Cena zmieniła się: było 9\s000\szł, teraz 9\s400\szł/)).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Przejdź do podsumowania' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję nową cenę' }));
    await user.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('says when the offer is gone and offers the way to alternatives', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(200, recheck({ available: false, reason: 'places', placesLeft: 0 })));
    const { onNext, onUnavailable } = renderConfirm();
    expect(await screen.findByText('Ta oferta nie jest już dostępna.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Przejdź do podsumowania' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Inne terminy w tym hotelu' }));
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });
});
