import { accessibilityViolations } from '../harness/accessibility';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { HomePageObject } from '../pages/home-page';

test.describe('home page: search box, autosuggest, last-minute and hit offers', () => {
  test('renders the search box and both offer sections with no axe violations', async ({ page, problems, request }) => {
    // Rendered on the server too: the heading and the last-minute offers come with the HTML.
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`>${polishText('home', 'heading')}</h1>`);
    expect(html).toMatch(/data-testid="offer-card"/);
    const home = new HomePageObject(page);
    await home.shell.open(home.homePath);
    await home.expectHome();
    await expect(home.searchBox).toBeVisible();
    await home.expectOfferSections();
    const firstCard = home.lastMinute.getByTestId('offer-card').first();
    await expect(firstCard.getByRole('link').first()).toHaveAttribute('href', /^\/hotel\/[a-z0-9-]+\/\?oferta=[a-z0-9]+$/);
    expect(await accessibilityViolations(page), 'axe WCAG 2.1 A/AA').toEqual([]);
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test("'Wszystkie oferty last minute' opens a listing that starts with the teasers' hotels, in their unit (per person)", async ({
    page,
    problems,
  }) => {
    const home = new HomePageObject(page);
    await home.shell.open(home.homePath);
    await home.expectHome();
    const teasers = home.lastMinute.getByTestId('offer-card');
    await expect(teasers.first()).toBeVisible();
    const hotels = await teasers.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-hotel')));
    const prices = await teasers.evaluateAll((cards) =>
      cards.map((card) => card.querySelector('[data-testid="offer-price"]')?.textContent),
    );
    await home.lastMinute.getByRole('link', { name: polishText('home', 'lastMinute.more') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/last-minute/');
    await home.expectListing();
    const cards = page.locator('.listing-results__list').getByTestId('offer-card');
    await expect(cards.first()).toBeVisible();
    const listed = await cards.evaluateAll(
      (found, count) => found.slice(0, count).map((card) => card.getAttribute('data-hotel')),
      hotels.length,
    );
    expect(listed).toEqual(hotels);
    const listedPrices = await cards.evaluateAll(
      (found, count) => found.slice(0, count).map((card) => card.querySelector('[data-testid="offer-price"]')?.textContent),
      prices.length,
    );
    expect(listedPrices).toEqual(prices);
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('autosuggest: under 3 characters asks for more; a picked destination opens its listing', async ({ page, problems }) => {
    const home = new HomePageObject(page);
    await home.shell.open(home.homePath);
    await home.expectHome();

    await home.destination.fill('Kr');
    await expect(home.autosuggestMessage).toHaveText(polishText('home', 'autosuggest.tooShort'));
    await expect(home.destination).toHaveAttribute('aria-expanded', 'false');

    await home.destination.fill('xqzxqz');
    await expect(home.autosuggestMessage).toHaveText(polishText('home', 'autosuggest.noResults'));

    await home.destination.fill('Kreta');
    await expect(home.suggestion(/^Kreta/).first()).toBeVisible();
    await expect(home.destination).toHaveAttribute('aria-expanded', 'true');
    // The keyboard path of the combobox: the first option becomes the active descendant, Enter picks it.
    await home.destination.press('ArrowDown');
    const activeId = await home.destination.getAttribute('aria-activedescendant');
    expect(activeId).not.toBeNull();
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${activeId}"]`)).toContainText('Kreta');
    await home.destination.press('Enter');
    await expect(home.destination).toHaveValue('Kreta');
    await expect(home.destination).toHaveAttribute('aria-expanded', 'false');

    await home.submit.click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/wycieczki/'));
    // The search model puts one destination into the path when the category allows it, otherwise
    // into `kierunek`; either way the listing is the destination's.
    const url = new URL(page.url());
    const inPath = url.pathname.split('/').includes('kreta');
    const inFiltr = (home.filtr().get('kierunek') ?? '').split(',').includes('kreta');
    expect(inPath || inFiltr, `destination in ${url.pathname}${url.search}`).toBe(true);
    await home.expectListing();
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});
