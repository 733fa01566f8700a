/**
 * @jest-environment node
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, isNotFound, type PageLoader, type PageLoaderContext } from '@travel/api-client';
import { I18nextProvider, type I18nInstance } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { OfferForClientPage } from '../offer-for-client-page';
import { PAGE_PENDING_ATTRIBUTE } from '@travel/contracts/hydration-marker';
import { OrderPage } from '../order-page';
import { offerForClientPageLoader, orderPageLoader, thankYouPageLoader, trackingPageLoader } from '../page-loaders';
import { ThankYouPage } from '../thank-you-page';
import { TrackingPage } from '../tracking-page';

const ORDER_ID = '8f0e2d4c-6b1a-4c3e-9d5f-7a9b1c3e5f70';
const ORDER_HASH = '0123456789abcdef0123456789abcdef';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['order', 'payment']);
});

async function outcome(loader: PageLoader, params: Record<string, string>): Promise<'render' | 'not found'> {
  const context = { params, queryClient: new QueryClient() } as unknown as PageLoaderContext;
  try {
    return isNotFound(await loader(context)) ? 'not found' : 'render';
  } catch (error) {
    if (isNotFound(error)) return 'not found';
    throw error;
  }
}

/** What the site server renders: no window, no data (the order and its status are the visitor's). */
function serverMarkup(path: string, route: string, page: React.ReactNode): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the first paint of the pages after paying', () => {
  it('renders an address that can name an order; one that cannot is not found (404)', async () => {
    expect(await outcome(thankYouPageLoader, { orderId: ORDER_ID })).toBe('render');
    expect(await outcome(thankYouPageLoader, { orderId: 'nie-zamowienie' })).toBe('not found');
    expect(await outcome(trackingPageLoader, { orderHash: ORDER_HASH })).toBe('render');
    expect(await outcome(trackingPageLoader, { orderHash: 'xyz' })).toBe('not found');
  });

  it('the thank-you page renders on the server: its heading and the waiting text, no visitor data', () => {
    const html = serverMarkup(`/rezerwacja/${ORDER_ID}/dziekujemy/`, '/rezerwacja/:orderId/dziekujemy/', <ThankYouPage />);
    expect(html).toContain(`>${i18n.t('order:thankYou.heading')}</h1>`);
    expect(html).toContain(i18n.t('order:loading'));
  });

  it('an order step renders on the server: its title and the waiting state, marked as one, no visitor data', async () => {
    expect(await outcome(orderPageLoader, { orderId: ORDER_ID })).toBe('render');
    expect(await outcome(orderPageLoader, { orderId: '123456' })).toBe('not found');
    const html = serverMarkup(`/rezerwacja/${ORDER_ID}/podsumowanie/`, '/rezerwacja/:orderId/podsumowanie/', <OrderPage />);
    expect(html).toContain(`>${i18n.t('order:steps.summary.title')}</h1>`);
    expect(html).toContain(i18n.t('order:loading'));
    expect(html).toContain(`<div ${PAGE_PENDING_ATTRIBUTE}="">`);
    // The steps, the trip and the forms are the visitor's: none of them before the browser asks.
    expect(html).not.toContain('<form');
    expect(html).not.toContain(i18n.t('order:steps.summary.purpose'));
  });

  it('a tracking page renders on the server with the heading of its address while the status is asked for', () => {
    const html = serverMarkup(`/platnosc/offline/${ORDER_HASH}/`, '/platnosc/offline/:orderHash/', <TrackingPage />);
    expect(html).toContain(`>${i18n.t('payment:tracking.offline.heading')}</h1>`);
    expect(html).toContain(i18n.t('payment:status.loading'));
  });
});

describe('the first paint of an offer for a client', () => {
  const context = (offerForClientId: string, status: number) =>
    ({
      params: { offerForClientId },
      queryClient: new QueryClient(),
      client: {
        call: async () => {
          if (status === 200) return {};
          throw new ApiError(`HTTP ${status}`, status, {}, '/api/offers/offer-for-client/');
        },
      },
    }) as unknown as PageLoaderContext;
  const outcomeOf = async (id: string, status: number) => {
    try {
      return isNotFound(await offerForClientPageLoader(context(id, status))) ? 'not found' : 'render';
    } catch (error) {
      if (isNotFound(error)) return 'not found';
      throw error;
    }
  };

  it('is a 404 when the id names no offer or cannot name one; renders otherwise, also when the API fails', async () => {
    expect(await outcomeOf('Ab3dEfGhIjKlMnOpQrStUv', 200)).toBe('render');
    expect(await outcomeOf('Ab3dEfGhIjKlMnOpQrStUv', 404)).toBe('not found');
    expect(await outcomeOf('za-krotkie', 200)).toBe('not found');
    expect(await outcomeOf('Ab3dEfGhIjKlMnOpQrStUv', 503)).toBe('render');
  });

  it('renders on the server as its loading state, with no visitor data', async () => {
    const i18nOffer = await createTestI18n(['offer-for-client', 'common']);
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18nOffer}>
          <MemoryRouter initialEntries={['/oferta-dla-klienta/Ab3dEfGhIjKlMnOpQrStUv/']}>
            <Routes>
              <Route path="/oferta-dla-klienta/:offerForClientId/" element={<OfferForClientPage />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain(`>${i18nOffer.t('offer-for-client:heading')}</h1>`);
    expect(html).toContain(i18nOffer.t('offer-for-client:loading'));
  });
});
