import { accessibilityViolations } from '../harness/accessibility';
import { expect, test } from '../fixtures';
import { ComparePageObject } from '../pages/compare-page';
import { FavoritesPageObject } from '../pages/favorites-page';
import { ListingPageObject } from '../pages/listing-page';
import { polishText } from '../harness/locales';
import type { Locator } from '@playwright/test';

const cardHotel = async (card: Locator): Promise<string> => (await card.getByRole('heading').innerText()).trim();

test.describe('compare: up to three offers side by side, from the cards and the favourites', () => {
  test('two offers from the listing and one from the favourites side by side; Porównaj on /ulubione/ compares the saved ones; the address opens the same comparison in a new page', async ({
    page,
    context,
    browser,
  }) => {
    const listing = new ListingPageObject(page);
    const favorites = new FavoritesPageObject(page);
    const compare = new ComparePageObject(page);
    await listing.shell.open(listing.listingPath('wycieczki'));
    // The consent banner is fixed to the window's bottom, over the bar of chosen offers: answered first, as a shopper would.
    await listing.shell.cookieBanner.getByRole('button', { name: polishText('common', 'cookies.acceptAll') }).click();
    await expect(listing.shell.cookieBanner).toBeHidden();
    await expect(listing.cards.nth(3)).toBeVisible();
    const hotels: string[] = [];
    for (let i = 0; i < 4; i += 1) hotels.push(await cardHotel(listing.cards.nth(i)));
    const [first = '', second = '', third = '', fourth = ''] = hotels;

    await test.step('"Porównaj" on two cards: pressed, and the bar counts them', async () => {
      await expect(compare.bar).toHaveCount(0);
      for (const [index, hotel] of [first, second].entries()) {
        const toggle = compare.toggle(hotel, listing.cards.nth(index));
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(compare.bar).toContainText(
        polishText('favorites', 'compare.bar.count').replace('{{count}}', '2').replace('{{limit}}', '3'),
      );
      await expect(compare.barLink).toBeVisible();
    });

    await test.step('two more offers saved with the heart', async () => {
      for (const [index, hotel] of [third, fourth].entries()) {
        const heart = favorites.heart(hotel, listing.cards.nth(index + 2));
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
      }
      await favorites.expectHeaderCount(2);
    });

    await test.step('"Porównaj" on /ulubione/ compares the saved offers, newest first', async () => {
      await favorites.headerLink.click();
      await expect(favorites.cards).toHaveCount(2);
      await page.getByTestId('favorites-compare').click();
      await expect(page).toHaveURL((url) => url.pathname === compare.comparePath);
      await compare.expectCompared([fourth, third]);
      await page.goBack();
      await expect(favorites.cards).toHaveCount(2);
    });

    await test.step('a third offer chosen on /ulubione/; the bar leads to the three side by side', async () => {
      const card = favorites.cards.filter({ hasText: third });
      await compare.toggle(third, card).click();
      await expect(compare.bar).toContainText(
        polishText('favorites', 'compare.bar.count').replace('{{count}}', '3').replace('{{limit}}', '3'),
      );
      await compare.barLink.click();
      await expect(page).toHaveURL(
        (url) => url.pathname === compare.comparePath && (url.searchParams.get('oferty') ?? '').split(',').length === 3,
      );
      await compare.expectCompared([first, second, third]);
    });

    await test.step('a real table: a header per offer and per fact, the party price with its Omnibus price tag, availability checked', async () => {
      for (const key of ['availability', 'dates', 'board', 'flight', 'beach', 'transfer', 'rating', 'included', 'operator']) {
        await expect(compare.rowHeader(key)).toBeVisible();
      }
      await expect(compare.table.getByRole('rowheader', { name: 'Cena za 2 osoby' })).toBeVisible();
      await expect(compare.table.getByRole('rowheader', { name: polishText('hotel', 'opinions.category.beach') })).toBeVisible();
      await expect(compare.table.getByTestId('price-tag')).toHaveCount(3);
      await expect(compare.table.getByTestId('compare-availability')).toHaveCount(3);
      await expect(compare.table.locator('[data-testid="compare-availability"][data-available="true"]')).toHaveCount(3);
      await expect(compare.table.getByText(polishText('favorites', 'comparePage.pending'))).toHaveCount(0);
      expect(await accessibilityViolations(page), 'axe WCAG 2.1 A/AA on /porownanie/').toEqual([]);
    });

    await test.step('the shared address opens the same comparison in a new page', async () => {
      const address = await compare.shareLink.inputValue();
      expect(new URL(address).pathname).toBe(compare.comparePath);
      const other = await context.newPage();
      const shared = new ComparePageObject(other);
      await shared.shell.open(address);
      await shared.expectCompared([first, second, third]);
      await other.close();
    });

    await test.step('the table is in the HTML: with JavaScript off the shared address shows the three offers', async () => {
      // The site server renders the comparison (docs/adr/0300-compare-in-the-first-html.md).
      const address = await compare.shareLink.inputValue();
      const withoutJs = await browser.newContext({ javaScriptEnabled: false });
      const plain = new ComparePageObject(await withoutJs.newPage());
      await plain.page.goto(address);
      await expect(plain.table).toBeVisible();
      expect(await plain.columnHotels()).toEqual([first, second, third]);
      await expect(plain.table.getByTestId('price-tag')).toHaveCount(3);
      await expect(plain.rowHeader('board')).toBeVisible();
      await withoutJs.close();
    });

    await test.step('an offer taken out of the comparison leaves the address too', async () => {
      await compare.removeButton(second).click();
      await compare.expectCompared([first, third]);
      await expect(page).toHaveURL((url) => (url.searchParams.get('oferty') ?? '').split(',').length === 2);
    });
  });

  test('without offers in its address the comparison says how to choose them', async ({ page }) => {
    const compare = new ComparePageObject(page);
    await compare.shell.open(compare.comparePath);
    await compare.expectRendered(polishText('favorites', 'comparePage.heading'));
    await expect(page.getByTestId('compare-empty')).toContainText(polishText('favorites', 'comparePage.empty.heading'));
  });
});
