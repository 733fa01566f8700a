import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@travel/event-bus';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { resetOrderStore } from '../../order-store';
import { answer, NATIONALITIES, ORDER_ID, orderFixture, validClientFixture } from '../../test-support/order-fixture';
import { OrderPage } from '../order-page';
import { TrackingPage } from '../tracking-page';
import { renderWithProviders } from '@travel/ui/testing';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['order', 'payment']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  resetOrderStore();
  sessionStorage.clear();
  fetchMock.mockReset();
});

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/rezerwacja/:orderId/*" element={<OrderPage />} />
      <Route path="/platnosc/:segment/:orderHash/" element={<TrackingPage />} />
    </Routes>,
    { i18n, route: path },
  );

const api = (url: string) => {
  const path = new URL(url, 'http://x').pathname;
  if (path === `/api/order/summary/${ORDER_ID}/`) return answer(200, { order: orderFixture() });
  if (path === '/api/purchase/nationality-list/') return answer(200, NATIONALITIES);
  if (path === '/api/purchase/additional-products/') return answer(200, { products: [], chosen: [] });
  return answer(404, { statusCode: 404, error: 'Not Found', message: 'no such call' });
};

describe('OrderPage', () => {
  it('opens the client step of an order: step navigation, the form for its party', async () => {
    fetchMock.mockImplementation(async (url) => api(url));
    renderAt(`/rezerwacja/${ORDER_ID}/dane/`);
    expect(screen.getByRole('heading', { level: 1, name: 'Informacje o rezerwacji' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Uczestnik 4: niemowlę' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Etapy rezerwacji' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Potwierdź dane' })).toBeTruthy();
    const trip = screen.getByRole('complementary', { name: 'Twoja podróż' });
    expect(trip).toHaveTextContent('Hotel Sol');
    expect(trip).toHaveTextContent('All inclusive');
    expect(trip).toHaveTextContent('2 dorosłych, 1 dziecko, 1 niemowlę');
    expect(trip).toHaveTextContent('10.07.2026 – 17.07.2026');
  });

  it('a later step of a fresh order shows the way back to the first one, not the step', async () => {
    fetchMock.mockImplementation(async (url) => api(url));
    renderAt(`/rezerwacja/${ORDER_ID}/platnosc/`);
    expect(await screen.findByRole('link', { name: 'Przejdź do etapu: Edytuj dane' })).toHaveAttribute(
      'href',
      `/rezerwacja/${ORDER_ID}/dane/`,
    );
    expect(screen.queryByRole('button', { name: 'Rezerwuję i płacę' })).toBeNull();
  });

  it('a cancelled order shows that it is cancelled and the way to book again, never a form', async () => {
    fetchMock.mockImplementation(async (url) =>
      new URL(url, 'http://x').pathname === `/api/order/summary/${ORDER_ID}/`
        ? answer(200, { order: orderFixture({ state: 'cancelled', client: validClientFixture() }) })
        : api(url),
    );
    renderAt(`/rezerwacja/${ORDER_ID}/dane/`);
    expect(await screen.findByRole('heading', { name: 'Rezerwacja została anulowana' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zarezerwuj tę ofertę ponownie' })).toHaveAttribute(
      'href',
      `/oferta/${orderFixture().offer.hash}/`,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Potwierdź dane' })).toBeNull();
  });

  it("'Rezerwuję i płacę' on an order cancelled meanwhile says so and shows the cancelled order instead of the form", async () => {
    const user = userEvent.setup();
    const toasts: string[] = [];
    const off = eventBus.on('toast:show', (toast) => toasts.push(toast.message));
    let cancelled = false;
    const reserved = { state: 'pending' as const, reservation: { number: 'ftr2026-000007', holdUntil: '2026-06-01T10:30:00.000Z' } };
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === `/api/order/summary/${ORDER_ID}/`)
        return answer(200, {
          order: orderFixture({ ...reserved, client: validClientFixture(), ...(cancelled ? { state: 'cancelled' } : {}) }),
        });
      if (path.startsWith('/api/payment/methods/'))
        return answer(200, { methods: [{ id: 'blik', online: true, feePercent: 0 }], paymentConditions: [] });
      if (path.startsWith('/api/payment/transaction-fee/')) return answer(200, { amount: 9000, fee: 0, total: 9000 });
      if (path === '/api/payment/online/') {
        cancelled = true;
        return answer(409, { statusCode: 409, error: 'Conflict', message: 'The order is cancelled', code: 'order-cancelled' });
      }
      if (path === '/api/payment/report-error/') return answer(202, { accepted: true });
      return api(url);
    });
    try {
      renderAt(`/rezerwacja/${ORDER_ID}/platnosc/`);
      await user.click(await screen.findByRole('radio', { name: 'BLIK' }));
      await user.click(screen.getByRole('button', { name: 'Rezerwuję i płacę' }));
      expect(await screen.findByRole('heading', { name: 'Rezerwacja została anulowana' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Rezerwuję i płacę' })).toBeNull();
      expect(toasts).toEqual(['Ta rezerwacja została anulowana, więc nie można jej już opłacić. Nie pobraliśmy żadnych pieniędzy.']);
    } finally {
      off();
    }
  });

  it('the client step of a reserved order reads the data back, says it can no longer change, and never sends it', async () => {
    const methods: string[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      methods.push(init?.method ?? 'GET');
      return new URL(url, 'http://x').pathname === `/api/order/summary/${ORDER_ID}/`
        ? answer(200, {
            order: orderFixture({
              state: 'pending',
              reservation: { number: 'ftr2026-000007', holdUntil: '2026-06-01T10:30:00.000Z' },
              client: validClientFixture(),
            }),
          })
        : api(url);
    });
    renderAt(`/rezerwacja/${ORDER_ID}/dane/`);
    expect((await screen.findByText(/Rezerwacja jest już dokonana/)).tagName).toBe('OUTPUT');
    expect(screen.getByText('Wiśniewska')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Przejdź do płatności' })).toHaveAttribute('href', `/rezerwacja/${ORDER_ID}/platnosc/`);
    expect(methods.filter((m) => m !== 'GET')).toEqual([]);
  });

  it('a draft refused because the order was reserved meanwhile shows the data read-only, not a connection warning', async () => {
    const user = userEvent.setup();
    const toasts: string[] = [];
    const off = eventBus.on('toast:show', (toast) => toasts.push(toast.message));
    let reserved = false;
    fetchMock.mockImplementation(async (url, init) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === `/api/order/summary/${ORDER_ID}/`)
        return answer(200, {
          order: reserved
            ? orderFixture({ state: 'pending', reservation: { number: 'ftr2026-000007', holdUntil: null }, client: validClientFixture() })
            : orderFixture(),
        });
      if (init?.method === 'PATCH') {
        reserved = true;
        return answer(409, { statusCode: 409, error: 'Conflict', message: 'The order is pending', code: 'order-closed' });
      }
      return api(url);
    });
    try {
      renderAt(`/rezerwacja/${ORDER_ID}/dane/`);
      await user.type((await screen.findAllByRole('textbox', { name: /Imię/ }))[0]!, 'Ewa');
      expect((await screen.findByText(/Rezerwacja jest już dokonana/, {}, { timeout: 3000 })).tagName).toBe('OUTPUT');
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(toasts).toEqual([]);
    } finally {
      off();
    }
  });

  it('an unknown order says so', async () => {
    fetchMock.mockImplementation(async () => answer(404, { statusCode: 404, error: 'Not Found', message: 'unknown order' }));
    renderAt(`/rezerwacja/${ORDER_ID}/dane/`);
    expect(await screen.findByText('Nie znaleźliśmy tej rezerwacji')).toBeTruthy();
  });
});

describe('TrackingPage', () => {
  it('an unknown payment says so', async () => {
    fetchMock.mockImplementation(async () => answer(404, { statusCode: 404, error: 'Not Found', message: 'unknown order hash' }));
    renderAt(`/platnosc/sukces/${'0'.repeat(32)}/`);
    expect(await screen.findByText('Nie znaleźliśmy płatności pod tym adresem.')).toBeTruthy();
  });
});
