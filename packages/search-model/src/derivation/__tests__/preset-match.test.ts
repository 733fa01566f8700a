import { createDefaultSearchState } from '../../defaults/search-defaults';
import type { LandingValues, PresetComparison } from '../../landing/landing-types';
import type { SearchState } from '../../state/search-state';
import { presetSatisfied } from '../preset-match';

const now = new Date('2026-11-22T10:00:00Z');
const base = (patch: Partial<SearchState> = {}): SearchState => ({ ...createDefaultSearchState(), ...patch });
const entry = <Value>(value: Value, comparison: PresetComparison) => ({ required: true, value, comparison, conditions: [] });

describe('preset comparisons', () => {
  it.each<[PresetComparison, { from: number; to: number }, boolean]>([
    ['eq', { from: 7, to: 9 }, true],
    ['eq', { from: 7, to: 8 }, false],
    ['within', { from: 8, to: 8 }, true],
    ['within', { from: 6, to: 8 }, false],
    ['max', { from: 2, to: 9 }, true],
    ['max', { from: 2, to: 10 }, false],
    ['min', { from: 7, to: 20 }, true],
    ['min', { from: 6, to: 20 }, false],
  ])('duration %s 7-9 against %j: %s', (comparison, durationDays, expected) => {
    const values: LandingValues = { durationDays: entry({ from: 7, to: 9 }, comparison) };
    expect(presetSatisfied('durationDays', values, base({ durationDays }), now)).toBe(expected);
  });

  it.each<[PresetComparison, string[], boolean]>([
    ['eq', ['spa', 'golf'], true],
    ['eq', ['spa'], false],
    ['min', ['spa', 'golf', 'fitness'], true],
    ['min', ['spa'], false],
    ['within', ['spa'], true],
    ['within', [], false],
    ['within', ['fitness'], false],
  ])('attributes %s [spa, golf] against %j: %s', (comparison, hotelAttributes, expected) => {
    const values: LandingValues = { hotelAttributes: entry(['spa', 'golf'], comparison) };
    expect(presetSatisfied('hotelAttributes', values, base({ hotelAttributes }), now)).toBe(expected);
  });

  it.each<[PresetComparison, string | null, boolean]>([
    ['eq', '2026-12-24', true],
    ['eq', '2026-12-23', false],
    ['max', '2026-12-20', true],
    ['max', '2026-12-25', false],
    ['min', '2026-12-25', true],
    ['min', '2026-12-20', false],
    ['max', null, false],
  ])('date to %s 24.12 against %s: %s', (comparison, to, expected) => {
    const values: LandingValues = { dateTo: entry({ type: 'direct', day: 24, month: 12, year: 2026 }, comparison) };
    expect(presetSatisfied('dateTo', values, base({ dateRange: { from: null, to } }), now)).toBe(expected);
  });

  it('reads an unset start date as tomorrow', () => {
    const values: LandingValues = { dateFrom: entry({ type: 'relative', day: 1 }, 'eq') };
    expect(presetSatisfied('dateFrom', values, base(), now)).toBe(true);
    expect(presetSatisfied('dateFrom', values, base({ dateRange: { from: '2026-11-24', to: null } }), now)).toBe(false);
  });
});
