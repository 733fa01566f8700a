import { z } from 'zod';

/**
 * SEO rules (docs/product/seo-rules.md, ADR 0265): data that SEO staff edit, choosing a landing
 * page's meta, SEO text and FAQ by conditions over what the page is. The engine that evaluates
 * them is `chooseSeoRules` in `@travel/search-model`.
 */

export const SEO_RULE_OPERATORS = ['anyOf', 'noneOf', 'contains', 'eq', 'neq', 'empty', 'nempty', 'gt', 'gte', 'lt', 'lte'] as const;
export type SeoRuleOperator = (typeof SEO_RULE_OPERATORS)[number];

/**
 * What a condition can look at. The first ten are the spec's fields; `location` (the slugs of the
 * page's place and every place above it, so `grecja` matches Crete too) is ours (ADR 0265).
 */
export const SEO_RULE_FIELDS = [
  'category',
  'board',
  'cityBreakDepartureCity',
  'departureCity',
  'hotelAttributes',
  'lastMinuteBoard',
  'lastMinuteDepartureCity',
  'lastMinuteTourOperator',
  'offerType',
  'tourOperator',
  'location',
] as const;
export type SeoRuleField = (typeof SEO_RULE_FIELDS)[number];

const token = z.string().trim().min(1).max(80);

/** A condition: the operator decides what `value` is (a list, one word, a number, or nothing). */
export const seoRuleConditionSchema = z.discriminatedUnion('operator', [
  z.object({ field: z.enum(SEO_RULE_FIELDS), operator: z.enum(['anyOf', 'noneOf']), value: z.array(token).min(1).max(100) }),
  z.object({ field: z.enum(SEO_RULE_FIELDS), operator: z.enum(['contains', 'eq', 'neq']), value: token }),
  z.object({ field: z.enum(SEO_RULE_FIELDS), operator: z.enum(['empty', 'nempty']), value: z.null().optional() }),
  z.object({ field: z.enum(SEO_RULE_FIELDS), operator: z.enum(['gt', 'gte', 'lt', 'lte']), value: z.number().finite() }),
]);
export type SeoRuleCondition = z.infer<typeof seoRuleConditionSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** The meta a rule gives; `{tytul}`, `{miejsce}`, `{miejscownik}`, `{dopelniacz}` and `{rok}` are filled in. */
export const seoRuleMetaSchema = z.object({
  title: text(200),
  description: text(400),
  keywords: z.string().trim().max(300),
  heading: text(200),
  headingDescription: text(400),
});
export type SeoRuleMeta = z.infer<typeof seoRuleMetaSchema>;

export const seoRuleFaqItemSchema = z.object({ question: text(300), answer: text(2000) });

export const SEO_RULE_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const seoRuleIdSchema = z.string().min(1).max(80).regex(SEO_RULE_ID_PATTERN, 'expected lower-case words joined by hyphens');

const seoRuleFields = z.object({
  name: text(120),
  /** Among the matching rules that give a part, the highest priority wins. */
  priority: z.number().int().min(0).max(1000),
  active: z.boolean(),
  conditions: z.array(seoRuleConditionSchema).max(20),
  // Null (or left out): the rule does not give that part. Not required, so the typed client sends a null.
  meta: seoRuleMetaSchema.nullish(),
  text: z.string().trim().min(1).max(5000).nullish(),
  faq: z.array(seoRuleFaqItemSchema).min(1).max(20).nullish(),
});

/** What staff send to create or replace a rule (the id is in the path). */
export const seoRuleInputSchema = seoRuleFields.refine((rule) => Boolean(rule.meta ?? rule.text ?? rule.faq), {
  message: 'a rule gives a meta, a text or a FAQ',
  path: ['meta'],
});
export type SeoRuleInput = z.infer<typeof seoRuleInputSchema>;

export const seoRuleSchema = seoRuleFields.extend({
  id: seoRuleIdSchema,
  meta: seoRuleMetaSchema.nullable(),
  text: z.string().nullable(),
  faq: z.array(seoRuleFaqItemSchema).nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type SeoRule = z.infer<typeof seoRuleSchema>;

export const seoRuleParams = z.object({ id: seoRuleIdSchema });
export const seoRulesResponse = z.object({ rules: z.array(seoRuleSchema) });
export const seoRuleResponse = z.object({ rule: seoRuleSchema });
export const seoRuleDeleteResponse = z.object({ id: z.string(), deleted: z.literal(true) });

/** A rule as the SEO debug names it: which rule gave a page its meta, text or FAQ. */
export const seoRuleRefSchema = z.object({ id: z.string(), name: z.string() });
export type SeoRuleRef = z.infer<typeof seoRuleRefSchema>;
