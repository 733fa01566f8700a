import type { SeoRule, SeoRuleCondition } from '@travel/contracts/api/seo-rules';
import type { SeoRuleFactValue, SeoRuleFacts } from './seo-rule-facts';

/** The fields of a rule the engine reads (a stored rule has more). */
export type SeoRuleLike = Pick<SeoRule, 'id' | 'priority' | 'active' | 'conditions' | 'meta' | 'text' | 'faq'>;

const asList = (fact: SeoRuleFactValue | undefined): readonly string[] => {
  if (fact === null || fact === undefined) return [];
  if (typeof fact === 'number') return [String(fact)];
  return typeof fact === 'string' ? (fact === '' ? [] : [fact]) : fact;
};

/** A number a comparison reads: the number itself, a list's length, a numeric word; NaN otherwise. */
const asNumber = (fact: SeoRuleFactValue | undefined): number => {
  if (fact === null || fact === undefined) return Number.NaN;
  if (typeof fact === 'number') return fact;
  if (typeof fact === 'string') return fact.trim() !== '' && Number.isFinite(Number(fact)) ? Number(fact) : Number.NaN;
  return fact.length;
};

/** `eq` compares as a whole: a word equals a one-word fact (or a list of exactly that word). */
const equals = (fact: SeoRuleFactValue | undefined, value: string): boolean => {
  const items = asList(fact);
  return items.length === 1 && items[0] === value;
};

/**
 * Whether one condition holds for the facts (docs/product/seo-rules.md): `anyOf` some item of the
 * fact is listed, `noneOf` none is; `contains` the list has the word (a word fact: contains it as
 * text); `eq`/`neq` the fact is exactly that one word, or not; `empty`/`nempty` the fact has no
 * items, or has some; `gt`/`gte`/`lt`/`lte` compare a number (a list by its length). A fact the page
 * does not have is empty, and no number.
 */
export function seoConditionHolds(condition: SeoRuleCondition, facts: SeoRuleFacts): boolean {
  const fact = facts[condition.field];
  switch (condition.operator) {
    case 'anyOf':
      return asList(fact).some((item) => condition.value.includes(item));
    case 'noneOf':
      return !asList(fact).some((item) => condition.value.includes(item));
    case 'contains':
      return typeof fact === 'string' ? fact.includes(condition.value) : asList(fact).includes(condition.value);
    case 'eq':
      return equals(fact, condition.value);
    case 'neq':
      return !equals(fact, condition.value);
    case 'empty':
      return asList(fact).length === 0;
    case 'nempty':
      return asList(fact).length > 0;
    case 'gt':
      return asNumber(fact) > condition.value;
    case 'gte':
      return asNumber(fact) >= condition.value;
    case 'lt':
      return asNumber(fact) < condition.value;
    case 'lte':
      return asNumber(fact) <= condition.value;
  }
}

/** An active rule whose every condition holds (a rule without conditions matches every page). */
export function ruleMatches(rule: SeoRuleLike, facts: SeoRuleFacts): boolean {
  return rule.active && rule.conditions.every((condition) => seoConditionHolds(condition, facts));
}

/** Higher priority first; then the rule with more conditions (the more specific); then the id. */
export function compareSeoRules(a: SeoRuleLike, b: SeoRuleLike): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.conditions.length !== b.conditions.length) return b.conditions.length - a.conditions.length;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface ChosenSeoRules<R extends SeoRuleLike> {
  /** The first matching rule that gives a meta, or null. */
  readonly meta: R | null;
  /** The first matching rule that gives a text, or null. */
  readonly text: R | null;
  /** Every matching rule that gives questions, in order: a page's FAQ stacks them (a country's, then a category's). */
  readonly faq: readonly R[];
}

/**
 * The rules a page takes its parts from, in `compareSeoRules` order: one rule for the meta, one for
 * the text, every one for the FAQ. The order of `rules` does not matter.
 */
export function chooseSeoRules<R extends SeoRuleLike>(rules: readonly R[], facts: SeoRuleFacts): ChosenSeoRules<R> {
  const matching = rules.filter((rule) => ruleMatches(rule, facts)).sort(compareSeoRules);
  return {
    meta: matching.find((rule) => rule.meta !== null) ?? null,
    text: matching.find((rule) => rule.text !== null) ?? null,
    faq: matching.filter((rule) => rule.faq !== null),
  };
}
