import { screen } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@travel/ui/testing';
import { answer, ORDER_ID, orderFixture } from '../../test-support/order-fixture';
import { resetOrderStore } from '../../order-store';
import { ThankYouPage } from '../thank-you-page';
import { UnavailablePage } from '../unavailable-page';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['order', 'payment']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const order = orderFixture({
  state: 'pending',
  mode: 'thank-you',
  reservation: { number: 'ftr2026-123', holdUntil: null },
  payment: { status: 'paid', paid: 2700, due: 6300 },
});
const status = {
  orderId: ORDER_ID,
  orderState: 'pending',
  status: 'paid',
  trackingType: 'success',
  reservationNumber: 'ftr2026-123',
  paid: 2700,
  due: 6300,
  final: true,
  total: 9000,
  offer: order.offer,
};
const documentUrl = (kind: string) => `/api/customer/booking/${ORDER_ID}/dokumenty/${kind}.pdf`;
const booking = {
  order,
  balance: { directPaymentId: '7d6c5b4a-3f2e-4d1c-8b0a-9e8f7a6b5c4d', amount: 6300, dueDate: '2026-06-10', status: 'open' },
  payments: [{ part: 'order', condition: 'deposit', amount: 2700, status: 'paid', createdAt: '2026-01-05T10:00:00.000Z' }],
  documents: [
    { kind: 'potwierdzenie-rezerwacji', title: 'Potwierdzenie rezerwacji', url: documentUrl('potwierdzenie-rezerwacji') },
    { kind: 'formularz-informacyjny', title: 'Standardowy formularz informacyjny', url: documentUrl('formularz-informacyjny') },
  ],
  contact: { name: 'Podróżownia sp. z o.o.', address: 'ul. Podróżna 1', phone: '+48 22 100 20 30', email: 'rezerwacje@podrozownia.pl' },
};

function serve(bookingAnswer: () => Response) {
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path.startsWith('/api/order/summary/')) return answer(200, { order });
    if (path.startsWith('/api/order/payment/status/')) return answer(200, status);
    if (path === `/api/customer/booking/${ORDER_ID}/`) return bookingAnswer();
    return answer(404, { statusCode: 404, error: 'Not Found', message: 'no such call' });
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/rezerwacja/:orderId/dziekujemy/" element={<ThankYouPage />} />
    </Routes>,
    { i18n, route: `/rezerwacja/${ORDER_ID}/dziekujemy/` },
  );

describe('the thank-you page of a deposit-paid booking', () => {
  it('says what happens next: the e-mail, the balance by its date, the documents to download and the booking page', async () => {
    serve(() => answer(200, booking));
    renderPage();
    const next = await screen.findByTestId('order-next-steps');
    expect(next).toHaveTextContent('wysłaliśmy potwierdzenie z dokumentami w PDF');
    expect(await screen.findByTestId('order-next-balance')).toHaveTextContent(/zapłać do 10\.06\.2026/);
    expect(screen.getByRole('link', { name: 'Pobierz: Potwierdzenie rezerwacji (PDF)' })).toHaveAttribute(
      'href',
      documentUrl('potwierdzenie-rezerwacji'),
    );
    expect(screen.getByRole('link', { name: 'Pobierz: Standardowy formularz informacyjny (PDF)' })).toHaveAttribute('download');
    expect(screen.getByTestId('order-booking-link')).toHaveAttribute('href', `/moje-rezerwacje/${ORDER_ID}/`);
  });

  it('to a browser that is not the owner shows the general steps and the booking link, no documents', async () => {
    serve(() => answer(403, { statusCode: 403, error: 'Forbidden', message: 'not yours', code: 'not-your-booking' }));
    renderPage();
    expect(await screen.findByTestId('order-next-steps')).toHaveTextContent('Co dalej');
    expect(screen.getByTestId('order-booking-link')).toBeTruthy();
    expect(screen.queryByTestId('booking-documents')).toBeNull();
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('the thank-you and unavailable pages follow the order', () => {
  beforeEach(() => resetOrderStore());
  const renderAt = (path: string, served: ReturnType<typeof orderFixture>, available = true) => {
    fetchMock.mockImplementation(async (url) => {
      const p = new URL(url, 'http://x').pathname;
      if (p.startsWith('/api/order/summary/')) return answer(200, { order: served });
      if (p.startsWith('/api/purchase/offer-summary/'))
        return answer(200, {
          orderId: ORDER_ID,
          available,
          reason: available ? null : 'places',
          placesLeft: available ? 5 : 0,
          tripPrice: 9000,
          previousTripPrice: 9000,
          priceChanged: false,
          price: served.price,
          offer: served.offer,
        });
      if (p.startsWith('/api/order/payment/status/'))
        return answer(200, { ...status, orderState: served.state, status: null, trackingType: 'summary', final: false });
      return answer(404, { statusCode: 404, error: 'Not Found', message: 'no such call' });
    });
    return renderWithProviders(
      <Routes>
        <Route path="/rezerwacja/:orderId/dziekujemy/" element={<ThankYouPage />} />
        <Route path="/rezerwacja/:orderId/niedostepna/" element={<UnavailablePage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { i18n, route: path },
    );
  };

  it('an order never reserved is sent to its step, not thanked', async () => {
    renderAt(`/rezerwacja/${ORDER_ID}/dziekujemy/`, orderFixture());
    expect(await screen.findByTestId('where')).toHaveTextContent(`/rezerwacja/${ORDER_ID}/dane/`);
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/payment/status/'))).toBe(false);
  });

  it('a reserved order never paid is sent to the payment step', async () => {
    const reserved = orderFixture({ state: 'pending', reservation: { number: 'ftr2026-123', holdUntil: '2026-06-01T10:30:00.000Z' } });
    renderAt(`/rezerwacja/${ORDER_ID}/dziekujemy/`, reserved);
    expect(await screen.findByTestId('where')).toHaveTextContent(`/rezerwacja/${ORDER_ID}/platnosc/`);
  });

  it('the unavailable page of an order whose offer still has places goes back to its step', async () => {
    renderAt(`/rezerwacja/${ORDER_ID}/niedostepna/`, orderFixture());
    expect(await screen.findByTestId('where')).toHaveTextContent(`/rezerwacja/${ORDER_ID}/dane/`);
  });

  it('the unavailable page says so when the offer has no places left', async () => {
    renderAt(`/rezerwacja/${ORDER_ID}/niedostepna/`, orderFixture(), false);
    expect(await screen.findByText(/Biuro podróży nie potwierdziło dostępności/)).toBeTruthy();
  });
});
