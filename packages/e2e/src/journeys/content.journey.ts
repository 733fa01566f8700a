import type { Page } from '@playwright/test';
import { endpoints } from '@travel/contracts/api/endpoints';
import { GUIDE_PAGES, STATIC_PAGES } from '@travel/contracts/routes';
import { accessibilityViolations } from '../harness/accessibility';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { ContentPages } from '../pages/content-pages';
import { SearchPages } from '../pages/search-pages';

/** A body shorter than this is a stub, not a page (the old pages had one sentence, ~150 characters). */
const MIN_BODY_CHARACTERS = 800;
const PLACEHOLDER = /lorem|ipsum|todo|placeholder|\{\{|undefined|null/i;

async function expectAccessible(page: Page): Promise<void> {
  expect.soft(await accessibilityViolations(page), `WCAG 2.1 A/AA violations on ${page.url()}`).toEqual([]);
}

async function getApi<T>(baseURL: string, path: string, schema: { parse: (data: unknown) => T }): Promise<T> {
  const response = await fetch(new URL(`/api${path}`, baseURL));
  expect(response.status, `GET /api${path}`).toBe(200);
  return schema.parse(await response.json());
}

test.describe('content: guide, static pages, destinations, sales offices', () => {
  test('every guide and static page has its own title, a breadcrumb and real content; an unknown guide page is not found', async ({
    page,
    problems,
    site,
  }) => {
    const content = new ContentPages(page);
    await content.shell.open(content.guidePath);
    await content.expectGuide();
    await content.expectBreadcrumbEndingAt(polishText('tour-guide', 'breadcrumb'));
    await expect(content.guideNavigation.getByRole('link')).toHaveCount(Object.keys(GUIDE_PAGES).length + 1);
    await expectAccessible(page);

    // The footer links to the static pages; answer the cookie banner that covers them, as a visitor would.
    await page.getByRole('button', { name: polishText('common', 'cookies.onlyNecessary') }).click();

    const titles = new Set<string>();
    const pages = [
      ...Object.keys(GUIDE_PAGES).map((slug) => ({
        path: content.guideSubPagePath(slug),
        title: polishText('tour-guide', `pages.${slug}.title`),
      })),
      ...Object.keys(STATIC_PAGES).map((slug) => ({
        path: content.staticPagePath(slug),
        title: polishText('static-pages', `pages.${slug}.title`),
      })),
    ];
    expect(pages).toHaveLength(27);
    for (const visit of pages) {
      await test.step(visit.path, async () => {
        await content.shell.navigateClientSide(visit.path);
        await content.expectRendered(visit.title);
        // The shell sets the head from the page meta on client-side navigation (ADR 0182).
        await expect(page, `${visit.path}: document title`).toHaveTitle(
          polishText('common', 'meta.titleTemplate').replace('{{title}}', visit.title),
        );
        await content.expectBreadcrumbEndingAt(visit.title);
        const text = await content.documentText();
        expect(text.length, `${visit.path}: body length`).toBeGreaterThanOrEqual(
          visit.path.endsWith('/mapa-przewodnika/') ? 200 : MIN_BODY_CHARACTERS,
        );
        expect(text, `${visit.path}: no placeholder`).not.toMatch(PLACEHOLDER);
        await expect(content.slot.getByRole('heading', { level: 2 }).first()).toBeVisible();
        titles.add(visit.title);
        // Every guide and static page: their texts differ in structure (lists, tables, steps, terms).
        await expectAccessible(page);
      });
    }
    expect(titles.size, 'every page has its own title').toBe(pages.length);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pages.at(-1)!.path}$`));

    await test.step('the server HTML already holds a section and a legal page with their text (first paint)', async () => {
      for (const [path, text] of [
        ['/przewodnik/dokumenty/', 'Paszport czy dowód osobisty'],
        ['/polityka-prywatnosci/', 'Administrator danych'],
      ] as const) {
        const response = await fetch(new URL(path, site.baseURL));
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html, `${path}: server-rendered body`).toContain(text);
        expect(html, `${path}: server-rendered breadcrumb`).toContain(polishText('static-pages', 'breadcrumb.label'));
      }
    });

    await test.step('an unknown guide page is answered 404 with the not-found page', async () => {
      const response = await page.goto('/przewodnik/nie-ma-takiego-dzialu/');
      expect(response?.status()).toBe(404);
      await expect(content.notFound).toBeVisible();
    });
    expect(problems.unexpected((problem) => problem.text.includes('404'))).toEqual([]);
  });

  test('a destination shows its weather chart with a table, the best season and offers that lead into the listing', async ({
    page,
    problems,
    site,
  }) => {
    const content = new ContentPages(page);
    const search = new SearchPages(page);
    const popular = await getApi(site.baseURL, `${endpoints.guideLocationsPopular.path}?limit=8`, endpoints.guideLocationsPopular.response);
    expect(popular.items.length, 'the seed has destinations with offers').toBeGreaterThan(0);
    let target: { path: string; name: string } | undefined;
    for (const item of popular.items) {
      const season = await getApi(
        site.baseURL,
        `${endpoints.weatherSeason.path}?location=${item.location.path}`,
        endpoints.weatherSeason.response,
      );
      if (season.months.length === 12) {
        target = { path: item.location.path, name: item.location.name };
        break;
      }
    }
    if (target === undefined) throw new Error('no popular destination with weather normals');

    await test.step('first paint: the server HTML holds the chart; an unknown place is a 404', async () => {
      const html = await (await fetch(new URL(content.destinationPath(target.path), site.baseURL))).text();
      expect(html).toContain('data-testid="weather-chart"');
      expect(html).toContain(`/wycieczki/${target.path}/`);
      expect((await fetch(new URL(content.destinationPath('atlantyda'), site.baseURL))).status).toBe(404);
    });

    await content.shell.open(content.destinationsPath);
    await content.expectRendered(polishText('tour-guide', 'destination.heading'));
    await content.expectBreadcrumbEndingAt(polishText('tour-guide', 'destination.breadcrumb'));
    await expect(content.worldMap.locator('a[href^="/kierunki/"]').first()).toBeAttached();
    await expectAccessible(page);

    await content.shell.navigateClientSide(content.destinationPath(target.path));
    await content.expectDestination();
    await content.expectBreadcrumbEndingAt(target.name);
    await expect(content.weatherChart).toBeVisible();
    await expect(content.weatherChart.locator('desc')).not.toBeEmpty();
    await expect(content.weatherTable.getByRole('row')).toHaveCount(13);
    await expect(content.bestSeason).not.toBeEmpty();
    await expect(content.destinationOffers.locator('a[href^="/oferta/"]').first()).toBeVisible();
    await expect(content.allOffersLink).toHaveAttribute('href', `/wycieczki/${target.path}/`);
    await expectAccessible(page);
    await test.step('on a phone the chart and the table scroll sideways in focusable regions, not the page', async () => {
      const viewport = page.viewportSize();
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectAccessible(page);
      if (viewport) await page.setViewportSize(viewport);
    });

    await content.allOffersLink.click();
    await expect(page).toHaveURL((url) => url.pathname === `/wycieczki/${target.path}/`);
    await search.expectListing();
    expect(problems.unexpected()).toEqual([]);
  });

  test('sales offices: the list with opening hours → one office → its details in the contact modal', async ({ page, problems, site }) => {
    const content = new ContentPages(page);
    const { offices } = await getApi(site.baseURL, endpoints.salesOffices.path, endpoints.salesOffices.response);
    const office = offices[0];
    if (office === undefined) throw new Error('the seed has no sales office');

    await content.shell.open(content.salesOfficesPath);
    await content.expectSalesOffices();
    await content.expectBreadcrumbEndingAt(polishText('sales-office-listing', 'heading'));
    await expect(content.salesOffices).toHaveCount(offices.length);
    await expect(content.salesOffices.first()).toContainText(office.openingHours);
    await expect(content.slot.getByTestId('sales-office-map').locator('a')).toHaveCount(offices.length);
    await expectAccessible(page);

    await content.salesOffices
      .first()
      .getByRole('link', { name: new RegExp(office.city) })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === `/salony-podrozy/${office.slug}/`);
    await content.expectSalesOffice(office.city);
    await content.expectBreadcrumbEndingAt(office.city);
    await expectAccessible(page);

    await content.contactOfficeButton.click();
    await expect(content.contactModal).toBeVisible();
    await expect(
      content.contactModal.getByRole('heading', {
        name: polishText('contact', 'modal.salesOfficeHeading').replace('{{name}}', office.city),
      }),
    ).toBeVisible();
    await expect(content.contactModal.getByRole('link', { name: office.phone })).toBeVisible();
    await expect(content.contactModal).toContainText(office.openingHours);
    await expectAccessible(page);
    expect(problems.unexpected()).toEqual([]);
  });
});
