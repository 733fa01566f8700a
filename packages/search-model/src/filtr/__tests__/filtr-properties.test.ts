import * as fc from 'fast-check';
import { warsawToday, warsawTomorrow } from '../../dates/calendar-date';
import { DEFAULT_DURATION, MAX_DESTINATIONS, MAX_PRICE } from '../../defaults/search-defaults';
import type { SearchState } from '../../state/search-state';
import { parseFiltr } from '../parse-filtr';
import { writeFiltr } from '../write-filtr';
import { filtrLikeArbitrary, validStateArbitrary } from './filtr-arbitraries';

const clock = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true });

/** The rules every parsed state keeps, whatever the address held; returns the broken ones. */
function violations(state: SearchState, now: Date): string[] {
  const tomorrow = warsawTomorrow(now);
  const { dateRange, departureDateRange, priceRange, durationDays } = state;
  const rules: [string, boolean][] = [
    ['destination cap', state.destinations.length <= MAX_DESTINATIONS],
    ['duration bounds', durationDays.from >= DEFAULT_DURATION.from && durationDays.to <= DEFAULT_DURATION.to],
    ['duration order', durationDays.from <= durationDays.to],
    ['date from not before tomorrow', dateRange.from === null || dateRange.from >= tomorrow],
    ['date to after tomorrow', dateRange.to === null || dateRange.to > tomorrow],
    ['date order', dateRange.from === null || dateRange.to === null || dateRange.to >= dateRange.from],
    ['departure from', departureDateRange === null || departureDateRange.from >= tomorrow],
    ['departure order', departureDateRange === null || departureDateRange.to >= departureDateRange.from],
    ['children born', state.children.every((child) => child <= warsawToday(now))],
    ['price from clamp', priceRange.from <= MAX_PRICE],
    ['price cap', priceRange.to === null || (priceRange.to < MAX_PRICE && priceRange.to >= priceRange.from)],
    ['page', Number.isInteger(state.page) && state.page >= 1],
    ['adults', Number.isInteger(state.adults) && state.adults >= 1],
  ];
  return rules.filter(([, holds]) => !holds).map(([name]) => name);
}

describe('filtr codec properties', () => {
  it('parsing never throws on any string and always gives a valid state', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), clock, (input, now) => {
        expect(violations(parseFiltr(input, { now }), now)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('parsing never throws on filtr-shaped input and always gives a valid state', () => {
    fc.assert(
      fc.property(filtrLikeArbitrary, clock, (input, now) => {
        expect(violations(parseFiltr(input, { now }), now)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('writing a parsed state and parsing it again gives the same state (the address is canonical)', () => {
    fc.assert(
      fc.property(filtrLikeArbitrary, clock, (input, now) => {
        const state = parseFiltr(input, { now });
        const written = writeFiltr(state, { now });
        const again = parseFiltr(written, { now });
        expect(again).toEqual(state);
        expect(writeFiltr(again, { now })).toBe(written);
      }),
      { numRuns: 1000 },
    );
  });

  it('parse(write(state)) gives back any valid state, and write is stable', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    fc.assert(
      fc.property(validStateArbitrary(now), (state) => {
        const written = writeFiltr(state, { now });
        const parsed = parseFiltr(written, { now, category: state.category });
        expect(parsed).toEqual(state);
        expect(writeFiltr(parsed, { now })).toBe(written);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips valid states on any day, across year boundaries', () => {
    fc.assert(
      fc.property(
        clock.chain((now) => validStateArbitrary(now).map((state) => [now, state] as const)),
        ([now, state]) => {
          expect(parseFiltr(writeFiltr(state, { now }), { now, category: state.category })).toEqual(state);
        },
      ),
      { numRuns: 100 },
    );
  });
});
