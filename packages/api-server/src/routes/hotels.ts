import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints as ep, type Opinion } from '@travel/contracts';
import type { Database } from '../db/connection';
import { badRequest, notFound, route } from '../lib/http';
import { allLocations, findLocation, locationColumns, toLocationRef, type LocationRow } from '../lib/locations';
import { attributeMask } from '../search/filters';
import { zl } from '../search/offers';
import { hotelAttributes } from '../seed/reference';
import type { Deps } from './deps';

interface OpinionRow {
  id: number;
  hotel_id: number;
  source: 'ft' | 'hc';
  author: string;
  rating: number;
  created_at: string;
  title: string;
  pros: string;
  cons: string;
  descriptions: Record<string, string>;
  ratings: Record<string, number>;
  recommended_for: string;
  photos: string[] | null;
  verified_stay: boolean;
}
const opinionColumns = sql`id, hotel_id, source, author, rating::float8 AS rating, created_at::text AS created_at, title, pros, cons, descriptions, ratings, recommended_for, photos, verified_stay`;
const toOpinion = (r: OpinionRow): Opinion => ({
  id: r.id,
  hotelId: r.hotel_id,
  source: r.source,
  author: r.author,
  rating: r.rating,
  createdAt: r.created_at,
  title: r.title,
  pros: r.pros,
  cons: r.cons,
  descriptions: r.descriptions,
  ratings: r.ratings,
  recommendedFor: r.recommended_for,
  verifiedStay: r.verified_stay,
  // Photos of a guest's review published in this shop (docs/adr/0185-hotel-reviews.md).
  ...(r.photos?.length ? { photos: r.photos } : {}),
});

async function summary(db: Database, hotelId: number, source?: 'ft' | 'hc') {
  const rows = await db.rows<{ rating: number; ratings: Record<string, number> }>(sql`
    SELECT rating::float8 AS rating, ratings FROM opinions WHERE hotel_id = ${hotelId}::int ${source ? sql`AND source = ${source}` : sql``}`);
  const distribution: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  const cat: Record<string, { sum: number; n: number }> = {};
  for (const r of rows) {
    const bucket = String(Math.min(6, Math.max(1, Math.floor(r.rating))));
    distribution[bucket] = (distribution[bucket] ?? 0) + 1;
    for (const [k, v] of Object.entries(r.ratings)) {
      const e = (cat[k] ??= { sum: 0, n: 0 });
      e.sum += v;
      e.n += 1;
    }
  }
  const avg = rows.length ? Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 10) / 10 : null;
  return {
    ratingValue: avg,
    reviewCount: rows.length,
    ratingDistribution: distribution,
    categoryRatings: Object.fromEntries(Object.entries(cat).map(([k, v]) => [k, Math.round((v.sum / v.n) * 10) / 10])),
  };
}

interface HotelRow {
  id: number;
  slug: string;
  name: string;
  standard: number;
  rating: number;
  review_count: number;
  photos: string[];
  attributes: string[];
  location_id: number;
  description: string;
  location_text: string;
  accommodation_type: string;
  beach_type: string;
  beach_distance: number;
  transfer_minutes: number;
  boards: string[];
  rooms: { code: string; name: string }[];
  lat: number;
  lng: number;
  recommended_for: string[];
  category_ratings: Record<string, number>;
  price_from: number | null;
}
const hotelColumns = sql`h.id, h.slug, h.name, h.standard, h.rating::float8 AS rating, h.review_count, h.photos, h.attributes,
  h.location_id, h.description, h.location_text, h.accommodation_type, h.beach_type, h.beach_distance, h.transfer_minutes,
  h.boards, h.rooms, h.lat, h.lng, h.recommended_for, h.category_ratings`;

