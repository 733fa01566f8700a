import type { Route } from '@playwright/test';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { ListingPageObject } from '../pages/listing-page';

// docs/adr/0220-listing-before-hydration.md: the listing's controls are a GET form and links.
const START = '/wycieczki/?filtr=dorosli:3';
// Only breakfast ('Śniadania', with its hotel count as read aloud), not half board ('Śniadania i obiadokolacje').
const BOARD = /^Śniadania( \d+ hotel(e|i|u)?)?$/;
const SORTED_BY_RATING = polishText('listing', 'sort.options.ocena');

test.describe('the listing before it hydrates', () => {
  test('with JavaScript off, a sort and a filter submitted give the canonical address and its offers', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.baseURL });
    try {
      const page = await context.newPage();
      const listing = new ListingPageObject(page);
      await page.goto(START);
      await listing.expectRendered();
      await listing.sortSelect.selectOption({ label: SORTED_BY_RATING });
      await listing.filterGroup('board').getByRole('checkbox', { name: BOARD }).check();
      await listing.formSubmit.click();

      await expect.poll(() => listing.filtr().get('sortowanie')).toBe('ocena');
      expect(listing.filtr().get('wyzywienie')).toBe('bb');
      expect(listing.filtr().get('dorosli')).toBe('3');
      expect(new URL(page.url()).searchParams.has('sortowanie'), 'the form fields became one filtr address').toBe(false);

      const shown = await listing.firstPaintListExchange();
      expect(shown, 'the server rendered the submitted search').toBeDefined();
      expect(shown?.params.get('sortBy')).toBe('ocena');
      expect(shown?.params.get('board')).toBe('bb');
      expect(shown?.params.get('adults')).toBe('3');
      await listing.expectCardsOf(shown!.body);
      await expect(listing.sortSelect).toHaveValue('ocena');
      await expect(listing.filterGroup('board').getByRole('checkbox', { name: BOARD })).toBeChecked();

      await test.step('paging is a link to the next page of the same search', async () => {
        await listing.pageButton(2).click();
        await expect.poll(() => listing.filtr().get('strona')).toBe('2');
        const second = await listing.firstPaintListExchange();
        expect(second?.params.get('offset')).toBe('20');
        expect(second?.params.get('sortBy')).toBe('ocena');
        await listing.expectCardsOf(second!.body);
      });
    } finally {
      await context.close();
    }
  });

  test('a sort and a filter chosen while the search remote is still loading are applied once it hydrates', async ({ page, problems }) => {
    const listing = new ListingPageObject(page);
    // The search remote's scripts are held, so the server-rendered listing stays unhydrated.
    const held: Route[] = [];
    let holding = true;
    await page.route(
      (url) => url.pathname.startsWith('/remotes/search/') && url.pathname.endsWith('.js'),
      (route) => (holding ? void held.push(route) : void route.continue()),
    );
    await page.goto(START, { waitUntil: 'domcontentloaded' });
    await expect(listing.cards.first()).toBeVisible();
    await expect.poll(() => held.length, 'the search remote was asked for and is held').toBeGreaterThan(0);

    await listing.sortSelect.selectOption({ label: SORTED_BY_RATING });
    await listing.filterGroup('board').getByRole('checkbox', { name: BOARD }).check();

    const applied = page.waitForRequest((request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/offers/list/')) return false;
      const params = new URL(request.url()).searchParams;
      return params.get('sortBy') === 'ocena' && params.get('board') === 'bb';
    });
    holding = false;
    for (const route of held.splice(0)) await route.continue();

    const exchange = await listing.exchangeOf(await applied);
    expect(exchange.params.get('adults')).toBe('3');
    await expect.poll(() => listing.filtr().get('sortowanie')).toBe('ocena');
    expect(listing.filtr().get('wyzywienie')).toBe('bb');
    await listing.expectCardsOf(exchange.body);
    await expect(listing.sortSelect).toHaveValue('ocena');
    await expect(listing.filterGroup('board').getByRole('checkbox', { name: BOARD })).toBeChecked();
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});
