import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployAllBuilt, missingBuilds } from './deploy';
import { freePort } from './free-port';
import { runNpmScript } from './run-npm-script';
import { SITE_DATA_DIR_VAR, SITE_URL_VAR } from './site-env';
import { startSiteServer } from './site-server';

/**
 * The journeys check what a first paint contains (cards in the HTML, no refetch): the page must
 * not fall back to the plain shell because a busy machine rendered it past the production time
 * box (800 ms). The fallback itself is tested in the site server's unit tests.
 */
/** The staff CMS the journeys' shop is configured with: the admin's menu offers it only when set. */
export const JOURNEY_CMS_URL = 'https://cms.podrozownia.test/';

const JOURNEY_SITE_ENV = {
  FIRST_PAINT_TIMEOUT_MS: '10000',
  // The demo accounts (sign-in journey) are created and printed to the log as on `npm start`.
  DEMO_ACCOUNTS: '1',
  STAFF_CMS_URL: JOURNEY_CMS_URL,
};

/**
 * Builds if nothing is built, deploys every remote into a fresh DATA_DIR, starts the site server
 * on a free port and returns its teardown. A fresh DATA_DIR per run means the API seeds its demo
 * data exactly as on a first `npm start`.
 */
async function globalSetup(): Promise<() => Promise<void>> {
  const missing = missingBuilds();
  if (missing.length > 0) {
    console.info(`[e2e] not built yet (${missing.join(', ')}): npm run build`);
    const build = await runNpmScript('build', [], {}, 15 * 60_000);
    if (build.exitCode !== 0) throw new Error(`npm run build failed:\n${build.output}`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'travel-e2e-'));
  try {
    await deployAllBuilt(dataDir);
    const site = await startSiteServer({ port: await freePort(), dataDir, env: JOURNEY_SITE_ENV });
    process.env[SITE_URL_VAR] = site.baseURL;
    process.env[SITE_DATA_DIR_VAR] = dataDir;
    console.info(`[e2e] site server on ${site.baseURL}, DATA_DIR ${dataDir}`);
    return async () => {
      await site.stop();
      if (!process.env['E2E_KEEP_DATA']) rmSync(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    if (!process.env['E2E_KEEP_DATA']) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

// Playwright loads the global setup by its default export.
export default globalSetup;
