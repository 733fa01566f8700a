import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEBUG_REMOTE_NAMES } from '@travel/contracts/routes';
import { BrowserProblems } from '../harness/browser-problems';
import { demoData } from '../harness/demo-data';
import { deployRemote, readRegistry, REMOTES, writeRegistry, type Registry } from '../harness/deploy';
import { copyRepo } from '../harness/repo-copy';
import { expect, test } from '../fixtures';
import { ContentPages } from '../pages/content-pages';
import { ReviewsPages } from '../pages/reviews-pages';

const NOTE_TEST_ID = 'e2e-deploy-note';

/**
 * The change a reviews team ships: every module the remote exposes shows one more line on the
 * page. Appended in a throw-away checkout, so the working tree is never touched.
 */
async function addVisibleNoteToReviews(checkoutDir: string, note: string): Promise<void> {
  const config = await readFile(path.join(checkoutDir, 'mf-reviews/webpack.config.ts'), 'utf8');
  const exposed = [...config.matchAll(/:\s*['"](\.\/src\/[^'"]+)['"]/g)].map((match) => match[1] ?? '');
  expect(exposed.length, 'mf-reviews exposes at least one module').toBeGreaterThan(0);
  const snippet = `
if (typeof document !== 'undefined' && document.querySelector('[data-testid="${NOTE_TEST_ID}"]') === null) {
  const note = document.createElement('p');
  note.setAttribute('data-testid', '${NOTE_TEST_ID}');
  note.textContent = ${JSON.stringify(note)};
  document.body.append(note);
}
`;
  for (const file of exposed) await appendFile(path.join(checkoutDir, 'mf-reviews', file), snippet);
}

async function servedRegistry(baseURL: string): Promise<Registry> {
  const response = await fetch(`${baseURL}/remotes.json`, { cache: 'no-store' });
  expect(response.ok).toBe(true);
  return (await response.json()) as Registry;
}

/** The registry as an anonymous visitor is served it: without the staff (`*_debug`) containers. */
function publicPart(registry: Registry): Registry {
  const staff: readonly string[] = DEBUG_REMOTE_NAMES;
  return Object.fromEntries(Object.entries(registry).filter(([name]) => !staff.includes(name)));
}

async function servedBuildId(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/next-api/build-id/`, { cache: 'no-store' });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { buildId: string }).buildId;
}

test.describe('independent deployment', () => {
  test('deploying only reviews: the next page load runs it, the shell and the other remotes stay, open pages keep working', async ({
    page,
    context,
    site,
    problems,
  }) => {
    // A webpack build of one remote in a copy of the repo, on two shared cores.
    test.setTimeout(8 * 60_000);
    const { hotelSlug } = await demoData(site.baseURL);
    const reviews = new ReviewsPages(page);
    const registryBefore = readRegistry(site.dataDir);
    const buildIdBefore = await servedBuildId(site.baseURL);
    const reviewsBefore = registryBefore['reviews'];
    if (reviewsBefore === undefined) throw new Error('reviews is not deployed');

    await reviews.shell.open(reviews.reviewFormPath(hotelSlug));
    await reviews.expectReviewForm();
    await expect(page.getByTestId(NOTE_TEST_ID)).toHaveCount(0);

    // A visitor who opened the shop before the deploy and has not seen the reviews page yet.
    const earlierTab = await context.newPage();
    const earlierProblems = new BrowserProblems(earlierTab);
    const oldVersionFiles: string[] = [];
    earlierTab.on('response', (response) => {
      if (response.url().includes(`/remotes/reviews/${reviewsBefore.version}/`) && response.ok()) {
        oldVersionFiles.push(response.url());
      }
    });
    const earlierContent = new ContentPages(earlierTab);
    await earlierContent.shell.open(earlierContent.guidePath);
    await earlierContent.expectGuide();

    const note = `Nowa wersja formularza opinii ${Date.now()}`;
    const checkout = await copyRepo();
    try {
      await addVisibleNoteToReviews(checkout.dir, note);
      await deployRemote('reviews', site.dataDir, checkout.dir);
    } finally {
      await checkout.dispose();
    }

    // Whatever happens below, later journeys get the reviews build they started with.
    try {
      await test.step('the registry moved reviews only; the shell build id is unchanged', async () => {
        const registryAfter = await servedRegistry(site.baseURL);
        expect(registryAfter['reviews']?.version).not.toBe(reviewsBefore.version);
        for (const remote of REMOTES.filter((name) => name !== 'reviews')) {
          expect(registryAfter[remote], remote).toEqual(registryBefore[remote]);
        }
        expect(await servedBuildId(site.baseURL)).toBe(buildIdBefore);
        const html = await (await fetch(new URL(reviews.reviewFormPath(hotelSlug), site.baseURL))).text();
        expect(html, 'the page HTML preloads the new reviews manifest').toContain(`href="${registryAfter['reviews']?.entry}"`);
      });

      await test.step('the next page load shows the change', async () => {
        await reviews.shell.reload();
        await reviews.expectReviewForm();
        await expect(page.getByTestId(NOTE_TEST_ID)).toHaveText(note);
      });

      await test.step('the page opened before the deploy keeps working, the old version is still served', async () => {
        const oldManifest = await fetch(new URL(reviewsBefore.entry, site.baseURL));
        expect(oldManifest.status, `old manifest ${reviewsBefore.entry}`).toBe(200);
        const earlierReviews = new ReviewsPages(earlierTab);
        await earlierReviews.shell.navigateClientSide(earlierReviews.reviewFormPath(hotelSlug));
        await earlierReviews.expectReviewForm();
        // That tab's HTML carried the old registry, so it ran the old build, from the old folder.
        expect(oldVersionFiles.length, 'files of the old reviews version loaded after the deploy').toBeGreaterThan(0);
        await expect(earlierTab.getByTestId(NOTE_TEST_ID)).toHaveCount(0);
        await earlierReviews.shell.navigateClientSide(earlierContent.staticPagePath('o-nas'));
        await earlierContent.expectStaticPage('o-nas');
      });

      await test.step('rolling back is switching the registry entry back; the next load runs the old build', async () => {
        writeRegistry(site.dataDir, { ...readRegistry(site.dataDir), reviews: reviewsBefore });
        // An anonymous visitor is served the public remotes only: the staff containers stay hidden.
        expect(await servedRegistry(site.baseURL)).toEqual(publicPart(registryBefore));
        await reviews.shell.reload();
        await reviews.expectReviewForm();
        await expect(page.getByTestId(NOTE_TEST_ID)).toHaveCount(0);
      });
    } finally {
      if (readRegistry(site.dataDir)['reviews']?.version !== reviewsBefore.version) {
        writeRegistry(site.dataDir, { ...readRegistry(site.dataDir), reviews: reviewsBefore });
      }
    }

    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
    expect(earlierProblems.unexpected(), 'console errors and uncaught exceptions in the earlier tab').toEqual([]);
  });
});
