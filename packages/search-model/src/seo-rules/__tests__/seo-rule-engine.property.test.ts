import * as fc from 'fast-check';
import { SEO_RULE_FIELDS, type SeoRuleCondition, type SeoRuleField } from '@travel/contracts/api/seo-rules';
import { chooseSeoRules, compareSeoRules, seoConditionHolds, ruleMatches, type SeoRuleLike } from '../seo-rule-engine';
import type { SeoRuleFacts, SeoRuleFactValue } from '../seo-rule-facts';

const WORDS = ['wycieczki', 'last-minute', 'grecja', 'kreta', 'warszawa', 'itaka', 'all-inclusive', '7', '14'];
const word = fc.constantFrom(...WORDS);
const field = fc.constantFrom(...SEO_RULE_FIELDS);
const factValue: fc.Arbitrary<SeoRuleFactValue> = fc.oneof(
  fc.constant(null),
  word,
  fc.integer({ min: -3, max: 30 }),
  fc.uniqueArray(word, { maxLength: 4 }),
);
const facts: fc.Arbitrary<SeoRuleFacts> = fc.dictionary(field, factValue, {
  maxKeys: SEO_RULE_FIELDS.length,
}) as fc.Arbitrary<SeoRuleFacts>;
const words = fc.uniqueArray(word, { minLength: 1, maxLength: 4 });
const number = fc.integer({ min: -3, max: 30 });

const condition: fc.Arbitrary<SeoRuleCondition> = fc.oneof(
  fc.record({ field, operator: fc.constantFrom('anyOf' as const, 'noneOf' as const), value: words }),
  fc.record({ field, operator: fc.constantFrom('contains' as const, 'eq' as const, 'neq' as const), value: word }),
  fc.record({ field, operator: fc.constantFrom('empty' as const, 'nempty' as const), value: fc.constant(null) }),
  fc.record({ field, operator: fc.constantFrom('gt' as const, 'gte' as const, 'lt' as const, 'lte' as const), value: number }),
);
const META = { title: 't', description: 'd', keywords: '', heading: 'h', headingDescription: 'hd' };
const rule: fc.Arbitrary<SeoRuleLike> = fc.record({
  id: fc.stringMatching(/^[a-z]{1,6}$/),
  priority: fc.integer({ min: 0, max: 5 }),
  active: fc.boolean(),
  conditions: fc.array(condition, { maxLength: 3 }),
  meta: fc.option(fc.constant(META), { nil: null }),
  text: fc.option(fc.constant('tekst'), { nil: null }),
  faq: fc.option(fc.constant([{ question: 'q', answer: 'a' }]), { nil: null }),
});
const rules = fc.uniqueArray(rule, { maxLength: 8, selector: (r) => r.id });

/** A list (its length), a number, or a numeric word: the facts a comparison can read. */
const readsAsNumber = (fact: SeoRuleFactValue | undefined): boolean =>
  Array.isArray(fact) || typeof fact === 'number' || (typeof fact === 'string' && fact !== '' && Number.isFinite(Number(fact)));

const holds = (operator: SeoRuleCondition['operator'], f: SeoRuleField, value: unknown, on: SeoRuleFacts): boolean =>
  seoConditionHolds({ field: f, operator, value } as SeoRuleCondition, on);

