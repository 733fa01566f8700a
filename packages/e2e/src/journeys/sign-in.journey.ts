import type { Page, Request } from '@playwright/test';
import { accessibilityViolations } from '../harness/accessibility';
import { demoAccountWithRole } from '../harness/demo-accounts';
import { readRegistry } from '../harness/deploy';
import { polishText } from '../harness/locales';
import { JOURNEY_CMS_URL } from '../harness/global-setup';
import { expect, test } from '../fixtures';
import { HomePageObject } from '../pages/home-page';
import { SignInPageObject } from '../pages/sign-in-page';
import { StaffPagesObject } from '../pages/staff-pages';

const DEBUG_FILES = '/remotes/search_debug/';
const staffLink = (id: string): string => polishText('common', `userMenu.staff.${id}`);

/** Every request the page's browser context makes under a path prefix, for the network-log checks. */
function requestsUnder(page: Page, prefix: string): string[] {
  const seen: string[] = [];
  page.context().on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) seen.push(pathname);
  });
  return seen;
}

test.describe('staff sign-in: /logowanie/, the user menu, sign-out', () => {
  test('the demo admin signs in from the header, is greeted with every staff link, and signs out', async ({ page, site, problems }) => {
    const admin = demoAccountWithRole(site.dataDir, 'ROLE_ADMIN');
    const signIn = new SignInPageObject(page);
    await signIn.shell.open('/przewodnik/');
    await signIn.expectSignedOut();

    // The header's "Zaloguj się" is the shoppers' (Moje rezerwacje, docs/adr/0240-customer-access.md):
    // it asks for their bookings, a 401 without a customer session, and offers the staff sign-in.
    problems.explain((problem) => problem.text.includes('401') && problem.url.endsWith('/api/customer/bookings/'));
    await signIn.signInLink.click();
    await expect(page).toHaveURL((url) => url.pathname === '/moje-rezerwacje/');
    await expect(page.getByRole('link', { name: polishText('order', 'myBookings.staffSignIn') })).toBeVisible();
    await signIn.shell.open(`${signIn.path}?next=/przewodnik/`);
    await expect(signIn.heading).toBeVisible();
    expect(await accessibilityViolations(page), 'axe WCAG 2.1 A/AA on /logowanie/').toEqual([]);

    await test.step('a wrong password is refused in Polish, and the page stays', async () => {
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/'));
      await signIn.signIn(admin.email, `${admin.password}-zle`);
      expect((await refused).status()).toBe(401);
      await expect(signIn.error).toContainText(polishText('common', 'signInPage.invalidCredentials'));
      await expect(page).toHaveURL((url) => url.pathname === signIn.path);
      expect(await accessibilityViolations(page), 'axe on /logowanie/ showing the error').toEqual([]);
    });

    await signIn.signIn(admin.email, admin.password);
    await expect(page).toHaveURL((url) => url.pathname === '/przewodnik/');
    const menu = signIn.userMenuButton(await signIn.signedInName());
    await expect(menu).toBeVisible();

    await test.step('the session cookie is HttpOnly and SameSite=Lax; the authcheck marker is readable', async () => {
      const cookies = await page.context().cookies();
      const session = cookies.find((c) => c.name === 'session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookies.find((c) => c.name === 'authcheck')).toMatchObject({ value: '1', httpOnly: false });
      expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
    });

    await menu.click();
    await expect(signIn.staffLinks).toHaveText(
      [
        'cms',
        'debug',
        'offerLayersDebug',
        'seoDebug',
        'hitOffersManagement',
        'reviewModeration',
        'paymentAttention',
        'offersForClients',
      ].map((id) => polishText('common', `userMenu.staff.${id}`)),
    );
    // The CMS is offered because the shop has its address (STAFF_CMS_URL), and leads there.
    await expect(signIn.staffLinks.first()).toHaveAttribute('href', JOURNEY_CMS_URL);
    expect(await accessibilityViolations(page), 'axe with the user menu open').toEqual([]);

    const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout/'));
    await signIn.signOutButton.click();
    expect((await signedOut).status()).toBe(200);
    await signIn.expectSignedOut();
    await expect(page).toHaveURL((url) => url.pathname === '/przewodnik/');
    expect((await page.context().cookies()).map((c) => c.name)).not.toEqual(expect.arrayContaining(['session']));
    const info = await page.request.get('/api/auth/user-info/');
    expect(await info.json()).toMatchObject({ authenticated: false });

    // The one 401 of the wrong password is the browser's own log line for a refused request; the
    // shell asks for the page meta of /logowanie/ after the client-side navigation, which has none (404).
    expect(
      problems.unexpected(
        (p) => p.kind === 'console-error' && (p.text.includes('401') || (p.text.includes('404') && p.url.includes('/api/seo/meta/'))),
      ),
      'console errors and uncaught exceptions',
    ).toEqual([]);
  });

  test('an SEO specialist sees only SEO debug; a plain user, who sells, only their offers for clients', async ({ page, site }) => {
    const signIn = new SignInPageObject(page);
    for (const [role, links] of [
      ['ROLE_AI_SEO', [polishText('common', 'userMenu.staff.seoDebug')]],
      ['ROLE_USER', [polishText('common', 'userMenu.staff.offersForClients')]],
    ] as const) {
      const account = demoAccountWithRole(site.dataDir, role);
      await signIn.shell.open(`${signIn.path}?next=%2F`);
      await signIn.signIn(account.email, account.password);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await signIn.userMenuButton(await signIn.signedInName()).click();
      await expect(signIn.staffLinks).toHaveText([...links]);
      await signIn.signOutButton.click();
      await signIn.expectSignedOut();
    }
  });
});

test.describe('staff tools: the search_debug remote behind the role', () => {
  test('an anonymous visitor typing a debug address gets the sign-in page, its files 403, and never downloads its code', async ({
    page,
    site,
    problems,
  }) => {
    const debugFiles = requestsUnder(page, DEBUG_FILES);
    const signIn = new SignInPageObject(page);
    for (const path of ['/debug/', '/debug/seo/', '/debug/warstwy-ofert/?listing=%2Fwycieczki%2F', '/debug/hity-cenowe/']) {
      await signIn.shell.open(path);
      await expect(page).toHaveURL((url) => url.pathname === signIn.path && url.searchParams.get('next') === path);
      await expect(signIn.heading).toBeVisible();
    }
    expect(await accessibilityViolations(page), 'axe on the sign-in page a debug address leads to').toEqual([]);

    await test.step("the debug remote's files answer 403 and the registry does not name it", async () => {
      const entry = readRegistry(site.dataDir)['search_debug']?.entry;
      expect(entry).toMatch(/^\/remotes\/search_debug\/[^/]+\/mf-manifest\.json$/);
      for (const file of [entry!, entry!.replace('mf-manifest.json', 'remoteEntry.js')]) {
        expect([file, (await page.request.get(file)).status()]).toEqual([file, 403]);
      }
      const registry = (await (await page.request.get('/remotes.json')).json()) as Record<string, unknown>;
      expect(Object.keys(registry)).not.toContain('search_debug');
    });

    // page.request calls are not the page's own: the browser itself never asked for the code.
    expect(debugFiles, `no request under ${DEBUG_FILES}`).toEqual([]);
    expect(problems.unexpected(), 'console errors, uncaught exceptions, CSP violations').toEqual([]);
  });

  test('the admin opens every staff tool, marks a hit offer that the home page then shows, and signs out', async ({
    page,
    site,
    problems,
  }) => {
    const debugFiles = requestsUnder(page, DEBUG_FILES);
    const admin = demoAccountWithRole(site.dataDir, 'ROLE_ADMIN');
    const signIn = new SignInPageObject(page);
    const staff = new StaffPagesObject(page);
    const openStaffLink = async (id: string) => {
      await signIn.userMenuButton(await signIn.signedInName()).click();
      await signIn.staffLinks
        .filter({ hasText: staffLink(id) })
        .first()
        .click();
    };

    await signIn.shell.open(`${signIn.path}?next=%2F`);
    await signIn.signIn(admin.email, admin.password);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await signIn.userMenuButton(await signIn.signedInName()).click();
    await expect(signIn.staffLinks).toHaveText(
      [
        'cms',
        'debug',
        'offerLayersDebug',
        'seoDebug',
        'hitOffersManagement',
        'reviewModeration',
        'paymentAttention',
        'offersForClients',
      ].map(staffLink),
    );
    await page.keyboard.press('Escape');

    await test.step('the staff tools page lists every tool', async () => {
      await openStaffLink('debug');
      await expect(page).toHaveURL((url) => url.pathname === '/debug/');
      await expect(staff.heading('links.heading')).toBeVisible();
      await expect(staff.shell.main.getByRole('link', { name: staffLink('hitOffersManagement') })).toBeVisible();
      expect(await accessibilityViolations(page), 'axe on /debug/').toEqual([]);
    });

    await test.step('the payments page (container order_debug) lists what needs attention', async () => {
      await openStaffLink('paymentAttention');
      await expect(page).toHaveURL((url) => url.pathname === '/debug/platnosci/');
      await expect(staff.heading('payments.heading')).toBeVisible();
      await expect(
        staff.shell.main.getByRole('heading', { name: new RegExp(polishText('staff', 'payments.sections.capturedNotBooked')) }),
      ).toBeVisible();
      expect(await accessibilityViolations(page), 'axe on /debug/platnosci/').toEqual([]);
    });

    await test.step('SEO debug shows the rule and the meta of a listing', async () => {
      await openStaffLink('seoDebug');
      await expect(page).toHaveURL((url) => url.pathname === '/debug/seo/');
      await expect(staff.heading('seo.heading')).toBeVisible();
      await staff.checkSeo('/wycieczki/');
      await expect(staff.seoResult.getByTestId('seo-rule')).toBeVisible();
      expect(await accessibilityViolations(page), 'axe on /debug/seo/ with a result').toEqual([]);
    });

    let offerHash = '';
    await test.step('offer-layers debug shows the queries of a listing and the data layers of its cheapest offer', async () => {
      await openStaffLink('offerLayersDebug');
      await expect(page).toHaveURL((url) => url.pathname === '/debug/warstwy-ofert/');
      await expect(staff.heading('layers.heading')).toBeVisible();
      await staff.checkListing('/wycieczki/?filtr=sortowanie:cena');
      await expect(staff.checkResult.getByTestId('debug-query').first()).toBeVisible();
      offerHash = await staff.openFirstOfferLayers();
      await expect(staff.layersResult).toBeVisible();
      expect(await accessibilityViolations(page), 'axe on /debug/warstwy-ofert/ with results').toEqual([]);
    });

    const home = new HomePageObject(page);
    const homeHit = () => home.hitOffers.locator(`[data-testid="offer-card"][data-offer="${offerHash}"]`);
    await test.step('a marked hit offer shows on the home page at once; unmarked, it is gone', async () => {
      await openStaffLink('hitOffersManagement');
      await expect(page).toHaveURL((url) => url.pathname === '/debug/hity-cenowe/');
      await expect(staff.heading('hits.heading')).toBeVisible();
      await expect(page.getByTestId('hit-offer-count')).toBeVisible();
      const wasHit = (await staff.hitRow(offerHash).count()) > 0;
      await staff.markHit(offerHash);
      expect(await accessibilityViolations(page), 'axe on /debug/hity-cenowe/').toEqual([]);

      // A full load: the site server's first paint, which a staff write must not serve stale.
      await home.shell.open('/');
      await expect(homeHit()).toBeVisible();

      await staff.shell.open('/debug/hity-cenowe/');
      await staff.unmarkHit(offerHash);
      await home.shell.open('/');
      await home.expectOfferSections();
      await expect(homeHit()).toHaveCount(0);
      if (wasHit) {
        await staff.shell.open('/debug/hity-cenowe/');
        await staff.markHit(offerHash);
      }
    });

    await test.step('signed out, a debug address asks for sign-in again', async () => {
      await signIn.userMenuButton(await signIn.signedInName()).click();
      await signIn.signOutButton.click();
      await signIn.expectSignedOut();
      await signIn.shell.open('/debug/hity-cenowe/');
      await expect(page).toHaveURL((url) => url.pathname === signIn.path);
    });

    // The positive control of the anonymous visitor's network check: staff do download the code.
    expect(debugFiles.length).toBeGreaterThan(0);
    expect(problems.unexpected(), 'console errors, uncaught exceptions, CSP violations').toEqual([]);
  });

  test('an SEO specialist gets SEO debug, and a Polish 403 page (and API 403) for the admin tools', async ({ page, site, problems }) => {
    const seo = demoAccountWithRole(site.dataDir, 'ROLE_AI_SEO');
    const signIn = new SignInPageObject(page);
    const staff = new StaffPagesObject(page);
    await signIn.shell.open(`${signIn.path}?next=%2Fdebug%2Fseo%2F`);
    await signIn.signIn(seo.email, seo.password);
    await expect(page).toHaveURL((url) => url.pathname === '/debug/seo/');
    await expect(staff.heading('seo.heading')).toBeVisible();
    await signIn.userMenuButton(await signIn.signedInName()).click();
    await expect(signIn.staffLinks).toHaveText([staffLink('seoDebug')]);
    await page.keyboard.press('Escape');
    await staff.checkSeo('/wycieczki/');
    expect(await accessibilityViolations(page), 'axe on /debug/seo/ for ROLE_AI_SEO').toEqual([]);

    for (const path of ['/debug/hity-cenowe/', '/debug/warstwy-ofert/']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 403]);
      await expect(staff.heading('forbidden.heading')).toBeVisible();
    }
    expect(await accessibilityViolations(page), 'axe on the 403 page').toEqual([]);
    expect((await page.request.get('/api/offers/debug/hit-offers/')).status()).toBe(403);

    // The 403 answers of the two pages are the browser's own log lines for a refused document.
    expect(
      problems.unexpected((p) => p.kind === 'console-error' && p.text.includes('403')),
      'console errors, uncaught exceptions, CSP violations',
    ).toEqual([]);
  });
});
