import { test as base, expect } from '@playwright/test';
import { BrowserProblems } from './harness/browser-problems';
import { cpuThrottleRate, throttleCpu, type CpuThrottle } from './harness/cpu-throttle';
import { CspViolationLog, describeViolation } from './harness/csp-violations';
import { PageHealth } from './harness/page-health';
import { readSiteInfo, type SiteInfo } from './harness/site-env';

interface JourneyFixtures {
  site: SiteInfo;
  problems: BrowserProblems;
  cspViolations: CspViolationLog;
  pageHealth: PageHealth;
  /** The `E2E_CPU_THROTTLE` slowdown this test's pages run under, or undefined (full speed). */
  cpuThrottle: CpuThrottle | undefined;
}

/**
 * Journeys get the running site (from the global setup), and, in every test whether it asks or
 * not, checks on every page of its browser context (docs/adr/0217-journey-page-checks.md): a CSP
 * violation (docs/adr/0146-csp-nonces-and-violation-reports.md), a console error, an uncaught
 * exception, a hydration warning or an unused preload the test did not explain
 * (`problems.unexpected(expected)`), a page whose layout shifted more than 0.02, or one wider than
 * its viewport fails the test at its end. A context a test opens itself is not watched.
 * With `E2E_CPU_THROTTLE=<rate>` every page of the context runs `rate`× slower (see the README):
 * late content that moves the page then shows on a quiet machine as it does on a loaded CI.
 */
// Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring
// pattern; `{}` is how a fixture says it needs none.
/* oxlint-disable no-empty-pattern */
export const test = base.extend<JourneyFixtures>({
  // The port is only known once the global setup has started the server.
  baseURL: async ({}, use) => {
    await use(readSiteInfo().baseURL);
  },
  site: async ({}, use) => {
    await use(readSiteInfo());
  },
  cpuThrottle: [
    async ({ context }, use) => {
      const rate = cpuThrottleRate();
      await use(rate === undefined ? undefined : await throttleCpu(context, rate));
    },
    { auto: true },
  ],
  // The test's first page starts throttled: its first navigation waits for the slowdown.
  page: async ({ page, cpuThrottle }, use) => {
    await cpuThrottle?.ready(page);
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const log = await CspViolationLog.install(context);
      await use(log);
      expect(log.list.map(describeViolation), 'Content-Security-Policy violations (securitypolicyviolation)').toEqual([]);
    },
    { auto: true },
  ],
  problems: [
    async ({ context, cspViolations }, use) => {
      const problems = new BrowserProblems(context, cspViolations);
      await use(problems);
      expect(
        problems.unexpected().filter((problem) => problem.kind !== 'csp-violation'),
        'console errors, uncaught exceptions, hydration warnings and unused preloads no step of the test explained',
      ).toEqual([]);
    },
    { auto: true },
  ],
  pageHealth: [
    async ({ context }, use) => {
      const health = await PageHealth.install(context);
      await use(health);
      await health.checkOpenPages(context);
      // E2E_LOG_SHIFTS=1: every shift, under the limit too, to see what a loaded machine would tip over.
      if (process.env['E2E_LOG_SHIFTS'] === '1') {
        for (const line of health.shiftLog()) console.info(`[layout shift] ${line}`);
      }
      expect(health.failures(), 'pages that moved (layout shift) or were wider than the viewport').toEqual([]);
    },
    { auto: true },
  ],
});
/* oxlint-enable no-empty-pattern */

export { expect };
