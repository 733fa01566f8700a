import { accessibilityViolations } from '../harness/accessibility';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { ListingPageObject, type ListExchange } from '../pages/listing-page';

/** Two boards keep the category at wycieczki (one board alone would select its own category). */
const TYPED_URL = '/wycieczki/?filtr=dorosli:2;wyzywienie:all-inclusive,hb';
const boards = (exchange: ListExchange): string[] => (exchange.params.get('board') ?? '').split(',').sort();

test.describe('category listing: the URL is the state', () => {
  test('typed URL, filter, sort and page: URL, list and list request agree at every step; back restores', async ({ page, problems }) => {
    const listing = new ListingPageObject(page);

    const opened = await listing.openListing(TYPED_URL);
    await listing.expectRendered();
    // The steps below use the controls: a click before hydration changes only the box.
    await listing.waitUntilInteractive();
    await test.step('the typed address', async () => {
      expect(opened.fromFirstPaint, 'the server rendered the first page of offers').toBe(true);
      expect(opened.params.get('category')).toBe('wycieczki');
      expect(opened.params.get('adults')).toBe('2');
      expect(boards(opened)).toEqual(['all-inclusive', 'hb']);
      expect(opened.params.get('limit')).toBe('20');
      expect(opened.params.get('offset')).toBe('0');
      expect(listing.filtr().get('wyzywienie')?.split(',').sort()).toEqual(['all-inclusive', 'hb']);
      expect(opened.body.offers.length).toBeGreaterThan(0);
      await listing.expectCardsOf(opened.body);
      await expect(listing.filterGroup('board').getByRole('checkbox', { name: /^All inclusive/ })).toBeChecked();
    });

    const filtered = await listing.listExchange(() =>
      // A click, not check(): the box follows the address, which changes right after the click.
      listing
        .filterGroup('board')
        .getByRole('checkbox', { name: /^Śniadania \d+ hotel/ })
        .click(),
    );
    await test.step('a filter change', async () => {
      expect(boards(filtered)).toEqual(['all-inclusive', 'bb', 'hb']);
      await expect.poll(() => listing.filtr().get('wyzywienie')?.split(',').sort()).toEqual(['all-inclusive', 'bb', 'hb']);
      expect(filtered.params.get('category')).toBe('wycieczki');
      await listing.expectCardsOf(filtered.body);
    });

    const sorted = await listing.listExchange(() =>
      listing.sortSelect.selectOption({ label: polishText('listing', 'sort.options.ocena') }),
    );
    await test.step('a sort change', async () => {
      expect(sorted.params.get('sortBy')).toBe('ocena');
      expect(boards(sorted)).toEqual(['all-inclusive', 'bb', 'hb']);
      await expect.poll(() => listing.filtr().get('sortowanie')).toBe('ocena');
      await listing.expectCardsOf(sorted.body);
    });

    expect(sorted.body.total, 'the seed has more than one page of hotels').toBeGreaterThan(20);
    const paged = await listing.listExchange(() => listing.pageButton(2).click());
    await test.step('the second page', async () => {
      expect(paged.params.get('offset')).toBe('20');
      expect(paged.params.get('sortBy')).toBe('ocena');
      await expect.poll(() => listing.filtr().get('strona')).toBe('2');
      await listing.expectCardsOf(paged.body);
      await expect(listing.pageButton(2)).toHaveAttribute('aria-current', 'page');
      await expect(listing.resultsHeading, 'focus moves to the results after paging').toBeFocused();
    });

    await test.step('back restores the first page of the sorted search', async () => {
      await page.goBack();
      await expect.poll(() => listing.filtr().get('strona')).toBeUndefined();
      expect(listing.filtr().get('sortowanie')).toBe('ocena');
      await listing.expectCardsOf(sorted.body);
      await expect(listing.sortSelect).toHaveValue('ocena');
    });

    await test.step('back again restores the filters before the sort', async () => {
      await page.goBack();
      await expect.poll(() => listing.filtr().get('sortowanie')).toBeUndefined();
      await listing.expectCardsOf(filtered.body);
      await expect(listing.filterGroup('board').getByRole('checkbox', { name: /^Śniadania \d+ hotel/ })).toBeChecked();
    });

    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('the first page of offers comes with the HTML, hydrates without a mismatch and works without JavaScript', async ({
    page,
    problems,
    browser,
    request,
  }) => {
    const html = await (await request.get(TYPED_URL, { headers: { accept: 'text/html' } })).text();
    expect(html.match(/data-testid="offer-card"/g)?.length ?? 0, 'cards in the server HTML').toBe(20);
    expect(html, 'the listing stylesheet is inlined').toMatch(
      /<style nonce="[^"]+" data-href="\/remotes\/search\/[^"]+\/listing-page\.[0-9a-f]{8}\.css">/,
    );
    // The seed's FAQ of the category is in the HTML: as an FAQPage JSON-LD, and as questions (below, without JavaScript).
    const faq = (await (await request.get('/api/seo/faq/?category=wycieczki')).json()) as { items: { question: string; answer: string }[] };
    expect(faq.items.length, 'the seed has an FAQ for wycieczki').toBeGreaterThan(0);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (block) => JSON.parse(block[1] ?? '') as { '@type'?: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] },
    );
    const faqPage = jsonLd.find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual(
      faq.items.map((item) => [item.question, item.answer]),
    );

    const listing = new ListingPageObject(page);
    const browserListRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/offers/list/')) browserListRequests.push(sent.url());
    });
    const opened = await listing.openListing(TYPED_URL);
    await listing.expectCardsOf(opened.body);
    // Hydrated: the sort select answers, and only now does the browser ask for a list.
    const sorted = await listing.listExchange(() =>
      listing.sortSelect.selectOption({ label: polishText('listing', 'sort.options.ocena') }),
    );
    expect(sorted.params.get('sortBy')).toBe('ocena');
    expect(browserListRequests, 'the first page was not fetched again by the browser').toHaveLength(1);
    // A hydration mismatch is a console error; so is any other failure.
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);

    const withoutJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = new ListingPageObject(await withoutJs.newPage());
    await plain.page.goto(TYPED_URL);
    await expect(plain.cards).toHaveCount(opened.body.offers.length);
    await expect(plain.cards.first().getByRole('link').first()).toHaveAttribute('href', /^\/(hotel|oferta)\//);
    const faqRegion = plain.page.getByRole('region', { name: polishText('listing', 'seoFaq.heading') });
    await expect(faqRegion.locator('summary')).toHaveText(faq.items.map((item) => item.question));
    await expect(
      plain.page
        .getByRole('navigation', { name: polishText('listing', 'seoLinks.destinations') })
        .getByRole('link')
        .first(),
    ).toHaveAttribute('href', /^\/wycieczki\/[a-z-]+\/$/);
    await withoutJs.close();
  });

  test('a copied URL reproduces the listing, and the category follows a filter that selects one', async ({ page, problems }) => {
    const listing = new ListingPageObject(page);
    await listing.shell.open(TYPED_URL);
    await expect(listing.cards.first()).toBeVisible();
    const derived = await listing.listExchange(() =>
      listing
        .filterGroup('board')
        .getByRole('checkbox', { name: /^Śniadania i obiadokolacje \d+ hotel/ })
        .click(),
    );
    // One board left: the all-inclusive category, in the path and in the request.
    await expect(page).toHaveURL((url) => url.pathname === '/all-inclusive/');
    expect(derived.params.get('category')).toBe('all-inclusive');
    await listing.expectCardsOf(derived.body);

    const copied = page.url();
    const fresh = await page.context().newPage();
    const again = new ListingPageObject(fresh);
    const reopened = await again.openListing(copied);
    expect(reopened.params.toString()).toBe(derived.params.toString());
    await again.expectCardsOf(reopened.body);
    expect(fresh.url()).toBe(copied);
    await fresh.close();
    expect(problems.unexpected()).toEqual([]);
  });

  test('an invalid filtr value is dropped without an error', async ({ page, problems }) => {
    const listing = new ListingPageObject(page);
    const opened = await listing.openListing('/wycieczki/?filtr=dorosli:abc;wyzywienie:hb,nie-ma;od:31.02.2020;sortowanie:ocena');
    await listing.expectRendered();
    expect(opened.params.get('adults')).toBe('2');
    expect(opened.params.get('board')).toBe('hb');
    expect(opened.params.get('sortBy')).toBe('ocena');
    await listing.expectCardsOf(opened.body);
    await expect.poll(() => page.url()).not.toContain('abc');
    expect(page.url()).not.toContain('31.02.2020');
    expect(listing.filtr().get('sortowanie')).toBe('ocena');
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('every kind of landing page lists offers of its own category, without a console error', async ({ page, problems }) => {
    const listing = new ListingPageObject(page);
    // A category, an operator, a departure city, a last-minute variant and a destination path.
    for (const path of ['/last-minute/', '/itaka/', '/z-warszawy/', '/last-minute-z-krakowa/', '/wycieczki/grecja/']) {
      await test.step(path, async () => {
        const opened = await listing.openListing(path);
        await listing.expectRendered();
        const category = path.split('/')[1] ?? '';
        expect(opened.params.get('category')).toBe(category);
        if (path === '/wycieczki/grecja/') expect(opened.params.get('destinations')).toBe('grecja');
        await expect(page).toHaveURL((url) => url.pathname === path);
        await expect(listing.cards.or(page.getByTestId('listing-empty')).first()).toBeVisible();
      });
    }
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('a failed list request shows a Polish error whose retry recovers', async ({ page, problems }) => {
    const listing = new ListingPageObject(page);
    // The first page comes with the HTML; the next list request the browser makes fails.
    await listing.shell.open('/wycieczki/');
    await expect(listing.cards.first()).toBeVisible();
    await page.route('**/api/offers/list/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await listing.sortSelect.selectOption({ label: polishText('listing', 'sort.options.ocena') });
    const error = page.getByTestId('listing-error');
    // react-query retries before it gives up.
    await expect(error).toBeVisible({ timeout: 45_000 });
    await expect(error).toContainText(polishText('listing', 'results.errorTitle'));
    await expect(listing.cards).toHaveCount(0);
    await page.unroute('**/api/offers/list/**');
    const recovered = await listing.listExchange(() => error.getByRole('button', { name: polishText('listing', 'results.retry') }).click());
    await listing.expectCardsOf(recovered.body);
    await expect(error).toHaveCount(0);
    expect(problems.unexpected((problem) => problem.url.includes('/api/offers/list/'))).toEqual([]);
  });

  test('an unknown category is an HTTP 404 with the shell’s Polish not-found page, which hydrates', async ({ page, problems }) => {
    const listing = new ListingPageObject(page);
    const response = await page.goto('/nie-ma-takiej-kategorii/');
    expect(response?.status()).toBe(404);
    // In the HTML itself (declared by the listing's loader), not only after the scripts ran.
    expect(await response?.text()).toContain(`<h1>${polishText('error', 'notFound.title')}</h1>`);
    await expect(listing.heading).toHaveText(polishText('error', 'notFound.title'));

    // Hydrated: the way home is a client-side navigation, the document stays.
    await listing.shell.markDocument();
    await page.getByRole('link', { name: polishText('error', 'notFound.homeLink') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(listing.heading).toHaveText(polishText('home', 'heading'));
    expect(await listing.shell.documentIsMarked()).toBe(true);
    // Chromium's own note of the document's 404 is the only console line (no hydration mismatch).
    const documentNotFound = (problem: { text: string; url: string }) =>
      problem.url.endsWith('/nie-ma-takiej-kategorii/') && problem.text.includes('status of 404');
    expect(problems.unexpected(documentNotFound)).toEqual([]);
  });

  test('the listing has no WCAG 2.1 A/AA violation, with and without results, and on a phone', async ({ page }) => {
    const listing = new ListingPageObject(page);
    await listing.shell.open(TYPED_URL);
    await expect(listing.cards.first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await listing.shell.open('/wycieczki/?filtr=cena:1,2');
    await expect(page.getByTestId('listing-empty')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: polishText('listing', 'filters.toggle'), exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(listing.filterGroup('board')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(listing.filterGroup('board')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    const cleared = await listing.listExchange(() =>
      page.getByRole('button', { name: polishText('listing', 'results.clearFilters') }).click(),
    );
    // The category stays (here the cheap-holidays one the price range gave, with its own preset).
    expect(cleared.params.get('priceRange')).not.toBe('1,2');
    expect(cleared.body.offers.length).toBeGreaterThan(0);
    await listing.expectCardsOf(cleared.body);
  });
});

test.describe('analytics after cookie consent (ADR 0182)', () => {
  test('nothing reaches dataLayer before consent; after "accept all" the listing sends view_item_list and a hotel page view_item', async ({
    page,
    problems,
  }) => {
    const listing = new ListingPageObject(page);
    const opened = await listing.openListing('/wycieczki/');
    await listing.expectRendered();
    await expect(listing.shell.cookieBanner).toBeVisible();
    expect(await listing.shell.dataLayerEvents(), 'no event before the visitor answered').toEqual([]);

    await listing.shell.cookieBanner.getByRole('button', { name: polishText('common', 'cookies.acceptAll') }).click();
    await expect.poll(() => listing.shell.dataLayerEvents()).toEqual(['view_item_list']);

    const hotel = opened.body.offers[0];
    expect(hotel, 'the listing has offers').toBeDefined();
    await listing.shell.open(`/hotel/${hotel!.hotelSlug}/`);
    await expect.poll(() => listing.shell.dataLayerEvents()).toContain('view_item');
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});
