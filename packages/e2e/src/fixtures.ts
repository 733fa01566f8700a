import { test as base, expect } from '@playwright/test';
import { BrowserProblems } from './harness/browser-problems';
import { CspViolationLog, describeViolation } from './harness/csp-violations';
import { readSiteInfo, type SiteInfo } from './harness/site-env';

interface JourneyFixtures {
  site: SiteInfo;
  problems: BrowserProblems;
  cspViolations: CspViolationLog;
}

/**
 * Journeys get the running site (from the global setup), a console/page-error collector, and, in
 * every test whether it asks or not, the CSP violations of its browser context: one the test did
 * not acknowledge fails it (docs/adr/0146-csp-nonces-and-violation-reports.md).
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
  cspViolations: [
    async ({ context }, use) => {
      const log = await CspViolationLog.install(context);
      await use(log);
      expect(log.list.map(describeViolation), 'Content-Security-Policy violations (securitypolicyviolation)').toEqual([]);
    },
    { auto: true },
  ],
  problems: async ({ page, cspViolations }, use) => {
    await use(new BrowserProblems(page, cspViolations));
  },
});
/* oxlint-enable no-empty-pattern */

export { expect };
