import { accessibilityViolations } from '../harness/accessibility';
import { demoAccountWithRole } from '../harness/demo-accounts';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { SignInPageObject } from '../pages/sign-in-page';

test.describe('staff sign-in: /logowanie/, the user menu, sign-out', () => {
  test('the demo admin signs in from the header, is greeted with every staff link, and signs out', async ({ page, site, problems }) => {
    const admin = demoAccountWithRole(site.dataDir, 'ROLE_ADMIN');
    const signIn = new SignInPageObject(page);
    await signIn.shell.open('/przewodnik/');
    await signIn.expectSignedOut();

    await signIn.signInLink.click();
    await expect(page).toHaveURL((url) => url.pathname === signIn.path && url.searchParams.get('next') === '/przewodnik/');
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
      ['cms', 'debug', 'offerLayersDebug', 'seoDebug', 'hitOffersManagement', 'reviewModeration'].map((id) =>
        polishText('common', `userMenu.staff.${id}`),
      ),
    );
    expect(await accessibilityViolations(page), 'axe with the user menu open').toEqual([]);

    const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout/'));
    await signIn.signOutButton.click();
    expect((await signedOut).status()).toBe(200);
    await signIn.expectSignedOut();
    await expect(page).toHaveURL((url) => url.pathname === '/przewodnik/');
    expect((await page.context().cookies()).map((c) => c.name)).not.toEqual(expect.arrayContaining(['session']));
    const info = await page.request.get('/api/auth/user-info/');
    expect(await info.json()).toMatchObject({ authenticated: false });

    // The one 401 of the wrong password is the browser's own log line for a refused request.
    expect(
      problems.unexpected((p) => p.kind === 'console-error' && p.text.includes('401')),
      'console errors and uncaught exceptions',
    ).toEqual([]);
  });

  test('an SEO specialist sees only SEO debug; a plain user no staff links', async ({ page, site }) => {
    const signIn = new SignInPageObject(page);
    for (const [role, links] of [
      ['ROLE_AI_SEO', [polishText('common', 'userMenu.staff.seoDebug')]],
      ['ROLE_USER', []],
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
