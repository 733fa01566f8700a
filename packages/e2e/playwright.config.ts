import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './src/harness/chromium';

// Playwright reads its configuration from the default export.
export default defineConfig({
  testDir: './src/journeys',
  testMatch: '**/*.journey.ts',
  globalSetup: './src/harness/global-setup.ts',
  // One site server, one browser, two cores shared with everything else: journeys run in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Limits, not speed checks: CI shares two cores with the shop it tests (load average 5-20 seen),
  // where one journey over seven pages with axe has taken more than two minutes. A journey waits
  // for what the shopper sees; speed is measured by `npm run bench:web`, not here.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  outputDir: path.join(import.meta.dirname, 'test-results'),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env['E2E_JSON_REPORT'] ?? path.join(import.meta.dirname, 'test-results/report.json') }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
});
