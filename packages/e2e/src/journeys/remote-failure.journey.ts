import { polishText } from '../harness/locales';
import { demoData } from '../harness/demo-data';
import { expect, test } from '../fixtures';
import { ContentPages } from '../pages/content-pages';
import { HotelPages } from '../pages/hotel-pages';
import { SearchPages } from '../pages/search-pages';

const HOTEL_REMOTE_FILES = '**/remotes/hotel/**';

test.describe('a remote that cannot load', () => {
  test('its slot shows the fallback, the header and the other remotes keep working, retry recovers', async ({
    page,
    problems,
    site,
  }) => {
    const { hotelSlug } = await demoData(site.baseURL);
    const hotel = new HotelPages(page);
    const content = new ContentPages(page);
    const search = new SearchPages(page);
    const shell = hotel.shell;
    let manifestRequests = 0;
    await page.route(HOTEL_REMOTE_FILES, async (route) => {
      if (route.request().url().endsWith('/mf-manifest.json')) manifestRequests += 1;
      await route.abort('connectionrefused');
    });

    await shell.open(hotel.hotelPath(hotelSlug));
    // The runtime retries network failures first, so the fallback may take a few seconds.
    await expect(shell.fallback).toBeVisible({ timeout: 60_000 });
    expect(manifestRequests, 'the hotel manifest was requested again before giving up').toBeGreaterThan(1);
    const retry = shell.fallback.getByRole('button', { name: polishText('error', 'remoteFallback.retry') });
    await expect(retry).toBeVisible();
    await expect(shell.header).toBeVisible();

    await test.step('the header still navigates, to a page of another remote', async () => {
      const homeLink = shell.header.locator('a[href="/"]').first();
      await expect(homeLink).toBeVisible();
      await homeLink.click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await search.expectHome();
    });

    await test.step('other remotes load client-side and on a direct load', async () => {
      await shell.navigateClientSide(content.guidePath);
      await content.expectGuide();
      await shell.open(content.staticPagePath('o-nas'));
      await content.expectStaticPage('o-nas');
    });

    await test.step('once the files are reachable again, retry renders the page', async () => {
      await shell.open(hotel.hotelPath(hotelSlug));
      await expect(shell.fallback).toBeVisible({ timeout: 60_000 });
      await page.unroute(HOTEL_REMOTE_FILES);
      await shell.fallback.getByRole('button', { name: polishText('error', 'remoteFallback.retry') }).click();
      await hotel.expectHotel();
    });

    // Failed requests log console errors by design; an uncaught exception would be a bug.
    expect(problems.list.filter((problem) => problem.kind === 'page-error')).toEqual([]);
  });
});
