import { sql } from 'drizzle-orm';
import type { SeoRule, SeoRuleRef } from '@travel/contracts';
import {
  chooseSeoRules,
  fillSeoTemplate,
  resolveLanding,
  seoRuleFacts,
  type LandingPreset,
  type SeoTemplateValues,
} from '@travel/search-model';
import type { Database } from '../db/connection';
import type { LocationRow } from '../lib/locations';
import { categoryTitleYear } from '../seed/generate';
import { loadSeoRules } from './seo-rules-store';

/** A landing page's SEO parts as the rules give them, with the rule behind each (docs/product/seo-rules.md). */
export interface LandingSeo {
  readonly landing: LandingPreset;
  /** The page's title as the rules' `{tytul}` reads it. */
  readonly title: string;
  readonly meta: { title: string; description: string; keywords: string; heading: string; headingDescription: string } | null;
  readonly text: string | null;
  readonly faq: readonly { question: string; answer: string; rule: SeoRuleRef }[];
  readonly rules: { meta: SeoRuleRef | null; text: SeoRuleRef | null };
}

const refOf = (rule: SeoRule | null): SeoRuleRef | null => (rule ? { id: rule.id, name: rule.name } : null);

/** At most this many questions on a page: the first rules' questions win. */
const FAQ_MAX = 12;

/**
 * The SEO meta, text and FAQ of the landing page `slug` in `location` (or none), from the active
 * rules. Undefined when the slug names no landing page today. `{tytul}` is the category's SEO title
 * where one is stored (`seo_categories`), else the page's own title.
 */
export async function landingSeo(db: Database, slug: string, location: LocationRow | null, now: Date): Promise<LandingSeo | undefined> {
  const landing = resolveLanding(slug, { now });
  if (!landing || landing.slug !== slug) return undefined;
  const [rules, stored] = await Promise.all([
    loadSeoRules(db, { active: true }),
    db.rows<{ title: string }>(sql`SELECT title FROM seo_categories WHERE slug = ${slug}`),
  ]);
  const title = stored[0]?.title ?? landing.title;
  const year = categoryTitleYear(slug, now.toISOString().slice(0, 10));
  const values: SeoTemplateValues = {
    tytul: title,
    miejsce: location?.name ?? '',
    miejscownik: location?.name_locative ?? '',
    dopelniacz: location?.name_genitive ?? '',
    rok: year === null || title.includes(String(year)) ? '' : String(year),
  };
  const fill = (template: string) => fillSeoTemplate(template, values);
  const chosen = chooseSeoRules(rules, seoRuleFacts(landing, location?.path ?? null));
  const meta = chosen.meta?.meta ?? null;
  const seen = new Set<string>();
  const faq = chosen.faq
    .flatMap((rule) =>
      (rule.faq ?? []).map((item) => ({
        question: fill(item.question),
        answer: fill(item.answer),
        rule: { id: rule.id, name: rule.name },
      })),
    )
    .filter((item) => !seen.has(item.question) && Boolean(seen.add(item.question)))
    .slice(0, FAQ_MAX);
  return {
    landing,
    title,
    meta: meta && {
      title: fill(meta.title),
      description: fill(meta.description),
      keywords: fill(meta.keywords),
      heading: fill(meta.heading),
      headingDescription: fill(meta.headingDescription),
    },
    text: chosen.text?.text ? fill(chosen.text.text) : null,
    faq,
    rules: { meta: refOf(chosen.meta), text: refOf(chosen.text) },
  };
}
