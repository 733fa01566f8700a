import { accessibilityViolations } from '../harness/accessibility';
import { installReactDomProbe, readReactDomReport } from '../harness/react-dom-probe';
import { expect, test } from '../fixtures';
import { ContentPages } from '../pages/content-pages';
import { HotelPages } from '../pages/hotel-pages';
import { OrderPages } from '../pages/order-pages';
import type { RemotePage } from '../pages/remote-page';
import { ReviewsPages } from '../pages/reviews-pages';
import { SearchPages } from '../pages/search-pages';
import { demoData } from '../harness/demo-data';
import type { Page } from '@playwright/test';

interface Visit {
  readonly remotePage: RemotePage;
  readonly path: string;
  /** The page's own check: its `<h1>` from the locale files, no fallback. */
  readonly expectPage: () => Promise<void>;
}

/** One page of every remote, plus a second page of two of them, in the order a visitor might go. */
async function visitsOfEveryRemote(page: Page, baseURL: string): Promise<Visit[]> {
  const data = await demoData(baseURL);
  const search = new SearchPages(page);
  const hotel = new HotelPages(page);
  const order = new OrderPages(page);
  const reviews = new ReviewsPages(page);
  const content = new ContentPages(page);
  return [
    { remotePage: search, path: search.homePath, expectPage: () => search.expectHome() },
    { remotePage: search, path: search.listingPath('last-minute'), expectPage: () => search.expectListing() },
    { remotePage: hotel, path: hotel.hotelPath(data.hotelSlug), expectPage: () => hotel.expectHotel() },
    { remotePage: reviews, path: reviews.reviewFormPath(data.hotelSlug), expectPage: () => reviews.expectReviewForm() },
    { remotePage: content, path: content.guidePath, expectPage: () => content.expectGuide() },
    { remotePage: content, path: content.staticPagePath('o-nas'), expectPage: () => content.expectStaticPage('o-nas') },
    { remotePage: order, path: order.stepPath(data.orderId, 'dane'), expectPage: () => order.expectStep('dane') },
  ];
}

async function expectAccessible(page: Page): Promise<void> {
  expect.soft(await accessibilityViolations(page), `WCAG 2.1 A/AA violations on ${page.url()}`).toEqual([]);
}

test.describe('every remote in one shop', () => {
  test('one tab, client-side navigation: every remote renders, react-dom loads once, no console error, WCAG 2.1 AA', async ({
    page,
    problems,
    site,
  }) => {
    await installReactDomProbe(page);
    const [first, ...rest] = await visitsOfEveryRemote(page, site.baseURL);
    if (first === undefined) throw new Error('no visits');
    await first.remotePage.shell.open(first.path);
    await first.expectPage();
    await expectAccessible(page);
    await first.remotePage.shell.markDocument();

    for (const visit of rest) {
      await test.step(`${visit.remotePage.remote}: ${visit.path}`, async () => {
        await visit.remotePage.shell.navigateClientSide(visit.path);
        await visit.expectPage();
        await expectAccessible(page);
      });
    }

    expect(await first.remotePage.shell.documentIsMarked(), 'all pages ran in the first document (no reload)').toBe(true);
    const reactDom = await readReactDomReport(page);
    expect(reactDom.renderers, 'react-dom clients started in this tab').toHaveLength(1);
    expect(
      reactDom.sharedLoaded.length,
      `react-dom versions loaded through the share scope: ${reactDom.sharedLoaded.join(', ')}`,
    ).toBeLessThanOrEqual(1);
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('direct loads: each remote page renders on its own, with one react-dom and no console error', async ({ page, problems, site }) => {
    await installReactDomProbe(page);
    for (const visit of await visitsOfEveryRemote(page, site.baseURL)) {
      await test.step(`${visit.remotePage.remote}: ${visit.path}`, async () => {
        await visit.remotePage.shell.open(visit.path);
        await visit.expectPage();
        const reactDom = await readReactDomReport(page);
        expect(reactDom.renderers, `react-dom clients started by ${visit.path}`).toHaveLength(1);
      });
    }
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});
