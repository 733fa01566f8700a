import type { Page } from '@playwright/test';
import { demoData } from '../harness/demo-data';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { ContentPages } from '../pages/content-pages';
import { OrderPages } from '../pages/order-pages';

const BUILD_ID_URL = '**/next-api/build-id/**';

// The shell asks for its build id at most every 5 s (BUILD_ID_CHECK_THROTTLE_MS); a navigation
// inside that window is checked when it ends, so every wait below allows for it. What the check
// decided is marked on <html> (docs/adr/0310-build-id-decision-marker.md): the journey waits for
// that, never for a while to see that nothing happened.

/** From now on the server answers a build id the running shell does not have: a new shell was deployed. */
async function announceNewBuild(page: Page): Promise<{ checks: () => number }> {
  let checks = 0;
  await page.route(BUILD_ID_URL, async (route) => {
    checks += 1;
    await route.fulfill({ json: { buildId: `e2e-newer-build-${Date.now()}` } });
  });
  return { checks: () => checks };
}

test.describe('a new shell build', () => {
  test('reloads the page on the next navigation', async ({ page, problems }) => {
    const content = new ContentPages(page);
    const shell = content.shell;
    await shell.open(content.guidePath);
    await content.expectGuide();
    await shell.markDocument();

    await test.step('without a new build, navigating stays in the same document', async () => {
      await shell.navigateClientSide(content.staticPagePath('o-nas'));
      await content.expectStaticPage('o-nas');
      expect(await shell.buildIdDecision(content.staticPagePath('o-nas')), 'the check found the running build').toBe('current');
      expect(await shell.documentIsMarked()).toBe(true);
    });

    const buildId = await announceNewBuild(page);
    await shell.navigateClientSide(content.staticPagePath('kariera'));
    await expect.poll(() => shell.documentIsMarked(), { message: 'the page reloaded', timeout: 30_000 }).toBe(false);
    expect(buildId.checks(), 'the shell asked the server for its build id').toBeGreaterThan(0);
    await expect(page).toHaveURL((url) => url.pathname === content.staticPagePath('kariera'));
    await content.expectStaticPage('kariera');
    expect(problems.unexpected()).toEqual([]);
  });

  test('inside the order flow it shows a toast and does not reload', async ({ page, problems, site }) => {
    const { orderId } = await demoData(site.baseURL);
    const order = new OrderPages(page);
    const shell = order.shell;
    await shell.open(order.stepPath(orderId, 'dane'));
    await order.expectStep('dane');
    await shell.markDocument();

    const buildId = await announceNewBuild(page);
    await shell.navigateClientSide(order.stepPath(orderId, 'potwierdzenie-danych'));
    await expect.poll(() => buildId.checks(), { message: 'the shell checked its build id', timeout: 30_000 }).toBeGreaterThan(0);
    await expect(shell.toasts.filter({ hasText: polishText('common', 'toast.newVersionInOrderFlow') })).toBeVisible();
    await order.expectStep('potwierdzenie-danych');

    expect(await shell.buildIdDecision(order.stepPath(orderId, 'potwierdzenie-danych')), 'the new build was told').toBe('notice');

    await shell.navigateClientSide(order.stepPath(orderId, 'podsumowanie'));
    await order.expectStep('podsumowanie');
    // The shell marks its decision before it would reload: once it is there, "no reload" is final.
    expect(await shell.buildIdDecision(order.stepPath(orderId, 'podsumowanie')), 'the check decided to stay').toBe('stay');
    expect(await shell.documentIsMarked(), 'still the same document: no reload inside the order flow').toBe(true);
    await expect(page).toHaveURL((url) => url.pathname === order.stepPath(orderId, 'podsumowanie'));

    await test.step('leaving the order flow, the next navigation reloads', async () => {
      const content = new ContentPages(page);
      await shell.navigateClientSide(content.guidePath);
      await expect.poll(() => shell.documentIsMarked(), { message: 'the page reloaded', timeout: 30_000 }).toBe(false);
      await content.expectGuide();
    });
    expect(problems.unexpected()).toEqual([]);
  });
});
