import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';

export interface SeoCategory {
  slug: string;
  title: string;
  label: string;
  type: string;
}

/** The active landing-page categories, in menu order. */
export async function activeSeoCategories(db: Database): Promise<SeoCategory[]> {
  return db.rows<SeoCategory>(sql`SELECT slug, title, label, type FROM seo_categories WHERE active ORDER BY position`);
}

/** Every category, active or not, in menu order. */
export async function allSeoCategories(db: Database) {
  return db.rows<{ slug: string; active: boolean }>(sql`SELECT slug, active FROM seo_categories ORDER BY position`);
}

/** Of the given categories, those with no offer matching their conditions: one statement for all. */
export async function categoriesWithoutOffers(
  db: Database,
  categories: ReadonlyArray<{ slug: string; offerConditions: readonly SQL[] }>,
): Promise<Set<string>> {
  if (categories.length === 0) return new Set();
  const probes = categories.map(
    ({ slug, offerConditions }) =>
      sql`SELECT ${slug}::text AS slug, EXISTS (SELECT 1 FROM offers o WHERE ${sql.join([...offerConditions], sql` AND `)}) AS any`,
  );
  const rows = await db.rows<{ slug: string; any: boolean }>(sql.join(probes, sql` UNION ALL `));
  return new Set(rows.filter((r) => !r.any).map((r) => r.slug));
}

/** What the sitemap lists besides locations: landing pages with a location, hotels and sales offices. */
export async function sitemapEntries(db: Database) {
  const [listings, hotels, salesOffices] = await Promise.all([
    db.rows<{ pathname: string }>(sql`SELECT pathname FROM seo_pages WHERE location_id IS NOT NULL ORDER BY pathname`),
    db.rows<{ slug: string }>(sql`SELECT slug FROM hotels ORDER BY slug`),
    db.rows<{ slug: string }>(sql`SELECT slug FROM sales_offices ORDER BY slug`),
  ]);
  return { listings, hotels, salesOffices };
}
