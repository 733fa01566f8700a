import { screen } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { resetOrderStore } from '../../order-store';
import { answer, NATIONALITIES, ORDER_ID, orderFixture } from '../../test-support/order-fixture';
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
