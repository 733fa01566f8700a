import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyRepo } from '../harness/repo-copy';
import { runNpmScript } from '../harness/run-npm-script';
import { polishText } from '../harness/locales';
import { demoData } from '../harness/demo-data';
import { expect, test } from '../fixtures';
import { ContentPages } from '../pages/content-pages';
import { HotelPages } from '../pages/hotel-pages';
import { SearchPages } from '../pages/search-pages';

const HOTEL_REMOTE_FILES = '**/remotes/hotel/**';

test.describe('a remote that cannot load', () => {
  test('its slot shows the fallback, the header and the other remotes keep working, retry recovers', async ({ page, problems, site }) => {
    const { hotelSlug } = await demoData(site.baseURL);
    const hotel = new HotelPages(page);
    const content = new ContentPages(page);
    const search = new SearchPages(page);
    const shell = hotel.shell;
    let manifestRequests = 0;
    await page.route(HOTEL_REMOTE_FILES, async (route) => {
      if (route.request().url().endsWith('/mf-manifest.json')) manifestRequests += 1;
      await route.abort('connectionrefused');
    });

    await shell.open(hotel.hotelPath(hotelSlug));
    // The runtime retries network failures first, so the fallback may take a few seconds.
    await expect(shell.fallback).toBeVisible({ timeout: 60_000 });
    expect(manifestRequests, 'the hotel manifest was requested again before giving up').toBeGreaterThan(1);
    const retry = shell.fallback.getByRole('button', { name: polishText('error', 'remoteFallback.retry') });
    await expect(retry).toBeVisible();
    await expect(shell.header).toBeVisible();

    await test.step('the header still navigates, to a page of another remote', async () => {
      const homeLink = shell.header.locator('a[href="/"]').first();
      await expect(homeLink).toBeVisible();
      await homeLink.click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await search.expectHome();
    });

    await test.step('other remotes load client-side and on a direct load', async () => {
      await shell.navigateClientSide(content.guidePath);
      await content.expectGuide();
      await shell.open(content.staticPagePath('o-nas'));
      await content.expectStaticPage('o-nas');
    });

    await test.step('once the files are reachable again, retry renders the page', async () => {
      await shell.open(hotel.hotelPath(hotelSlug));
      await expect(shell.fallback).toBeVisible({ timeout: 60_000 });
      await page.unroute(HOTEL_REMOTE_FILES);
      await shell.fallback.getByRole('button', { name: polishText('error', 'remoteFallback.retry') }).click();
      await hotel.expectHotel();
    });

    // Failed requests log console errors, and the server-rendered page whose code never came is
    // drawn again in the browser (React #422), by design; an uncaught exception would be a bug.
    expect(problems.unexpected((problem) => problem.kind === 'console-error' || problem.kind === 'hydration-warning')).toEqual([]);
  });
});

const RENDER_ERROR = 'e2e: the hotel page fails while rendering';

/**
 * A hotel build whose hotel page throws while rendering, built in a throw-away checkout and
 * served to this one browser page only (the site and the other journeys keep the real build).
 */
async function buildHotelThatThrows(checkoutDir: string): Promise<string> {
  const config = await readFile(path.join(checkoutDir, 'mf-hotel/webpack.config.ts'), 'utf8');
  const exposed = /['"]\.\/HotelPage['"]\s*:\s*['"](\.\/src\/[^'"]+)['"]/.exec(config)?.[1];
  if (exposed === undefined) throw new Error('mf-hotel does not expose ./HotelPage');
  await writeFile(
    path.join(checkoutDir, 'mf-hotel', exposed),
    `export function HotelPage(): never {\n  throw new Error(${JSON.stringify(RENDER_ERROR)});\n}\n`,
  );
  const build = await runNpmScript('build', [], {}, 10 * 60_000, path.join(checkoutDir, 'mf-hotel'));
  if (build.exitCode !== 0) throw new Error(`building the broken hotel remote failed:\n${build.output}`);
  return path.join(checkoutDir, 'mf-hotel/dist');
}

test.describe('a remote that throws while rendering', () => {
  test('its slot shows the fallback, nothing is uncaught, the rest of the shop works', async ({ page, problems, site }) => {
    test.setTimeout(8 * 60_000);
    const { hotelSlug } = await demoData(site.baseURL);
    const hotel = new HotelPages(page);
    const content = new ContentPages(page);
    const shell = hotel.shell;
    const consoleTexts: string[] = [];
    page.on('console', (message) => consoleTexts.push(message.text()));
    const checkout = await copyRepo();
    try {
      const brokenDist = await buildHotelThatThrows(checkout.dir);
      // /remotes/hotel/<version>/<file> from the broken build. The page's HTML preloads the
      // deployed build's hashed chunks, which the broken build does not have: those stay real.
      await page.route(HOTEL_REMOTE_FILES, (route) => {
        const file = path.join(brokenDist, new URL(route.request().url()).pathname.split('/').slice(4).join('/'));
        return existsSync(file) ? route.fulfill({ path: file }) : route.continue();
      });

      await shell.open(hotel.hotelPath(hotelSlug));
      await expect(shell.fallback).toBeVisible({ timeout: 60_000 });
      await expect(shell.fallback.getByRole('button', { name: polishText('error', 'remoteFallback.retry') })).toBeVisible();
      await expect(hotel.heading).toHaveCount(0);
      await expect(shell.header).toBeVisible();

      await shell.navigateClientSide(content.guidePath);
      await content.expectGuide();
    } finally {
      await checkout.dispose();
    }
    // The fallback is there because the page threw (the shell reports the caught error on the
    // console), not because a file was missing; an uncaught exception would be a bug.
    expect(
      consoleTexts.some((text) => text.includes(RENDER_ERROR)),
      consoleTexts.join('\n'),
    ).toBe(true);
    expect(problems.unexpected((problem) => problem.kind === 'console-error' || problem.kind === 'hydration-warning')).toEqual([]);
  });
});
