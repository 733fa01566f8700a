import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@travel/ui/testing';
import { answer, ORDER_ID, orderFixture, validClientFixture } from '../../test-support/order-fixture';
import { BookingPage } from '../booking-page';
import { MyBookingsPage } from '../my-bookings-page';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['order', 'payment']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  document.cookie = 'customer_authcheck=; Max-Age=0; Path=/';
});

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/moje-rezerwacje/" element={<MyBookingsPage />} />
      <Route path="/moje-rezerwacje/:orderId/" element={<BookingPage />} />
    </Routes>,
    { i18n, route: path },
  );

/** The owner's booking: a deposit paid, the balance of 6 300 zł open. */
const bookingFixture = () => {
  const order = orderFixture();
  return {
    order: {
      ...order,
      state: 'pending',
      reservation: { number: 'ftr2026-123', holdUntil: null },
      client: validClientFixture(),
      payment: { status: 'paid', paid: 2700, due: 6300 },
    },
    balance: { directPaymentId: '7d6c5b4a-3f2e-4d1c-8b0a-9e8f7a6b5c4d', amount: 6300, dueDate: '2026-06-10', status: 'open' },
    payments: [{ part: 'order', condition: 'deposit', amount: 2700, status: 'paid', createdAt: '2026-01-05T10:00:00.000Z' }],
    documents: [
      {
        kind: 'potwierdzenie-rezerwacji',
        title: 'Potwierdzenie rezerwacji',
        url: `/api/customer/booking/${ORDER_ID}/dokumenty/potwierdzenie-rezerwacji.pdf`,
      },
      {
        kind: 'formularz-informacyjny',
        title: 'Standardowy formularz informacyjny i informacje przed zawarciem umowy',
        url: `/api/customer/booking/${ORDER_ID}/dokumenty/formularz-informacyjny.pdf`,
      },
    ],
    contact: {
      name: 'Podróżownia sp. z o.o.',
      address: 'ul. Podróżna 1, 00-001 Warszawa',
      phone: '+48 22 100 20 30',
      email: 'rezerwacje@podrozownia.pl',
    },
  };
};

const NO_SESSION = () =>
  answer(401, { statusCode: 401, error: 'Unauthorized', message: 'No customer session', code: 'no-customer-session' });

