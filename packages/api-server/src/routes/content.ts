import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { badRequest, notFound, route } from '../lib/http';
import { allLocations, findLocation, toLocationRef, type LocationRow } from '../lib/locations';
import { locationRatings, locationsNamed } from '../queries/guide';
import { salesOffices } from '../queries/sales-offices';
import { activeSeoCategories, allSeoCategories, categoriesWithoutOffers, sitemapEntries } from '../queries/seo';
import { weatherNormals } from '../queries/weather';
import { compileFilters } from '../search/filters';
import { locationFigures } from '../import/location-stats';
import { loadOfferByHash, zl } from '../search/offers';
import { listBestOffers } from '../search/search-engine';
import { landingSeo } from '../seo/landing-seo';
import { resolvePageMeta } from '../seo/page-meta';
import type { Deps } from './deps';

/** "In {month}" as Polish says it: "we wrześniu", not "w wrześniu". */
const inMonth = [
  'W styczniu',
  'W lutym',
  'W marcu',
  'W kwietniu',
  'W maju',
  'W czerwcu',
  'W lipcu',
  'W sierpniu',
  'We wrześniu',
  'W październiku',
  'W listopadzie',
  'W grudniu',
];

/** A normal as Polish text: a decimal comma, one decimal at most (the column is a real). */
const plNumber = (value: number): string => value.toLocaleString('pl-PL', { maximumFractionDigits: 1 });

