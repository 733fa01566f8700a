import { sql } from 'drizzle-orm';
import type { PageMeta } from '@travel/contracts';
import { GUIDE_PAGES, STATIC_PAGES } from '@travel/contracts/routes';
import { fillTemplate, formatTripDates, POLISH_SOURCE_TEXTS as pl } from '@travel/i18n/source-texts';
import type { Database } from '../db/connection';
import { locationColumns, toLocationData, type LocationRow } from '../lib/locations';
import { loadOfferByHash } from '../search/offers';
import { landingSeo } from './landing-seo';

type Crumb = PageMeta['breadcrumbs'][number];

const HOME: Crumb = { route: '/', title: pl.common.meta.siteName };
const GUIDE_SLUGS = new Set<string>(Object.keys(GUIDE_PAGES));
const STATIC_SLUGS = new Set<string>(Object.keys(STATIC_PAGES));
const DESCRIPTION_MAX = 300;

/** `/wakacje/grecja` or `wakacje/grecja/?x` → `/wakacje/grecja/`: the form pages and seo_pages use. */
export function normalizePathname(raw: string): string {
  let pathname = raw.split(/[?#]/)[0] ?? raw;
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (!pathname.endsWith('/')) pathname = `${pathname}/`;
  return pathname.replace(/\/{2,}/g, '/');
}

interface MetaParts {
  readonly title: string;
  readonly description: string;
  readonly breadcrumbs: readonly Crumb[];
  readonly keywords?: string;
  readonly heading?: string;
  /** The lead under the heading; the description when not given. */
  readonly headingDescription?: string;
  readonly location?: LocationRow | undefined;
}

function meta(parts: MetaParts): PageMeta {
  const description =
    parts.description.length > DESCRIPTION_MAX ? `${parts.description.slice(0, DESCRIPTION_MAX - 1)}…` : parts.description;
  const l = parts.location;
  return {
    breadcrumbs: [...parts.breadcrumbs],
    heading: { title: parts.heading ?? parts.title, description: parts.headingDescription ?? description },
    seo: { title: parts.title, description, keywords: parts.keywords ?? '' },
    locationData: l ? toLocationData(l) : null,
  };
}

async function locationByPath(db: Database, path: string): Promise<LocationRow | undefined> {
  return (await db.rows<LocationRow>(sql`SELECT ${locationColumns} FROM locations WHERE path = ${path} LIMIT 1`))[0];
}

/** The location and its ancestors below the continent, outermost first (country, region, resort). */
async function locationChain(db: Database, location: LocationRow): Promise<LocationRow[]> {
  const ids = location.ancestor_ids.slice(1);
  if (ids.length === 0) return [];
  const rows = await db.rows<LocationRow>(
    sql`SELECT ${locationColumns} FROM locations WHERE id = ANY(ARRAY[${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )}])`,
  );
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is LocationRow => row !== undefined);
}

/** The offer's country and, when it is another place, its place, each linked to its hotels. */
function offerPlaceCrumbs(offer: { loc_path: string; loc_name: string; country: string }): Crumb[] {
  const countryPath = offer.loc_path.split('/')[0] ?? offer.loc_path;
  const country = { route: `/hotele/${countryPath}/`, title: offer.country };
  return countryPath === offer.loc_path ? [country] : [country, { route: `/hotele/${offer.loc_path}/`, title: offer.loc_name }];
}

function placeCrumbs(chain: readonly LocationRow[], prefix: string): Crumb[] {
  return chain.map((place) => ({ route: `${prefix}${place.path}/`, title: place.name }));
}

/**
 * Page meta for any public page of the shop (docs/product/page-metadata.md): a landing page's from
 * the SEO rules (docs/product/seo-rules.md), any other page's built from the data behind the route
 * (hotel, offer, place) and the page's Polish title and lead in the translation files. Undefined
 * for an address that names nothing (the caller answers 404 and the page shows the default meta).
 */
export async function resolvePageMeta(db: Database, rawPathname: string, now: Date): Promise<PageMeta | undefined> {
  const pathname = normalizePathname(rawPathname);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, second, ...rest] = segments;
  if (first === undefined) {
    return meta({ title: pl.home.heading, description: pl.home.intro, breadcrumbs: [HOME] });
  }
  const self = (title: string): Crumb => ({ route: pathname, title });

  switch (first) {
    case 'przewodnik': {
      const guide = { route: '/przewodnik/', title: pl['tour-guide'].breadcrumb };
      if (second === undefined) {
        return meta({ title: pl['tour-guide'].heading, description: pl['tour-guide'].intro, breadcrumbs: [HOME, guide] });
      }
      if (rest.length > 0 || !GUIDE_SLUGS.has(second)) return undefined;
      const page = pl['tour-guide'].pages[second as keyof (typeof pl)['tour-guide']['pages']];
      return meta({ title: page.title, description: page.intro, breadcrumbs: [HOME, guide, self(page.title)] });
    }
    case 'kierunki': {
      const texts = pl['tour-guide'].destination;
      const root = { route: '/kierunki/', title: texts.breadcrumb };
      if (second === undefined) return meta({ title: texts.heading, description: texts.intro, breadcrumbs: [HOME, root] });
      const location = await locationByPath(db, segments.slice(1).join('/'));
      if (!location) return undefined;
      const title = fillTemplate(texts.headingIn, { destination: location.name });
      return meta({
        title,
        description: `${title}. ${texts.intro}`,
        breadcrumbs: [HOME, root, ...placeCrumbs(await locationChain(db, location), '/kierunki/')],
        keywords: `${location.name.toLowerCase()}, pogoda ${location.name_locative}, przewodnik`,
        location,
      });
    }
    case 'hotele': {
      const texts = pl['hotels-listing'];
      const root = { route: '/hotele/', title: texts.breadcrumb.hotels };
      if (second === undefined) return meta({ title: texts.heading, description: texts.intro, breadcrumbs: [HOME, root] });
      const location = await locationByPath(db, segments.slice(1).join('/'));
      if (!location) return undefined;
      return meta({
        title: fillTemplate(texts.headingIn, { location: location.name }),
        description: fillTemplate(texts.introIn, { locative: location.name_locative }),
        breadcrumbs: [HOME, root, ...placeCrumbs(await locationChain(db, location), '/hotele/')],
        location,
      });
    }
    case 'hotel': {
      if (second === undefined || rest.length > 0) return undefined;
      const hotel = (
        await db.rows<{ name: string; description: string; location_id: number }>(
          sql`SELECT name, description, location_id FROM hotels WHERE slug = ${second}`,
        )
      )[0];
      if (!hotel) return undefined;
      const location = (await db.rows<LocationRow>(sql`SELECT ${locationColumns} FROM locations WHERE id = ${hotel.location_id}::int`))[0];
      const chain = location ? await locationChain(db, location) : [];
      // The seed's and the operators' hotel names already say what they are ('Hotel Albatros',
      // 'Club Aurora'): a 'Hotel' in front would be said twice.
      const title = hotel.name;
      const where = [...chain].reverse().map((place) => place.name);
      return meta({
        title: where.length > 0 ? `${title}, ${where.slice(0, 2).join(', ')}` : title,
        heading: title,
        description: hotel.description,
        breadcrumbs: [
          HOME,
          { route: '/hotele/', title: pl['hotels-listing'].breadcrumb.hotels },
          ...placeCrumbs(chain, '/hotele/'),
          self(hotel.name),
        ],
        keywords: [hotel.name, ...where].join(', ').toLowerCase(),
        location,
      });
    }
    case 'oferta': {
      if (second === undefined || rest.length > 0) return undefined;
      const offer = await loadOfferByHash(db, second);
      if (!offer) return undefined;
      // The page's own heading, dates by the same formatter, so the <title> reads as the <h1> (docs/product/page-metadata.md).
      const title = fillTemplate(pl.offer.headingFor, { hotel: offer.hotel_name, ...formatTripDates(offer.dep, offer.ret) });
      return meta({
        title,
        description: `${offer.hotel_name}, ${offer.loc_name} (${offer.country}). ${pl.offer.intro}`,
        // home › country › place › hotel › 'Oferta', as the offer page shows it (docs/product/page-metadata.md).
        breadcrumbs: [
          HOME,
          ...offerPlaceCrumbs(offer),
          { route: `/hotel/${offer.hotel_slug}/`, title: offer.hotel_name },
          self(pl.offer.breadcrumb.offer),
        ],
      });
    }
    case 'salony-podrozy': {
      const listing = pl['sales-office-listing'];
      const root = { route: '/salony-podrozy/', title: listing.heading };
      if (second === undefined) return meta({ title: listing.heading, description: listing.intro, breadcrumbs: [HOME, root] });
      if (rest.length > 0) return undefined;
      const office = (
        await db.rows<{ city: string; address: string }>(sql`SELECT city, address FROM sales_offices WHERE slug = ${second}`)
      )[0];
      if (!office) return undefined;
      const title = fillTemplate(pl['sales-office'].heading, { name: office.city });
      return meta({
        title,
        description: `${office.address}, ${office.city}. ${pl['sales-office'].intro}`,
        breadcrumbs: [HOME, root, self(office.city)],
      });
    }
    case 'kontakt':
      if (second !== undefined) return undefined;
      return meta({
        title: pl.contact.modal.title,
        description: pl.contact.modal.intro,
        breadcrumbs: [HOME, self(pl.contact.menu.button)],
      });
    case 'ulubione':
      if (second !== undefined) return undefined;
      return meta({ title: pl.favorites.heading, description: pl.favorites.intro, breadcrumbs: [HOME, self(pl.favorites.heading)] });
    case 'porownanie':
      if (second !== undefined) return undefined;
      return meta({
        title: pl.favorites.comparePage.heading,
        description: pl.favorites.comparePage.intro,
        breadcrumbs: [HOME, self(pl.favorites.comparePage.heading)],
      });
    case 'newsletter':
      if (second !== 'potwierdzenie' || rest.length > 0) return undefined;
      return meta({
        title: pl.newsletter.confirm.heading,
        description: pl.newsletter.confirm.text,
        breadcrumbs: [HOME, self(pl.newsletter.confirm.heading)],
      });
    case 'powiadomienie-o-cenie':
      if (second !== undefined) return undefined;
      return meta({
        title: pl.common.priceAlert.page.heading,
        description: pl.common.priceAlert.introOffer,
        breadcrumbs: [HOME, self(pl.common.priceAlert.page.heading)],
      });
    case 'dodaj-opinie': {
      if (second === undefined) return undefined;
      const hotel = (await db.rows<{ name: string }>(sql`SELECT name FROM hotels WHERE slug = ${second}`))[0];
      if (!hotel) return undefined;
      const title = fillTemplate(pl['hotel-add-opinion'].heading, { name: hotel.name });
      return meta({
        title,
        description: pl['hotel-add-opinion'].intro,
        breadcrumbs: [HOME, { route: `/hotel/${second}/`, title: hotel.name }, { route: `/dodaj-opinie/${second}/`, title }],
      });
    }
    default:
      break;
  }

  if (second === undefined && STATIC_SLUGS.has(first)) {
    const page = pl['static-pages'].pages[first as keyof (typeof pl)['static-pages']['pages']];
    return meta({ title: page.title, description: page.intro, breadcrumbs: [HOME, self(page.title)] });
  }
  return landingMeta(db, first, segments.slice(1), now);
}

/**
 * A landing page (docs/product/landing-pages.md), alone or in a place: its meta from the SEO rule
 * that wins for it; its preset's title when no rule gives a meta.
 */
async function landingMeta(db: Database, slug: string, placePath: readonly string[], now: Date): Promise<PageMeta | undefined> {
  const location = placePath.length === 0 ? null : await locationByPath(db, placePath.join('/'));
  if (location === undefined) return undefined;
  const seo = await landingSeo(db, slug, location, now);
  if (!seo) return undefined;
  const base: Crumb = { route: `/${slug}/`, title: seo.landing.title };
  const breadcrumbs = location ? [HOME, base, ...placeCrumbs(await locationChain(db, location), `/${slug}/`)] : [HOME, base];
  if (seo.meta) {
    return meta({
      title: seo.meta.title,
      description: seo.meta.description,
      keywords: seo.meta.keywords,
      heading: seo.meta.heading,
      headingDescription: seo.meta.headingDescription,
      breadcrumbs,
      location: location ?? undefined,
    });
  }
  const title = location ? `${seo.title} ${location.name_locative}` : seo.title;
  return meta({ title, description: `${title}: ${pl.home.intro}`, breadcrumbs, location: location ?? undefined });
}
