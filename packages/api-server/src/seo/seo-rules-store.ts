import { sql } from 'drizzle-orm';
import type { SeoRule, SeoRuleInput } from '@travel/contracts';
import type { Database, Queryable } from '../db/connection';

interface SeoRuleRow {
  id: string;
  name: string;
  priority: number;
  active: boolean;
  conditions: SeoRule['conditions'];
  meta: SeoRule['meta'];
  text: string | null;
  faq: SeoRule['faq'];
  updated_at: string | Date;
  updated_by: string | null;
}

const toRule = (row: SeoRuleRow): SeoRule => ({
  id: row.id,
  name: row.name,
  priority: row.priority,
  active: row.active,
  conditions: row.conditions,
  meta: row.meta,
  text: row.text,
  faq: row.faq,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by,
});

/** Every rule, highest priority first (docs/product/seo-rules.md); `active` only the ones in force. */
export async function loadSeoRules(db: Queryable, options: { active?: boolean } = {}): Promise<SeoRule[]> {
  const rows = await db.rows<SeoRuleRow>(sql`SELECT id, name, priority, active, conditions, meta, text, faq, updated_at, updated_by
    FROM seo_rules ${options.active ? sql`WHERE active` : sql``} ORDER BY priority DESC, id`);
  return rows.map(toRule);
}

/** Creates or replaces a rule, stamped with who changed it and when. */
export async function saveSeoRule(db: Database, id: string, input: SeoRuleInput, by: string, now: Date): Promise<SeoRule> {
  const json = (value: unknown) => (value === null || value === undefined ? sql`NULL` : sql`${JSON.stringify(value)}::jsonb`);
  const rows =
    await db.rows<SeoRuleRow>(sql`INSERT INTO seo_rules (id, name, priority, active, conditions, meta, text, faq, updated_at, updated_by)
    VALUES (${id}, ${input.name}, ${input.priority}::smallint, ${input.active}, ${json(input.conditions)}, ${json(input.meta)}, ${input.text ?? null},
      ${json(input.faq)}, ${now.toISOString()}::timestamptz, ${by})
    ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, priority = EXCLUDED.priority, active = EXCLUDED.active,
      conditions = EXCLUDED.conditions, meta = EXCLUDED.meta, text = EXCLUDED.text, faq = EXCLUDED.faq,
      updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
    RETURNING id, name, priority, active, conditions, meta, text, faq, updated_at, updated_by`);
  return toRule(rows[0] as SeoRuleRow);
}

/** Deletes a rule; false when there was none. */
export async function deleteSeoRule(db: Database, id: string): Promise<boolean> {
  return (await db.rows(sql`DELETE FROM seo_rules WHERE id = ${id} RETURNING id`)).length > 0;
}