describe('Moje rezerwacje', () => {
  it('without a session asks for the booking e-mail, sends the link and says so without telling whether bookings exist', async () => {
    const calls: string[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      const path = new URL(url, 'http://x').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/customer/bookings/') return NO_SESSION();
      if (path === '/api/customer/sign-in-link/') return answer(202, { sent: true });
      return answer(404, { statusCode: 404, error: 'Not Found', message: 'no such call' });
    });
    renderAt('/moje-rezerwacje/');
    const email = await screen.findByLabelText(/Adres e-mail/);
    expect(screen.getByRole('link', { name: 'Logowanie dla pracowników' })).toHaveAttribute('href', '/logowanie/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Wyślij link do logowania' }));
    expect(screen.getByText('Podaj poprawny adres e-mail.')).toBeTruthy();
    await user.type(email, 'ewa@example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij link do logowania' }));
    expect(await screen.findByTestId('my-bookings-link-sent')).toHaveTextContent('Jeśli pod tym adresem są rezerwacje');
    expect(calls).toContain('POST /api/customer/sign-in-link/');
    // Without the readable marker no session can exist: the bookings are not asked for (no 401 in the console).
    expect(calls).not.toContain('GET /api/customer/bookings/');
  });

  it('with the session marker asks for the bookings and lists them', async () => {
    document.cookie = 'customer_authcheck=1; Path=/';
    fetchMock.mockImplementation(async (url) => {
      if (new URL(url, 'http://x').pathname !== '/api/customer/bookings/')
        return answer(404, { statusCode: 404, error: 'Not Found', message: 'x' });
      return answer(200, {
        email: 'ewa@example.pl',
        bookings: [
          {
            orderId: ORDER_ID,
            reservationNumber: 'ftr2026-123',
            state: 'pending',
            hotelName: 'Hotel Sol',
            destination: 'Egipt',
            departureDate: '2026-07-10',
            returnDate: '2026-07-17',
            total: 9000,
            paid: 2700,
            due: 6300,
          },
        ],
      });
    });
    renderAt('/moje-rezerwacje/');
    expect(await screen.findByTestId('my-booking')).toHaveTextContent('Hotel Sol');
    expect(screen.getByRole('link', { name: 'Zobacz rezerwację' })).toHaveAttribute('href', `/moje-rezerwacje/${ORDER_ID}/`);
  });

  it('with a marker outliving its session shows the sign-in form', async () => {
    document.cookie = 'customer_authcheck=1; Path=/';
    fetchMock.mockImplementation(async () => NO_SESSION());
    renderAt('/moje-rezerwacje/');
    expect(await screen.findByLabelText(/Adres e-mail/)).toBeTruthy();
  });

  it('a booking of another browser says whose it is and leads to the sign-in, not a blank page', async () => {
    fetchMock.mockImplementation(async () =>
      answer(403, { statusCode: 403, error: 'Forbidden', message: 'not yours', code: 'not-your-booking' }),
    );
    renderAt(`/moje-rezerwacje/${ORDER_ID}/`);
    expect(await screen.findByText(/dostępna tylko dla osoby, która ją złożyła/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/moje-rezerwacje/');
  });

  it("shows the owner's booking: participants, the deposit paid, the balance due by its date, and a way to pay it", async () => {
    const booking = bookingFixture();
    fetchMock.mockImplementation(async () => answer(200, booking));
    renderAt(`/moje-rezerwacje/${ORDER_ID}/`);
    expect(await screen.findByRole('heading', { name: 'Rezerwacja ftr2026-123' })).toBeTruthy();
    expect(screen.getByText(/Łukasz Wiśniewski/)).toBeTruthy();
    expect(screen.getByTestId('booking-balance')).toHaveTextContent('do 10.06.2026');
    expect(screen.getByText(/Wpłata przy rezerwacji: .* — zaksięgowana/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapłać pozostałą kwotę' })).toBeTruthy();
    expect(screen.getByText(/rezerwacje@podrozownia\.pl/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pobierz: Potwierdzenie rezerwacji (PDF)' })).toHaveAttribute(
      'href',
      `/api/customer/booking/${ORDER_ID}/dokumenty/potwierdzenie-rezerwacji.pdf`,
    );
    expect(screen.getByRole('link', { name: /Pobierz: Standardowy formularz informacyjny/ })).toHaveAttribute('download');
  });

  it('shows the fee and the total of the chosen method before the balance is paid', async () => {
    const booking = bookingFixture();
    const feeCalls: { path: string; body: unknown }[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      const path = new URL(url, 'http://x').pathname;
      if (path.startsWith('/api/payment/transaction-fee/')) {
        const body = JSON.parse(String(init?.body)) as { methodId: string };
        feeCalls.push({ path, body });
        return answer(200, body.methodId === 'card' ? { amount: 6300, fee: 63, total: 6363 } : { amount: 6300, fee: 0, total: 6300 });
      }
      return answer(200, booking);
    });
    renderAt(`/moje-rezerwacje/${ORDER_ID}/`);
    expect(await screen.findByText(/Do zapłaty teraz: 6\s300\szł \+ opłata transakcyjna 63\szł = 6\s363\szł/)).toBeTruthy();
    expect(feeCalls[0]?.path).toBe(`/api/payment/transaction-fee/2/${booking.balance.directPaymentId}/`);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'BLIK' }));
    expect(await screen.findByText(/Do zapłaty teraz: 6\s300\szł \+ opłata transakcyjna 0\szł = 6\s300\szł/)).toBeTruthy();
  });
});
