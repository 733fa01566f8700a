import { accessibilityViolations } from '../harness/accessibility';
import { expect, test } from '../fixtures';
import { FavoritesPageObject } from '../pages/favorites-page';
import { HomePageObject } from '../pages/home-page';

test.describe('favourites: heart, header count and /ulubione/', () => {
  test('adding a favourite counts it in the header and lists it on /ulubione/; removing empties it', async ({ page, problems }) => {
    const home = new HomePageObject(page);
    const favorites = new FavoritesPageObject(page);
    await home.shell.open(home.homePath);
    await home.expectOfferSections();
    await favorites.expectHeaderCount(0);

    const card = home.lastMinute.getByTestId('offer-card').first();
    const hotelName = (await card.getByRole('heading').innerText()).trim();
    const heart = favorites.heart(hotelName, card);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((r) => r.url().includes('/api/offers/favorites/') && r.request().method() === 'POST');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(200);
    await favorites.expectHeaderCount(1);

    await favorites.headerLink.click();
    await expect(page).toHaveURL((url) => url.pathname === favorites.favoritesPath);
    await expect(favorites.cards).toHaveCount(1);
    await expect(favorites.cards.first().getByRole('heading')).toHaveText(hotelName);
    expect(await accessibilityViolations(page), 'axe WCAG 2.1 A/AA on /ulubione/').toEqual([]);

    await test.step('the list survives a full reload (the API keeps it by its cookie)', async () => {
      await favorites.shell.reload();
      await expect(favorites.cards).toHaveCount(1);
      await favorites.expectHeaderCount(1);
    });

    await favorites.heart(hotelName, favorites.cards.first()).click();
    await expect(favorites.emptyState).toBeVisible();
    await favorites.expectHeaderCount(0);
    await test.step('the empty list stays empty after a reload', async () => {
      await favorites.shell.reload();
      await expect(favorites.emptyState).toBeVisible();
    });
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});