describe('SEO rule operators (properties)', () => {
  it('each operator and its opposite never agree: noneOf/anyOf, neq/eq, nempty/empty, gt/lte, lt/gte (numbers)', () => {
    fc.assert(
      fc.property(facts, field, words, word, number, (on, f, list, one, n) => {
        expect(holds('noneOf', f, list, on)).toBe(!holds('anyOf', f, list, on));
        expect(holds('neq', f, one, on)).toBe(!holds('eq', f, one, on));
        expect(holds('nempty', f, null, on)).toBe(!holds('empty', f, null, on));
        // Only a fact that reads as a number splits the numbers in two (NaN compares false both ways).
        const splits = readsAsNumber(on[f]);
        expect(!splits || holds('gt', f, n, on) === !holds('lte', f, n, on)).toBe(true);
        expect(!splits || holds('lt', f, n, on) === !holds('gte', f, n, on)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('anyOf of one word is contains for a list fact; eq implies contains and anyOf', () => {
    fc.assert(
      fc.property(field, fc.uniqueArray(word, { maxLength: 4 }), word, (f, list, one) => {
        const on: SeoRuleFacts = { [f]: list };
        expect(holds('anyOf', f, [one], on)).toBe(holds('contains', f, one, on));
        expect(!holds('eq', f, one, on) || (holds('contains', f, one, on) && holds('anyOf', f, [one], on))).toBe(true);
      }),
    );
  });

  it('a missing fact, null, an empty word and an empty list are all empty and match no anyOf', () => {
    fc.assert(
      fc.property(field, fc.constantFrom<SeoRuleFactValue | undefined>(undefined, null, '', []), words, (f, nothing, list) => {
        const on: SeoRuleFacts = nothing === undefined ? {} : { [f]: nothing };
        expect(holds('empty', f, null, on)).toBe(true);
        expect(holds('anyOf', f, list, on)).toBe(false);
        expect(holds('noneOf', f, list, on)).toBe(true);
      }),
    );
  });

  it('comparisons read a list by its length and never hold for a word that is no number', () => {
    fc.assert(
      fc.property(field, fc.uniqueArray(word, { maxLength: 4 }), number, (f, list, n) => {
        expect(holds('gte', f, n, { [f]: list })).toBe(list.length >= n);
        expect(holds('lt', f, n, { [f]: 'grecja' })).toBe(false);
        expect(holds('gte', f, n, { [f]: 'grecja' })).toBe(false);
      }),
    );
  });
});

describe('choosing rules (properties)', () => {
  it('the chosen meta and text rule is active, matches, gives its part, and no matching rule that gives it comes before it', () => {
    fc.assert(
      fc.property(rules, facts, (all, on) => {
        const chosen = chooseSeoRules(all, on);
        for (const part of ['meta', 'text'] as const) {
          const pick = chosen[part];
          const candidates = all.filter((r) => ruleMatches(r, on) && r[part] !== null);
          expect(pick === null).toBe(candidates.length === 0);
          expect(pick === null || (pick.active && ruleMatches(pick, on) && pick[part] !== null)).toBe(true);
          for (const other of pick === null ? [] : candidates) expect(compareSeoRules(pick!, other)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the FAQ stacks exactly the matching rules that give questions, in priority order', () => {
    fc.assert(
      fc.property(rules, facts, (all, on) => {
        const { faq } = chooseSeoRules(all, on);
        expect(new Set(faq.map((r) => r.id))).toEqual(new Set(all.filter((r) => ruleMatches(r, on) && r.faq !== null).map((r) => r.id)));
        for (let i = 1; i < faq.length; i++) expect(compareSeoRules(faq[i - 1]!, faq[i]!)).toBeLessThan(0);
      }),
    );
  });

  it('the order rules are stored in does not change the choice', () => {
    fc.assert(
      fc.property(rules, facts, fc.integer(), (all, on, seed) => {
        const shuffled = [...all].sort((a, b) => ((a.id.charCodeAt(0) * seed) % 7) - ((b.id.charCodeAt(0) * seed) % 7));
        expect(chooseSeoRules(shuffled, on)).toEqual(chooseSeoRules(all, on));
      }),
    );
  });

  it('adding a rule that does not match, or is switched off, changes nothing', () => {
    fc.assert(
      fc.property(rules, facts, rule, (all, on, extra) => {
        const added = { ...extra, id: 'zzzzzzz' };
        const off = { ...added, active: false };
        expect(chooseSeoRules([...all, off], on)).toEqual(chooseSeoRules(all, on));
        expect(chooseSeoRules(ruleMatches(added, on) ? all : [...all, added], on)).toEqual(chooseSeoRules(all, on));
      }),
    );
  });

  it('a matching rule with a higher priority than every other takes every part it gives', () => {
    fc.assert(
      fc.property(rules, facts, (all, on) => {
        const top: SeoRuleLike = { id: 'top', priority: 999, active: true, conditions: [], meta: META, text: null, faq: null };
        const chosen = chooseSeoRules([...all, top], on);
        expect(chosen.meta?.id).toBe('top');
        expect(chosen.text).toEqual(chooseSeoRules(all, on).text);
      }),
    );
  });
});