export async function contentRoutes(app: FastifyInstance, { db, today, now }: Deps): Promise<void> {
  const requireLocation = async (key: string) => {
    const loc = await findLocation(db, key);
    if (!loc) throw notFound('Location not found');
    return loc;
  };
  /** Offers departing after today per location, from the figures the import keeps (src/import/location-stats.ts). */
  const locationStats = (locationIds?: readonly number[]) =>
    locationFigures(db, today(), { anySeats: true, ...(locationIds ? { locationIds } : {}) });

  // guide
  route(app, ep.guideLocationDetails, async ({ query }) => {
    const loc = await requireLocation(query.location);
    const locs = await allLocations(db);
    const stats = (await locationStats([loc.id])).get(loc.id);
    const byId = new Map(locs.map((l) => [l.id, l]));
    return {
      location: toLocationRef(loc),
      breadcrumbs: loc.ancestor_ids.map((id) => toLocationRef(byId.get(id) as LocationRow)),
      children: locs.filter((l) => l.parent_id === loc.id).map(toLocationRef),
      description: `${loc.name} – przewodnik Podróżowni: kiedy jechać, jaka jest pogoda i gdzie szukać najlepszych hoteli ${loc.name_locative}.`,
      hotelsCount: stats?.hotels ?? 0,
      offersCount: stats?.n ?? 0,
      priceFrom: stats && stats.price !== null ? zl(stats.price) : null,
    };
  });
  route(app, ep.guideLocationOffers, async ({ query }) => {
    const loc = await requireLocation(query.location);
    const c = await compileFilters(db, { destinations: [loc.path] }, today());
    return { offers: (await listBestOffers(db, c, 6, 0)).offers };
  });
  const ranked = async (limit: number, by: 'popular' | 'best') => {
    const stats = await locationStats();
    const ratings = await locationRatings(db);
    const locs = (await allLocations(db)).filter((l) => l.depth >= 1 && stats.has(l.id));
    locs.sort(
      by === 'popular'
        ? (a, b) => (stats.get(b.id)?.n ?? 0) - (stats.get(a.id)?.n ?? 0) || a.id - b.id
        : (a, b) => (ratings.get(b.id) ?? 0) - (ratings.get(a.id) ?? 0) || a.id - b.id,
    );
    return {
      items: locs
        .slice(0, limit)
        .map((l) => ({ location: toLocationRef(l), offersCount: stats.get(l.id)?.n ?? 0, priceFrom: zl(stats.get(l.id)?.price ?? 0) })),
    };
  };
  route(app, ep.guideLocationsBest, async ({ query }) => ranked(query.limit ?? 8, 'best'));
  route(app, ep.guideLocationsPopular, async ({ query }) => ranked(query.limit ?? 8, 'popular'));
  route(app, ep.guideLocationsWorld, async () => {
    const locs = await allLocations(db);
    return {
      continents: locs
        .filter((l) => l.kind === 'continent')
        .map((c) => ({
          location: toLocationRef(c),
          countries: locs.filter((l) => l.parent_id === c.id).map(toLocationRef),
        })),
    };
  });
  route(app, ep.guideAutosuggest, async ({ query }) => ({ locations: (await locationsNamed(db, query.query)).map(toLocationRef) }));

  // weather
  route(app, ep.weatherSeason, async ({ query }) => {
    const loc = await requireLocation(query.location);
    const months = await weatherNormals(db, loc);
    const bestMonths = months
      .filter((m) => m.airDay >= 24 && m.airDay <= 33 && (m.water === null || m.water >= 22) && m.rainyDays <= 6)
      .map((m) => m.month);
    return { location: toLocationRef(loc), bestMonths, months };
  });
  route(app, ep.weatherInMonth, async ({ query }) => {
    const loc = await requireLocation(query.location);
    const m = (await weatherNormals(db, loc)).find((x) => x.month === query.monthNumber);
    if (!m) throw notFound('No weather data for this location');
    const when = inMonth[query.monthNumber - 1] ?? '';
    const sea = m.water === null ? '' : `, woda ma ${plNumber(m.water)}°C`;
    return {
      location: toLocationRef(loc),
      normals: m,
      summary: `${when} ${loc.name_locative} w dzień jest średnio ${plNumber(m.airDay)}°C, w nocy ${plNumber(m.airNight)}°C${sea}. Słońce świeci ${plNumber(m.sunHours)} h dziennie, deszczowych dni: ${m.rainyDays}.`,
    };
  });
  route(app, ep.weatherHistorical, async ({ params }) => {
    const loc = await requireLocation(params.destination);
    return { location: toLocationRef(loc), months: await weatherNormals(db, loc) };
  });

  // seo
  route(app, ep.seoCategories, async () => ({ categories: await activeSeoCategories(db) }));
  const optionalLocation = async (key: string | undefined) => (key ? requireLocation(key) : undefined);
  route(app, ep.seoDestinations, async ({ query }) => {
    const loc = await optionalLocation(query.location);
    const category = query.category ?? 'wycieczki';
    const stats = await locationStats();
    const locs = (await allLocations(db)).filter((l) => (loc ? l.parent_id === loc.id : l.kind === 'country') && stats.has(l.id));
    return {
      destinations: locs.map((l) => ({ location: toLocationRef(l), url: `/${category}/${l.path}/`, offersCount: stats.get(l.id)?.n ?? 0 })),
    };
  });
  // A landing page's FAQ and SEO text come from the SEO rules (docs/product/seo-rules.md).
  const seoOf = async (query: { category?: string | undefined; location?: string | undefined }) =>
    landingSeo(db, query.category ?? 'wycieczki', (await optionalLocation(query.location)) ?? null, now());
  route(app, ep.seoFaq, async ({ query }) => ({
    items: ((await seoOf(query))?.faq ?? []).map(({ question, answer }) => ({ question, answer })),
  }));
  route(app, ep.seoCountries, async () => {
    const stats = await locationStats();
    return { countries: (await allLocations(db)).filter((l) => l.kind === 'country' && stats.has(l.id)).map(toLocationRef) };
  });
  route(app, ep.seoInactiveCategories, async () => {
    const categories = await allSeoCategories(db);
    const active = await Promise.all(
      categories
        .filter((c) => c.active)
        .map(async (c) => ({ slug: c.slug, offerConditions: (await compileFilters(db, { category: c.slug }, today())).base })),
    );
    const empty = await categoriesWithoutOffers(db, active);
    return { categories: categories.filter((c) => !c.active || empty.has(c.slug)).map((c) => c.slug) };
  });
  route(app, ep.seoMenu, async ({ query }) => {
    const loc = await optionalLocation(query.location);
    const category = query.category ?? 'wycieczki';
    const locs = await allLocations(db);
    const items = loc
      ? locs.filter((l) => l.parent_id === loc.id).map((l) => ({ title: l.name, url: `/${category}/${l.path}/` }))
      : (await activeSeoCategories(db)).map((c) => ({ title: c.label, url: `/${c.slug}/` }));
    return { items };
  });
  route(app, ep.seoMeta, async ({ query }) => {
    const raw = query.pathname ?? query.path;
    if (!raw) throw badRequest('pathname', 'required');
    const meta = await resolvePageMeta(db, raw, now());
    if (!meta) throw notFound('No page meta for this path');
    return meta;
  });
  route(app, ep.seoSitemap, async () => {
    const stats = await locationStats();
    const [{ listings, hotels, salesOffices: offices }, locations] = await Promise.all([sitemapEntries(db), allLocations(db)]);
    return {
      listings,
      locations: locations.filter((l) => l.kind !== 'continent' && stats.has(l.id)).map((l) => ({ path: l.path })),
      hotels,
      salesOffices: offices,
    };
  });
  route(app, ep.seoSchemaOffer, async ({ query }) => {
    const o = await loadOfferByHash(db, query.offerHash);
    if (!o) throw notFound('Offer not found');
    return {
      schema: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `${o.hotel_name} – ${o.loc_name}`,
        image: o.photo,
        aggregateRating:
          o.review_count > 0
            ? { '@type': 'AggregateRating', ratingValue: o.hotel_rating, bestRating: 6, worstRating: 1, reviewCount: o.review_count }
            : undefined,
        offers: {
          '@type': 'Offer',
          price: zl(o.price_adult).toFixed(2),
          priceCurrency: 'PLN',
          // The offer page shows the adult's complete price: the same number as here.
          availability: o.places_left > 0 && o.dep > today() ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          validThrough: o.dep,
          priceValidUntil: o.dep,
          url: `/oferta/${o.hash}/`,
        },
      },
    };
  });
  route(app, ep.seoText, async ({ query }) => ({ text: (await seoOf(query))?.text ?? null }));

  route(app, ep.salesOffices, async () => ({ offices: await salesOffices(db) }));
}
