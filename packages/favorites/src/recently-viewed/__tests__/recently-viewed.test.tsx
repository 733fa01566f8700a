import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { RECENTLY_VIEWED_LIMIT, RecentlyViewed, recentlyViewed, recordViewedHotel } from '..';

const hotel = (slug: string) => ({ slug, name: `Hotel ${slug}`, place: 'Kreta, Grecja', stars: 4.5 });

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['favorites']);
});
beforeEach(() => localStorage.clear());

describe('recently viewed hotels', () => {
  it('keeps the newest first, a hotel once, and no more than the limit', () => {
    for (let i = 0; i < RECENTLY_VIEWED_LIMIT + 2; i += 1) recordViewedHotel(hotel(`hotel-${i}`));
    recordViewedHotel(hotel('hotel-5'));
    const slugs = recentlyViewed.read().map((item) => item.slug);
    expect(slugs).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(slugs[0]).toBe('hotel-5');
    expect(slugs.filter((slug) => slug === 'hotel-5')).toHaveLength(1);
    expect(slugs).not.toContain('hotel-0');
  });

  it('renders nothing when the list is empty, and nothing in the server render even when it is not', () => {
    const { container, unmount } = renderWithProviders(<RecentlyViewed />, { i18n, route: '/' });
    expect(container).toBeEmptyDOMElement();
    unmount();
    recordViewedHotel(hotel('sol-palace'));
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <RecentlyViewed />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(html).toBe('');
  });

  it('lists the hotels as links under a heading, leaves out the page hotel, and one button clears them', async () => {
    recordViewedHotel(hotel('sol-palace'));
    recordViewedHotel(hotel('resort-delfin'));
    recordViewedHotel(hotel('hotel-zatoka'));
    renderWithProviders(<RecentlyViewed exceptSlug="hotel-zatoka" />, { i18n, route: '/hotel/hotel-zatoka/' });
    const section = screen.getByRole('region', { name: 'Ostatnio oglądane' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Hotel resort-delfin', 'Hotel sol-palace']);
    expect(links[0]).toHaveAttribute('href', '/hotel/resort-delfin/');
    expect(section).toHaveTextContent('Standard hotelu: 4,5 gwiazdki');
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść historię oglądania' }));
    expect(screen.queryByRole('region', { name: 'Ostatnio oglądane' })).toBeNull();
    expect(localStorage.getItem('travel:recently-viewed')).toBeNull();
  });
});
