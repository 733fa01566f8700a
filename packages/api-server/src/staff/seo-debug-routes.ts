import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints as ep, pageMetaSchema, type SeoFaqRule } from '@travel/contracts';
import type { Database } from '../db/connection';
import { badRequest, route } from '../lib/http';
import { allLocations, findLocation, toLocationRef, type LocationRow } from '../lib/locations';
import type { Deps } from '../routes/deps';

/** The category of a page that names none (`GET /seo/faq/` without parameters). */
const DEFAULT_FAQ_CATEGORY = 'wycieczki';

/**
 * The FAQ of a category and/or location with the rule each item matched: the same rows, in the
 * same order, as `GET /seo/faq/` (a test holds the two together).
 */
async function faqWithRules(db: Database, category: string | null, location: LocationRow | null) {
  const countryId = location?.ancestor_ids[1];
  const rows = await db.rows<{ question: string; answer: string; category: string | null; location_id: number | null }>(sql`
    SELECT question, answer, category, location_id FROM faq WHERE hotel_id IS NULL AND (
      ${countryId !== undefined ? sql`location_id = ${countryId}::int` : sql`false`}
      OR ${category ? sql`category = ${category}` : sql`false`}
      ${!location && !category ? sql`OR category = ${DEFAULT_FAQ_CATEGORY}` : sql``})
    ORDER BY location_id NULLS LAST, position, id`);
  const locations = new Map((await allLocations(db)).map((l) => [l.id, l]));
  return rows.map((row) => {
    const matched = row.location_id === null ? undefined : locations.get(row.location_id);
    const rule: SeoFaqRule = matched
      ? { kind: 'location', location: toLocationRef(matched) }
      : category
        ? { kind: 'category', category: row.category ?? category }
        : { kind: 'default', category: DEFAULT_FAQ_CATEGORY };
    return { question: row.question, answer: row.answer, rule };
  });
}

/** SEO debug (docs/product/roles.md): which SEO rule gave a page its meta, text and FAQ. */
export async function seoDebugRoutes(app: FastifyInstance, { db }: Deps): Promise<void> {
  const locationOf = async (id: number | null) =>
    id === null ? null : ((await db.rows<LocationRow>(sql`SELECT * FROM locations WHERE id = ${id}::int`))[0] ?? null);

  route(app, ep.seoDebugFaq, async ({ body }) => {
    const location = body.location ? await findLocation(db, body.location) : null;
    if (body.location && !location) throw badRequest('location', 'no such location');
    const category = body.category ?? null;
    return {
      category,
      location: location ? toLocationRef(location) : null,
      items: await faqWithRules(db, category, location ?? null),
    };
  });

  route(app, ep.seoDebugPage, async ({ query, req }) => {
    const path = query.path.endsWith('/') ? query.path : `${query.path}/`;
    const rule = (
      await db.rows<{ pathname: string; category: string; location_id: number | null; text: string }>(
        sql`SELECT pathname, category, location_id, text FROM seo_pages WHERE pathname = ${path}`,
      )
    )[0];
    let category: string | null;
    let location: LocationRow | null;
    if (rule) {
      category = rule.category;
      location = await locationOf(rule.location_id);
    } else {
      // No rule for the path: what it names, read as a listing address `/{category}/{location path}/`.
      const [first = '', ...rest] = path.split('/').filter(Boolean);
      const known = await db.rows(sql`SELECT 1 FROM seo_categories WHERE slug = ${first}`);
      category = known.length > 0 ? first : null;
      location = category !== null && rest.length > 0 ? ((await findLocation(db, rest.join('/'))) ?? null) : null;
    }
    // The meta exactly as the public call answers it (it may come from a page-kind rule, not a row).
    const metaAnswer = await req.server.inject({ url: `${req.server.prefix}/seo/meta/?pathname=${encodeURIComponent(path)}` });
    const meta = metaAnswer.statusCode === 200 ? pageMetaSchema.parse(metaAnswer.json()) : null;
    return {
      path,
      category,
      location: location ? toLocationRef(location) : null,
      rule: rule ? { pathname: rule.pathname, category: rule.category, location: location ? toLocationRef(location) : null } : null,
      meta,
      text: rule?.text ?? null,
      faq: await faqWithRules(db, category, location),
    };
  });
}
