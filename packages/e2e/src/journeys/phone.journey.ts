import { endpoints } from '@travel/contracts/api/endpoints';
import { expect, test } from '../fixtures';
import { demoData } from '../harness/demo-data';
import { polishText } from '../harness/locales';
import { PHONE_WIDTHS, expectFitsScreen, focusedFieldHidden, phoneContext, smallTapTargets } from '../harness/phone';
import { ShellFrame } from '../pages/shell-frame';

/** One page of every route kind, by a real record of the seed where it needs one. */
async function everyRouteKind(baseURL: string): Promise<string[]> {
  const { hotelSlug, orderId } = await demoData(baseURL);
  const response = await fetch(new URL(`/api${endpoints.orderSummary.path.replace('{orderId}', orderId)}`, baseURL));
  const { order } = endpoints.orderSummary.response.parse(await response.json());
  const list = endpoints.offersList.response.parse(await (await fetch(new URL('/api/offers/list/?limit=1', baseURL))).json());
  const offerHash = list.offers[0]?.hash;
  if (offerHash === undefined) throw new Error('the seed lists no offer');
  return [
    '/',
    '/wycieczki/',
    // A filtered listing away from its canonical address (another category, a default written
    // out): the site server redirects it, so the browser rewrites nothing after hydration and the
    // heading never changes under the shopper (docs/adr/0250-canonical-listing-address.md).
    '/wycieczki/grecja/?filtr=dorosli:2;wyzywienie:all-inclusive',
    `/hotel/${hotelSlug}/`,
    `/oferta/${offerHash}/`,
    '/hotele/grecja/',
    '/przewodnik/',
    '/przewodnik/dokumenty/',
    '/regulamin/',
    '/kierunki/',
    '/kierunki/grecja/',
    '/salony-podrozy/',
    '/kontakt/',
    '/newsletter/potwierdzenie/',
    '/ulubione/',
    '/logowanie/',
    `/dodaj-opinie/${hotelSlug}/`,
    `/rezerwacja/${orderId}/dane/`,
    `/rezerwacja/${orderId}/dziekujemy/`,
    `/platnosc/podsumowanie/${order.orderHash}/`,
    '/nie-ma-takiej-strony/',
  ];
}

for (const width of PHONE_WIDTHS) {
  test.describe(`a ${width} px phone`, () => {
    test.use(phoneContext(width));

    test('every route kind, loaded directly, fits the screen (and holds still: the fixture)', async ({ page, site, problems }) => {
      const shell = new ShellFrame(page);
      for (const path of await everyRouteKind(site.baseURL)) {
        await test.step(path, async () => {
          await shell.open(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expectFitsScreen(page);
        });
      }
      // The made-up address is answered 404 on purpose: the browser logs the document's status.
      expect(problems.unexpected((problem) => problem.text.includes('404'))).toEqual([]);
    });

    test('listing → hotel → offer and guide → static page by client navigation fit the screen', async ({ page }) => {
      const shell = new ShellFrame(page);
      await shell.open('/wycieczki/');
      await expectFitsScreen(page);
      // The footer's links are under the cookie bar until it is answered, as a visitor would.
      await page.getByRole('button', { name: polishText('common', 'cookies.onlyNecessary') }).click();
      await page.locator('[data-testid="offer-card"] a[href^="/hotel/"]').first().click();
      await expect(page).toHaveURL(/\/hotel\//);
      await expect(page.getByTestId('price-total')).toBeVisible();
      await expectFitsScreen(page);
      await shell.navigateClientSide('/przewodnik/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFitsScreen(page);
      await shell.navigateClientSide('/regulamin/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(polishText('static-pages', 'pages.regulamin.title'));
      await expectFitsScreen(page);
      await shell.navigateClientSide('/kontakt/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFitsScreen(page);
    });
  });
}

test.describe('on a 390 px phone', () => {
  test.use(phoneContext(390));

  test('every target a finger taps is at least 24x24 CSS px, or has that much room', async ({ page, site }) => {
    const { hotelSlug, orderId } = await demoData(site.baseURL);
    const shell = new ShellFrame(page);
    const paths = [
      '/',
      '/wycieczki/',
      `/hotel/${hotelSlug}/`,
      '/kierunki/grecja/',
      '/przewodnik/dokumenty/',
      '/kontakt/',
      `/rezerwacja/${orderId}/dane/`,
    ];
    for (const path of paths) {
      await test.step(path, async () => {
        await shell.open(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await smallTapTargets(page), `targets under 24x24 px on ${path}`).toEqual([]);
      });
    }
  });

  test('the booking step with the on-screen keyboard open: every field the keyboard reaches is in view and uncovered', async ({
    page,
    site,
  }) => {
    const { orderId } = await demoData(site.baseURL);
    const shell = new ShellFrame(page);
    await shell.open(`/rezerwacja/${orderId}/dane/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The keyboard takes the lower ~40 % of the screen: what is left is a short viewport. The
    // cookie bar, fixed at the bottom, is still up (a shopper may book before answering it).
    await page.setViewportSize({ width: 390, height: 460 });
    const fields = page.locator('main').locator('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea');
    // The heading comes before the order's form on a busy machine: count the fields once it is drawn.
    await expect(fields.first()).toBeVisible();
    const count = await fields.count();
    expect(count, 'the client step has fields').toBeGreaterThan(5);
    await fields.first().focus();
    const hidden: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const problem = await focusedFieldHidden(page);
      if (problem !== undefined) hidden.push(problem);
      await page.keyboard.press('Tab');
    }
    expect(hidden).toEqual([]);
  });
});
