import { resolveLanding } from '../../landing/resolve-landing';
import { seoRuleFacts } from '../seo-rule-facts';
import { chooseSeoRules } from '../seo-rule-engine';
import { fillSeoTemplate } from '../seo-template';

const now = new Date('2026-11-22T10:00:00Z');
const landing = (slug: string) => {
  const found = resolveLanding(slug, { now });
  if (!found) throw new Error(slug);
  return found;
};

describe('seoRuleFacts', () => {
  it('a category page in a place: its slug and every slug of the place path', () => {
    const facts = seoRuleFacts(landing('last-minute'), 'grecja/kreta');
    expect(facts.category).toBe('last-minute');
    expect(facts.location).toEqual(['grecja', 'kreta']);
    expect(facts.offerType).toEqual(['wypoczynek']);
    expect(facts.lastMinuteDepartureCity).toEqual([]);
  });

  it('a last-minute page from a city sets the departure city and its own variant field', () => {
    const facts = seoRuleFacts(landing('last-minute-z-warszawy'), null);
    expect(facts.departureCity).toEqual(facts.lastMinuteDepartureCity);
    expect(facts.departureCity).toHaveLength(1);
    expect(facts.cityBreakDepartureCity).toEqual([]);
    expect(facts.location).toEqual([]);
  });

  it('a rule over the departure city picks the operator-free text for a city page only', () => {
    const rules = [
      { id: 'base', priority: 0, active: true, conditions: [], meta: null, text: 'ogólny', faq: null },
      {
        id: 'city',
        priority: 10,
        active: true,
        conditions: [{ field: 'departureCity' as const, operator: 'nempty' as const, value: null }],
        meta: null,
        text: 'z miasta',
        faq: null,
      },
    ];
    expect(chooseSeoRules(rules, seoRuleFacts(landing('z-warszawy'), null)).text?.text).toBe('z miasta');
    expect(chooseSeoRules(rules, seoRuleFacts(landing('egzotyka'), null)).text?.text).toBe('ogólny');
  });
});

describe('fillSeoTemplate', () => {
  const values = { tytul: 'Last minute', miejsce: 'Grecja', miejscownik: 'w Grecji', dopelniacz: 'Grecji', rok: '' };

  it('fills the known words and keeps an unknown one as written', () => {
    expect(fillSeoTemplate('{tytul} {miejscownik}: loty do {dopelniacz} {nieznane}', values)).toBe(
      'Last minute w Grecji: loty do Grecji {nieznane}',
    );
  });

  it('an empty word leaves no double space and no space before punctuation', () => {
    expect(fillSeoTemplate('{tytul} {rok} – oferty {miejscownik}.', { ...values, miejscownik: '' })).toBe('Last minute – oferty.');
  });
});
