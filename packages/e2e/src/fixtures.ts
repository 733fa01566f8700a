import { test as base } from '@playwright/test';
import { BrowserProblems } from './harness/browser-problems';
import { readSiteInfo, type SiteInfo } from './harness/site-env';

interface JourneyFixtures {
  site: SiteInfo;
  problems: BrowserProblems;
}

/** Journeys get the running site (from the global setup) and a console/page-error collector. */
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
  problems: async ({ page }, use) => {
    await use(new BrowserProblems(page));
  },
});
/* oxlint-enable no-empty-pattern */

export { expect } from '@playwright/test';