export async function hotelRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  const locationsById = async () => new Map((await allLocations(db)).map((l) => [l.id, l]));
  const priceFrom = (alias: string) =>
    sql`(SELECT min(o.price_adult) FROM offers o WHERE o.hotel_id = ${sql.raw(alias)}.id AND o.departure_date > ${today()}::date)::int AS price_from`;
  const card = (h: HotelRow, locs: Map<number, LocationRow>) => ({
    id: h.id,
    slug: h.slug,
    name: h.name,
    standard: h.standard / 10,
    rating: h.review_count > 0 ? h.rating : null,
    reviewCount: h.review_count,
    photo: h.photos[0] ?? '',
    location: toLocationRef(locs.get(h.location_id) as LocationRow),
    attributes: h.attributes,
    priceFrom: h.price_from === null ? null : zl(h.price_from),
  });

  route(app, ep.hotelsFaq, async ({ query }) => ({
    items: await db.rows<{ question: string; answer: string }>(
      sql`SELECT question, answer FROM faq WHERE hotel_id = ${query.hotelId}::int ORDER BY position`,
    ),
  }));

  route(app, ep.hotelsOpinionsFeatured, async ({ query }) => {
    const order = query.sortBy === 'rating' ? sql`p.rating DESC, p.created_at DESC, p.id` : sql`p.created_at DESC, p.id`;
    const rows = await db.rows<OpinionRow & { hotel_name: string; hotel_slug: string }>(sql`
      SELECT ${sql.raw('p.id, p.hotel_id, p.source, p.author, p.rating::float8 AS rating, p.created_at::text AS created_at, p.title, p.pros, p.cons, p.descriptions, p.ratings, p.recommended_for, p.photos, p.verified_stay')},
             h.name AS hotel_name, h.slug AS hotel_slug
      FROM opinions p JOIN hotels h ON h.id = p.hotel_id WHERE p.featured ORDER BY ${order} LIMIT ${query.limit ?? 6}::int`);
    return { items: rows.map((r) => ({ ...toOpinion(r), hotelName: r.hotel_name, hotelSlug: r.hotel_slug })) };
  });

  route(app, ep.hotelsFilters, async () => ({
    hotelAttribute: hotelAttributes.map((a) => ({ value: a.slug, label: a.label })),
    hotelRating: [
      { value: '5,6', label: 'od 5,0' },
      { value: '4,6', label: 'od 4,0' },
      { value: '3,6', label: 'od 3,0' },
    ],
    hotelStandard: [
      { value: '50,55', label: 'od 5*' },
      { value: '40,55', label: 'od 4*' },
      { value: '30,55', label: 'od 3*' },
    ],
    hotelRecommendedFor: [
      { value: 'rodziny-z-dziecmi', label: 'Rodziny z dziećmi' },
      { value: 'pary', label: 'Pary' },
      { value: 'przyjaciele', label: 'Przyjaciele' },
      { value: 'single', label: 'Single' },
      { value: 'seniorzy', label: 'Seniorzy' },
    ],
    sortBy: ['popularnosc', 'ocena', 'standard', 'nazwa', 'cena'],
  }));

  const bySource =
    (source: 'ft' | 'hc') =>
    async ({ params }: { params: { hotelId: number } }) => {
      await assertHotel(params.hotelId);
      const rows = await db.rows<OpinionRow>(
        sql`SELECT ${opinionColumns} FROM opinions WHERE hotel_id = ${params.hotelId}::int AND source = ${source} ORDER BY created_at DESC, id LIMIT 6`,
      );
      return { source, ...(await summary(db, params.hotelId, source)), items: rows.map(toOpinion) };
    };
  const assertHotel = async (id: number) => {
    const rows = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM hotels WHERE id = ${id}::int`);
    if ((rows[0]?.n ?? 0) === 0) throw notFound('Hotel not found');
  };
  route(app, ep.hotelsOpinionsFt, bySource('ft'));
  route(app, ep.hotelsOpinionsHc, bySource('hc'));

  route(app, ep.hotelsHotel, async ({ query }) => {
    if (query.hotelId === undefined && query.hotelSlug === undefined) throw badRequest('hotelId', 'required (or hotelSlug)');
    const cond = query.hotelId !== undefined ? sql`h.id = ${query.hotelId}::int` : sql`h.slug = ${query.hotelSlug}`;
    const h = (await db.rows<HotelRow>(sql`SELECT ${hotelColumns}, ${priceFrom('h')} FROM hotels h WHERE ${cond}`))[0];
    if (!h) throw notFound('Hotel not found');
    const locs = await locationsById();
    const loc = locs.get(h.location_id) as LocationRow;
    return {
      hotel: {
        ...card(h, locs),
        description: h.description,
        locationText: h.location_text,
        accommodationType: h.accommodation_type,
        beachType: h.beach_type,
        beachDistance: h.beach_distance,
        transferMinutes: h.transfer_minutes,
        boards: h.boards,
        rooms: h.rooms,
        photos: h.photos,
        lat: h.lat,
        lng: h.lng,
        recommendedFor: h.recommended_for,
        categoryRatings: h.category_ratings,
        breadcrumbs: loc.ancestor_ids.map((id) => toLocationRef(locs.get(id) as LocationRow)),
      },
    };
  });

  route(app, ep.hotelsHotelExtraInfo, async ({ query }) => {
    const h = (await db.rows<HotelRow>(sql`SELECT ${hotelColumns} FROM hotels h WHERE h.id = ${query.hotelId}::int`))[0];
    if (!h) throw notFound('Hotel not found');
    return {
      hotelId: h.id,
      attributes: h.attributes,
      facts: [
        { key: 'beachDistance', value: h.beach_distance >= 4000 ? 'powyżej 2000 metrów' : `${h.beach_distance} m` },
        { key: 'beachType', value: h.beach_type },
        { key: 'transferMinutes', value: `${h.transfer_minutes} min` },
        { key: 'accommodationType', value: h.accommodation_type },
        { key: 'location', value: h.location_text },
      ],
    };
  });

  const hotelConditions = async (q: {
    location: string;
    hotelAttribute?: string[] | undefined;
    hotelRating?: { from?: number | undefined; to?: number | undefined } | undefined;
    hotelStandard?: { from?: number | undefined; to?: number | undefined } | undefined;
    hotelRecommendedFor?: string[] | undefined;
  }): Promise<SQL> => {
    const loc = await findLocation(db, q.location);
    if (!loc) throw notFound('Location not found');
    const conds: SQL[] = [sql`h.location_id IN (SELECT id FROM locations WHERE ${loc.id}::int = ANY(ancestor_ids))`];
    if (q.hotelAttribute?.length) {
      const mask = attributeMask(q.hotelAttribute);
      conds.push(mask === null ? sql`false` : sql`(h.attrs_mask & ${mask}::bigint) = ${mask}::bigint`);
    }
    if (q.hotelRating?.from !== undefined) conds.push(sql`h.rating >= ${q.hotelRating.from}::float8`);
    if (q.hotelRating?.to !== undefined) conds.push(sql`h.rating <= ${q.hotelRating.to}::float8`);
    if (q.hotelStandard?.from !== undefined) conds.push(sql`h.standard >= ${q.hotelStandard.from}::float8`);
    if (q.hotelStandard?.to !== undefined) conds.push(sql`h.standard <= ${q.hotelStandard.to}::float8`);
    if (q.hotelRecommendedFor?.length)
      conds.push(
        sql`h.recommended_for && ARRAY[${sql.join(
          q.hotelRecommendedFor.map((v) => sql`${v}`),
          sql`, `,
        )}]::text[]`,
      );
    return sql.join(conds, sql` AND `);
  };

  route(app, ep.hotelsList, async ({ query }) => {
    const where = await hotelConditions(query);
    const orders: Record<string, SQL> = {
      popularnosc: sql`h.popularity DESC`,
      ocena: sql`h.rating DESC`,
      standard: sql`h.standard DESC`,
      nazwa: sql`h.name ASC`,
      cena: sql`price_from ASC NULLS LAST`,
    };
    const order = orders[query.sortBy ?? 'popularnosc'] as SQL;
    const rows = await db.rows<HotelRow & { total: number }>(sql`
      SELECT ${hotelColumns}, ${priceFrom('h')}, (count(*) OVER ())::int AS total FROM hotels h WHERE ${where}
      ORDER BY ${order}, h.id LIMIT ${query.limit}::int OFFSET ${query.offset}::int`);
    const locs = await locationsById();
    let total = rows[0]?.total;
    if (total === undefined) total = (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM hotels h WHERE ${where}`))[0]?.n ?? 0;
    return { hotels: rows.map((h) => card(h, locs)), total };
  });

  route(app, ep.hotelsLocationCount, async ({ query }) => {
    const where = await hotelConditions(query);
    return { count: (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM hotels h WHERE ${where}`))[0]?.n ?? 0 };
  });

  const hotelCountsByLocation = async () => {
    const rows = await db.rows<{ id: number; n: number }>(sql`
      SELECT unnest(l.ancestor_ids) AS id, count(*)::int AS n FROM hotels h JOIN locations l ON l.id = h.location_id GROUP BY 1`);
    return new Map(rows.map((r) => [r.id, r.n]));
  };

  route(app, ep.hotelsDestinationsDiscover, async ({ query }) => {
    const counts = await hotelCountsByLocation();
    const locs = (await allLocations(db)).filter((l) => l.depth >= 2 && (counts.get(l.id) ?? 0) > 0);
    locs.sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id);
    const photos = new Map(
      (
        await db.rows<{ location_id: number; photo: string }>(sql`
      SELECT DISTINCT ON (location_id) location_id, photos->>0 AS photo FROM hotels ORDER BY location_id, popularity DESC`)
      ).map((p) => [p.location_id, p.photo]),
    );
    return {
      items: locs
        .slice(0, query.limit ?? 8)
        .map((l) => ({ location: toLocationRef(l), hotelsCount: counts.get(l.id) ?? 0, photo: photos.get(l.id) ?? null })),
    };
  });

  route(app, ep.hotelsWorldDiscover, async () => {
    const counts = await hotelCountsByLocation();
    const locs = await allLocations(db);
    return {
      continents: locs
        .filter((l) => l.kind === 'continent')
        .map((c) => ({
          location: toLocationRef(c),
          countries: locs
            .filter((l) => l.parent_id === c.id && (counts.get(l.id) ?? 0) > 0)
            .map((l) => ({ location: toLocationRef(l), hotelsCount: counts.get(l.id) ?? 0 })),
        })),
    };
  });

  route(app, ep.hotelsOpinionsDescription, async ({ params }) => {
    await assertHotel(params.hotelId);
    const s = await summary(db, params.hotelId);
    const cats = Object.entries(s.categoryRatings).sort((a, b) => b[1] - a[1]);
    const labels: Record<string, string> = {
      amenities_for_children: 'udogodnienia dla dzieci',
      beach: 'plażę',
      entertainment_and_sport: 'rozrywkę i sport',
      gastronomy: 'gastronomię',
      hotel_and_surroundings: 'hotel i jego otoczenie',
      location_and_surroundings: 'lokalizację',
      pool: 'basen',
      rooms: 'pokoje',
    };
    const best = cats.slice(0, 2).map(([k]) => labels[k] ?? k);
    const worst = cats.at(-1);
    const description =
      s.reviewCount === 0
        ? 'Ten hotel nie ma jeszcze opinii.'
        : `Goście (${s.reviewCount} opinii) oceniają hotel średnio na ${String(s.ratingValue).replace('.', ',')} w skali 1–6. Najwyżej cenią ${best.join(' i ')}${worst ? `, najsłabiej wypada ${labels[worst[0]] ?? worst[0]}` : ''}.`;
    return { hotelId: params.hotelId, description };
  });

  route(app, ep.hotelsOpinionsSummary, async ({ params }) => {
    await assertHotel(params.hotelId);
    return summary(db, params.hotelId);
  });

  route(app, ep.hotelsOpinionsList, async ({ params, query }) => {
    await assertHotel(params.hotelId);
    const orders: Record<string, SQL> = {
      newest: sql`created_at DESC`,
      oldest: sql`created_at ASC`,
      highest: sql`rating DESC`,
      lowest: sql`rating ASC`,
    };
    const order = orders[query.sortBy ?? 'newest'] as SQL;
    const rows = await db.rows<OpinionRow>(sql`SELECT ${opinionColumns} FROM opinions WHERE hotel_id = ${params.hotelId}::int
      ORDER BY ${order}, id LIMIT ${query.limit ?? 6}::int OFFSET ${query.offset ?? 0}::int`);
    const total =
      (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM opinions WHERE hotel_id = ${params.hotelId}::int`))[0]?.n ?? 0;
    return { items: rows.map(toOpinion), total };
  });

  route(app, ep.hotelsQuickLinks, async ({ query }) => {
    const country = (
      await db.rows<LocationRow>(sql`SELECT ${locationColumns} FROM locations WHERE slug = ${query.country} AND kind = 'country'`)
    )[0];
    if (!country) throw notFound('Country not found');
    const children = await db.rows<LocationRow>(
      sql`SELECT ${locationColumns} FROM locations WHERE parent_id = ${country.id}::int ORDER BY popularity DESC, id`,
    );
    return {
      links: [
        { title: `Wakacje ${country.name_locative}`, url: `/wakacje/${country.path}/` },
        { title: `Last minute ${country.name_locative}`, url: `/last-minute/${country.path}/` },
        { title: `All inclusive ${country.name_locative}`, url: `/all-inclusive/${country.path}/` },
        ...children.map((c) => ({ title: `Wakacje ${c.name_locative}`, url: `/wycieczki/${c.path}/` })),
      ],
    };
  });

  route(app, ep.hotelsAutosuggest, async ({ query }) => ({
    hotels: await db.rows<{ id: number; name: string; slug: string; destination: string }>(sql`
      SELECT h.id, h.name, h.slug, l.name AS destination FROM hotels h JOIN locations l ON l.id = h.location_id
      WHERE lower(h.name) LIKE ${`%${query.query.toLowerCase()}%`} ORDER BY h.popularity DESC, h.id LIMIT 10`),
  }));
}
