import { expect, test } from '../fixtures';
import { clearRecentlyViewedLabel, recentlyViewedRegion } from '../pages/compare-page';
import { HomePageObject } from '../pages/home-page';
import { HotelPages } from '../pages/hotel-pages';

test.describe('recently viewed hotels: in the browser only', () => {
  test('hotels visited appear on the home page and the other hotel pages, newest first; one button clears them; no cookie', async ({
    page,
    context,
  }) => {
    const home = new HomePageObject(page);
    const hotel = new HotelPages(page);
    await home.shell.open(home.homePath);
    await home.expectOfferSections();
    await expect(recentlyViewedRegion(home.shell.main), 'nothing before any hotel was viewed').toHaveCount(0);

    const links = home.lastMinute.getByTestId('offer-card').getByRole('heading').getByRole('link');
    await expect(links.nth(1)).toBeVisible();
    const [first = '', second = ''] = (await links.allInnerTexts()).map((name) => name.trim());
    expect(first).not.toBe(second);

    await links.first().click();
    await hotel.expectHotel(first);
    await hotel.shell.waitForHydration();
    await expect(recentlyViewedRegion(hotel.shell.main), 'the page does not list its own hotel').toHaveCount(0);

    await page.goBack();
    await home.expectOfferSections();
    await expect(recentlyViewedRegion(home.shell.main).getByRole('link')).toHaveText([first]);
    await home.lastMinute.getByTestId('offer-card').getByRole('heading').getByRole('link', { name: second }).click();
    await hotel.expectHotel(second);
    await expect(recentlyViewedRegion(hotel.shell.main).getByRole('link')).toHaveText([first]);

    await home.shell.open(home.homePath);
    const region = recentlyViewedRegion(home.shell.main);
    await expect(region.getByRole('link')).toHaveText([second, first]);
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => /recent|viewed|ogladane/i.test(name))).toEqual([]);

    await region.getByRole('button', { name: clearRecentlyViewedLabel }).click();
    await expect(region).toHaveCount(0);
    await home.shell.reload();
    await home.expectOfferSections();
    await expect(recentlyViewedRegion(home.shell.main), 'still empty after a reload').toHaveCount(0);
  });
});
