import { expect, test } from '../fixtures';
import { HomePageObject } from '../pages/home-page';

/**
 * The strict CSP in a real browser (docs/adr/0146-csp-nonces-and-violation-reports.md): the server
 * rendered home page is styled by its nonced `<style>` elements and its hashed style attributes,
 * while anything inline a script slips in is refused and recorded by the journeys' violation check,
 * which fails every journey on a violation it did not provoke. (Headless Chromium batches its
 * `report-to` deliveries out of a test's reach; the endpoint is covered by the site server's tests.)
 */
test.describe('Content-Security-Policy', () => {
  test('the first paint is styled under the nonce; an injected inline script and style are refused and recorded', async ({
    page,
    cspViolations,
    problems,
  }) => {
    const home = new HomePageObject(page);
    await home.shell.open('/');
    await home.expectOfferSections();

    await test.step("every <style> the server wrote carries the response's nonce and applied", async () => {
      const response = await page.request.get('/');
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toEqual(expect.any(String));
      const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => ({ applied: style.sheet !== null })));
      expect(styles.length).toBeGreaterThan(0);
      expect(styles.every((style) => style.applied)).toBe(true);
      expect(cspViolations.list).toEqual([]);
    });

    await test.step('an inline script and style injected into the page do not run, and are recorded', async () => {
      const outcome = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedByTest = true;';
        document.body.append(script);
        const style = document.createElement('style');
        style.textContent = 'body { background: rgb(255, 0, 0) }';
        document.head.append(style);
        return {
          ran: (window as unknown as { injectedByTest?: boolean }).injectedByTest === true,
          background: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(outcome.ran).toBe(false);
      expect(outcome.background).not.toBe('rgb(255, 0, 0)');
      await expect
        .poll(() => cspViolations.list.map((violation) => violation.directive).sort())
        .toEqual(['script-src-elem', 'style-src-elem']);
      expect(problems.unexpected((problem) => problem.kind === 'console-error').map((problem) => problem.kind)).toEqual([
        'csp-violation',
        'csp-violation',
      ]);
    });

    // Provoked on purpose: acknowledged, so the fixture's end-of-test check passes.
    expect(cspViolations.acknowledge((violation) => violation.blockedUri === 'inline')).toHaveLength(2);
  });
});
