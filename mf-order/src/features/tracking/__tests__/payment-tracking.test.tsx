import { screen } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import type { PaymentStatusAnswer } from '@travel/contracts/api/purchase';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { analyticsEventSchema } from '@travel/contracts/analytics';
import { eventBus } from '@travel/event-bus';
import { answer, ORDER_ID, orderFixture } from '../../../test-support/order-fixture';
import { PAYMENT_POLL_MS } from '../api/use-payment-status';
import { PaymentTracking } from '../payment-tracking';
import { renderWithProviders } from '@travel/ui/testing';

const HASH = '0123456789abcdef0123456789abcdef';
let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['payment', 'order']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  sessionStorage.clear();
});

const status = (patch: Partial<PaymentStatusAnswer>): PaymentStatusAnswer => ({
  orderId: ORDER_ID,
  orderState: 'pending',
  status: 'pending',
  trackingType: 'summary',
  reservationNumber: 'ftr2026-000042',
  paid: 0,
  due: 9000,
  final: false,
  total: 9000,
  offer: orderFixture().offer,
  ...patch,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/platnosc/:segment/:orderHash/"
        element={
          <>
            <PaymentTracking
              orderHash={HASH}
              urlType={path.includes('sukces') ? 'success' : 'summary'}
              renderFrame={(type, body) => (
                <section>
                  <h1>{i18n.t(`payment:tracking.${type}.heading`)}</h1>
                  {body}
                </section>
              )}
            />
            <Where />
          </>
        }
      />
    </Routes>,
    { i18n, route: path },
  );

describe('PaymentTracking', () => {
  it('a return to the success URL without a verified payment shows pending, not paid, and moves to the summary page', async () => {
    fetchMock.mockResolvedValue(answer(200, status({})));
    renderAt(`/platnosc/sukces/${HASH}/`);
    expect(await screen.findByText('Płatność oczekuje na potwierdzenie operatora. Odświeżamy status automatycznie.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Płatność zakończona powodzeniem' })).toBeNull();
    expect(await screen.findByText(`/platnosc/podsumowanie/${HASH}/`)).toBeTruthy();
    expect(new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://x').pathname).toBe(`/api/order/payment/status/${HASH}/`);
  });

  it('asks again while pending and shows success with the reservation number once the server says paid; the purchase event goes once', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.includes('/track/purchase/'))
        return answer(200, { recorded: true, purchase: { transactionId: 'ftr2026-000042', value: 9000, currency: 'PLN', items: [] } });
      const statusCalls = fetchMock.mock.calls.filter(([u]) => u.includes('/payment/status/')).length;
      return answer(
        200,
        statusCalls < 2 ? status({}) : status({ status: 'paid', orderState: 'paid', trackingType: 'success', paid: 9000, final: true }),
      );
    });
    renderAt(`/platnosc/podsumowanie/${HASH}/`);
    expect(await screen.findByText('Płatność oczekuje na potwierdzenie operatora. Odświeżamy status automatycznie.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Płatność zakończona powodzeniem' }, { timeout: PAYMENT_POLL_MS * 3 })).toBeTruthy();
    expect(screen.getByText('Numer rezerwacji: ftr2026-000042')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => u.includes('/track/purchase/'))).toHaveLength(1);
  });

  it('a paid order sends the purchase analytics event once, with its total, id and offer; opening the page again sends nothing', async () => {
    const events: unknown[] = [];
    const off = eventBus.on('analytics:event', (event) => events.push(event));
    try {
      const paid = status({ status: 'paid', orderState: 'paid', trackingType: 'success', paid: 9000, final: true });
      fetchMock.mockImplementation(async (url) =>
        url.includes('/track/purchase/') ? answer(200, { recorded: true, purchase: null }) : answer(200, paid),
      );
      const first = renderAt(`/platnosc/sukces/${HASH}/`);
      await screen.findByRole('heading', { name: 'Płatność zakończona powodzeniem' });
      expect(events).toHaveLength(1);
      expect(analyticsEventSchema.parse(events[0])).toEqual({
        event: 'purchase',
        ecommerce: {
          currency: 'PLN',
          transaction_id: ORDER_ID,
          value: 9000,
          items: [expect.objectContaining({ item_id: paid.offer.hash, item_name: paid.offer.hotelName, price: paid.offer.pricePerPerson })],
        },
      });
      first.unmount();
      renderAt(`/platnosc/sukces/${HASH}/`);
      await screen.findByRole('heading', { name: 'Płatność zakończona powodzeniem' });
      expect(events).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('an expired payment moves to the failure page and says the places were released', async () => {
    fetchMock.mockResolvedValue(answer(200, status({ status: 'expired', orderState: 'cancelled', trackingType: 'failure', final: true })));
    renderAt(`/platnosc/podsumowanie/${HASH}/`);
    expect(await screen.findByRole('heading', { name: 'Płatność nie powiodła się' })).toBeTruthy();
    expect(screen.getByText('Czas na płatność minął. Miejsca w ofercie zostały zwolnione.')).toBeTruthy();
    expect(await screen.findByText(`/platnosc/niepowodzenie/${HASH}/`)).toBeTruthy();
    // A cancelled order cannot be paid again: no retry link.
    expect(screen.queryByRole('link', { name: 'Spróbuj zapłacić ponownie' })).toBeNull();
  });

  it('a declined card of a cancelled order says the reservation is cancelled, nothing was charged, and links to book the offer again', async () => {
    fetchMock.mockResolvedValue(answer(200, status({ status: 'fail', orderState: 'cancelled', trackingType: 'failure', final: true })));
    renderAt(`/platnosc/podsumowanie/${HASH}/`);
    expect(await screen.findByRole('heading', { name: 'Rezerwacja została anulowana' })).toBeTruthy();
    expect(screen.getByText(/zarezerwowane miejsca wróciły do sprzedaży/)).toBeTruthy();
    expect(screen.getByText('Nie pobraliśmy za nią żadnych pieniędzy.')).toBeTruthy();
    // No promise of a retry the buyer cannot make.
    expect(screen.queryByText(/Możesz spróbować ponownie/)).toBeNull();
    const offer = orderFixture().offer;
    expect(screen.getByRole('link', { name: 'Zarezerwuj tę ofertę ponownie' })).toHaveAttribute('href', `/oferta/${offer.hash}/`);
    expect(screen.getByRole('link', { name: `Zobacz inne terminy: ${offer.hotelName}` })).toHaveAttribute(
      'href',
      `/hotel/${offer.hotelSlug}/`,
    );
  });

  it('a payment abandoned at the gateway offers the way back to the payment step while the order is held', async () => {
    fetchMock.mockResolvedValue(answer(200, status({})));
    renderAt(`/platnosc/podsumowanie/${HASH}/`);
    expect(await screen.findByRole('link', { name: 'Wróć do płatności' })).toHaveAttribute('href', `/rezerwacja/${ORDER_ID}/platnosc/`);
  });

  it('a paid deposit offers no way back to the payment step', async () => {
    fetchMock.mockResolvedValue(answer(200, status({ status: 'paid', trackingType: 'success', paid: 2700, final: true })));
    renderAt(`/platnosc/sukces/${HASH}/`);
    await screen.findByRole('heading', { name: 'Płatność zakończona powodzeniem' });
    expect(screen.queryByRole('link', { name: 'Wróć do płatności' })).toBeNull();
  });

  it('shows what the card was charged: the deposit with its fee, the fee named', async () => {
    fetchMock.mockResolvedValue(answer(200, status({ status: 'paid', trackingType: 'success', paid: 275, fees: 2.75, final: true })));
    renderAt(`/platnosc/sukces/${HASH}/`);
    const amount = await screen.findByTestId('paid-amount');
    expect(amount.textContent?.replace(/\s/g, ' ')).toBe('Kwota: 277,75 zł (w tym opłata transakcyjna 2,75 zł)');
  });

  it('shows the booked amount alone when no fee was charged, or when the API does not say', async () => {
    fetchMock.mockResolvedValue(answer(200, status({ status: 'paid', trackingType: 'success', paid: 2700, final: true })));
    renderAt(`/platnosc/sukces/${HASH}/`);
    expect((await screen.findByTestId('paid-amount')).textContent?.replace(/\s/g, ' ')).toBe('Kwota: 2 700 zł');
  });

  it('says so when no payment has that hash', async () => {
    fetchMock.mockResolvedValue(answer(404, { statusCode: 404, error: 'Not Found', message: 'unknown order hash' }));
    renderAt(`/platnosc/podsumowanie/${HASH}/`);
    expect(await screen.findByText('Nie znaleźliśmy płatności pod tym adresem.')).toBeTruthy();
  });
});
