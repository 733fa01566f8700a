import { screen, within } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { FavoritesPage } from '../favorites-page';
import { cretanOffer } from '../../test-support/offer-fixture';

const saved = [
  cretanOffer({ hash: 'aaaa1111', hotelName: 'Hotel Sol', hotelStandard: 3.5 }),
  cretanOffer({ hash: 'bbbb2222', hotelName: 'Hotel Mar', hotelStandard: 4 }),
];

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['favorites', 'home']);
});
beforeEach(() => {
  // The favourites API holds the two offers; the availability check knows nothing new of them.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const body = String(input).includes('/batch-aval/') ? { results: [] } : { offers: saved, missing: [] };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as unknown as Response;
  }) as unknown as typeof fetch;
});

const renderPage = () => renderWithProviders(<FavoritesPage />, { i18n, route: '/ulubione/' });

describe('the favourites page', () => {
  it('goes down one heading level at a time: the page, the list, each saved offer (WCAG 1.3.1)', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Hotel Sol' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 3, 3]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2 zapisane oferty');
  });

  it('draws a hotel of 3.5 stars with its half star, as the listing and the hotel page do', async () => {
    renderPage();
    const sol = (await screen.findByRole('heading', { level: 3, name: 'Hotel Sol' })).closest('article')!;
    const place = sol.querySelector('.offer-teaser__place')!;
    expect(within(place as HTMLElement).getByText('★★★½')).toHaveAttribute('aria-hidden', 'true');
    expect(place.textContent?.replace(/[★½]+/, '')).toBe('Kreta, Grecja, Standard hotelu: 3,5 gwiazdki');
    const mar = screen.getByRole('heading', { level: 3, name: 'Hotel Mar' }).closest('article')!;
    expect(mar.querySelector('.offer-teaser__place')?.textContent).toBe('Kreta, Grecja, Standard hotelu: 4 gwiazdki★★★★');
  });
});
