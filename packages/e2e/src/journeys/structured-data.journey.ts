import { endpoints } from '@travel/contracts/api/endpoints';
import { canonicalListingUrl } from '@travel/search-model';
import { expect, test } from '../fixtures';

type Json = Record<string, unknown>;

/** The server HTML of a page, as a crawler gets it. */
async function serverHtml(baseURL: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseURL), { headers: { accept: 'text/html' } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Json,
  );
}

/** Every string anywhere in a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The addresses of JSON-LD (`url`, `item`, `@id`, `image`, …): every one absolute at the shop's address. */
function expectAbsolute(blocks: readonly Json[], baseURL: string): void {
  const strings = blocks.flatMap(stringsOf);
  expect(
    strings.filter((text) => text.startsWith('/')),
    'no root-relative address',
  ).toEqual([]);
  const addresses = strings.filter((text) => /^https?:\/\//.test(text) && !text.startsWith('https://schema.org'));
  expect(addresses.length).toBeGreaterThan(0);
  expect(addresses.filter((address) => !address.startsWith(`${baseURL.replace(/\/$/, '')}/`))).toEqual([]);
}

/** A price as the page shows it ('1 299 zł', '1 234,50 zł') in złoty. */
function zloty(text: string): number {
  const match = /([\d\s\u00a0]+)(,(\d{2}))?\s*zł/.exec(text);
  if (match === null) throw new Error(`no price in "${text}"`);
  return Number((match[1] ?? '').replace(/\D/g, '')) + Number(match[3] ?? '0') / 100;
}

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .trim();

/** The visible breadcrumb trail of a page: each crumb's text and address (the last has none). */
function visibleCrumbs(html: string, navClass: string): { name: string; href: string | null }[] {
  const nav = new RegExp(`<nav[^>]*class="${navClass}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1];
  if (nav === undefined) throw new Error(`no ${navClass}`);
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) => ({
    name: textOf(item[1] ?? ''),
    href: /href="([^"]*)"/.exec(item[1] ?? '')?.[1] ?? null,
  }));
}

test.describe('structured data: what search engines read agrees with what the page shows', () => {
  test('hotel page: absolute addresses, the offer at the price shown, the visible breadcrumbs, reviews and FAQ', async ({ site }) => {
    const list = endpoints.offersList.response.parse(
      await (await fetch(new URL('/api/offers/list/?limit=20&sortBy=popularnosc', site.baseURL))).json(),
    );
    const withReviews = list.offers.find((offer) => offer.reviewCount > 0) ?? list.offers[0];
    if (withReviews === undefined) throw new Error('the seed has no offers');
    const html = await serverHtml(site.baseURL, `/hotel/${withReviews.hotelSlug}/`);
    const blocks = jsonLdOf(html);
    expectAbsolute(blocks, site.baseURL);

    const hotel = blocks.find((block) => block['@type'] === 'Hotel' && 'name' in block);
    expect(hotel?.url).toBe(`${site.baseURL}/hotel/${withReviews.hotelSlug}/`);
    const offer = hotel?.makesOffer as Json | undefined;
    const shown = /data-testid="price-total">([^<]*)</.exec(html)?.[1];
    if (offer === undefined || shown === undefined) throw new Error('the hotel page shows an offer and describes it');
    expect(offer.price).toBe(zloty(shown));

    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[];
    const visible = visibleCrumbs(html, 'hotel-breadcrumb');
    expect(crumbs.map((crumb) => crumb.name)).toEqual(visible.map((crumb) => crumb.name));
    expect(crumbs.slice(0, -1).map((crumb) => crumb.item)).toEqual(visible.slice(0, -1).map((crumb) => `${site.baseURL}${crumb.href}`));

    if (withReviews.reviewCount > 0) {
      const reviews = blocks.find((block) => block['@type'] === 'Hotel' && 'review' in block);
      expect(reviews?.['@id']).toBe(hotel?.['@id']);
      const shownReviews = [...html.matchAll(/data-testid="opinion"/g)].length;
      expect(shownReviews).toBeGreaterThan(0);
      expect(((reviews?.review ?? []) as unknown[]).length).toBe(shownReviews);
    }
    if (html.includes('hotel-faq__question')) {
      const faq = blocks.find((block) => block['@type'] === 'FAQPage');
      const questions = [...html.matchAll(/class="hotel-faq__question"><button[^>]*>([^<]*)</g)].map((match) => textOf(match[1] ?? ''));
      expect(((faq?.mainEntity ?? []) as { name: string }[]).map((question) => question.name)).toEqual(questions);
    }
  });

  test('offer page: the Offer at the per-adult price shown, at an absolute address', async ({ site }) => {
    const list = endpoints.offersList.response.parse(await (await fetch(new URL('/api/offers/list/?limit=1', site.baseURL))).json());
    const first = list.offers[0];
    if (first === undefined) throw new Error('the seed has no offers');
    const html = await serverHtml(site.baseURL, `/oferta/${first.hash}/`);
    const blocks = jsonLdOf(html);
    expectAbsolute(blocks, site.baseURL);
    const product = blocks.find((block) => block['@type'] === 'Product');
    const offer = product?.offers as Json | undefined;
    expect(offer?.url).toBe(`${site.baseURL}/oferta/${first.hash}/`);
    const shown = /data-testid="price-per-person">([^<]*)</.exec(html)?.[1];
    if (shown === undefined) throw new Error('the offer page shows the price per adult');
    expect(Number(offer?.price)).toBe(zloty(shown));

    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[];
    const visible = visibleCrumbs(html, 'hotel-breadcrumb');
    expect(crumbs.map((crumb) => crumb.name)).toEqual(visible.map((crumb) => crumb.name));
    expect(crumbs.slice(0, -1).map((crumb) => crumb.item)).toEqual(visible.slice(0, -1).map((crumb) => `${site.baseURL}${crumb.href}`));
  });

  test('a sales office is a TravelAgency and a guide page an Article, each as the page names it', async ({ site }) => {
    const offices = endpoints.salesOffices.response.parse(
      await (await fetch(new URL('/api/purchase/sales-offices/', site.baseURL))).json(),
    );
    const office = offices.offices[0];
    if (office === undefined) throw new Error('the seed has no sales office');
    const officeHtml = await serverHtml(site.baseURL, `/salony-podrozy/${office.slug}/`);
    const officeBlocks = jsonLdOf(officeHtml);
    expectAbsolute(officeBlocks, site.baseURL);
    const agency = officeBlocks.find((block) => block['@type'] === 'TravelAgency');
    expect(agency?.name).toBe(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(officeHtml)?.[1] ?? ''));
    expect(agency).toMatchObject({ telephone: office.phone, url: `${site.baseURL}/salony-podrozy/${office.slug}/` });
    expect(agency?.address).toMatchObject({ streetAddress: office.address, postalCode: office.postalCode, addressLocality: office.city });

    const guideHtml = await serverHtml(site.baseURL, '/przewodnik/platnosci/');
    const guideBlocks = jsonLdOf(guideHtml);
    expectAbsolute(guideBlocks, site.baseURL);
    const article = guideBlocks.find((block) => block['@type'] === 'Article');
    expect(article?.headline).toBe(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(guideHtml)?.[1] ?? ''));
    expect(article?.url).toBe(`${site.baseURL}/przewodnik/platnosci/`);
  });

  test('listing page: the visible trail and the BreadcrumbList name the same pages at the same addresses', async ({ site }) => {
    const sitemap = endpoints.seoSitemap.response.parse(await (await fetch(new URL('/api/seo/sitemap/', site.baseURL))).json());
    // A curated listing the site answers at its own address (ADR 0250), under a place.
    const listing = sitemap.listings.find((entry) => canonicalListingUrl(entry.pathname, '') === entry.pathname);
    if (listing === undefined) throw new Error('the seed has no curated listing at its canonical address');
    const html = await serverHtml(site.baseURL, listing.pathname);
    const blocks = jsonLdOf(html);
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[];
    const visible = visibleCrumbs(html, 'listing-breadcrumb');
    expect(visible.length).toBeGreaterThan(1);
    expect(crumbs.map((crumb) => crumb.name)).toEqual(visible.map((crumb) => crumb.name));
    expect(crumbs.slice(0, -1).map((crumb) => crumb.item)).toEqual(visible.slice(0, -1).map((crumb) => `${site.baseURL}${crumb.href}`));
    expect(crumbs.at(-1)?.item).toBe(`${site.baseURL}${listing.pathname}`);
    expect(visible.at(-1)?.href).toBeNull();
  });
});
