import fc from 'fast-check';
import { warsawToday, warsawTomorrow } from '../../dates/calendar-date';
import { DEFAULT_DURATION, MAX_DESTINATIONS, MAX_PRICE } from '../../defaults/search-defaults';
import type { SearchState } from '../../state/search-state';
import { parseFiltr } from '../parse-filtr';
import { writeFiltr } from '../write-filtr';
import { filtrLikeArbitrary, validStateArbitrary } from './filtr-arbitraries';

const clock = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true });

/** What every parsed state satisfies, whatever the address held. */
function assertValid(state: SearchState, now: Date): void {
  const tomorrow = warsawTomorrow(now);
  expect(state.destinations.length).toBeLessThanOrEqual(MAX_DESTINATIONS);
  expect(state.durationDays.from).toBeGreaterThanOrEqual(DEFAULT_DURATION.from);
  expect(state.durationDays.to).toBeLessThanOrEqual(DEFAULT_DURATION.to);
  expect(state.durationDays.from).toBeLessThanOrEqual(state.durationDays.to);
  if (state.dateRange.from !== null) expect(state.dateRange.from >= tomorrow).toBe(true);
  if (state.dateRange.to !== null) expect(state.dateRange.to > tomorrow).toBe(true);
  if (state.dateRange.from !== null && state.dateRange.to !== null) {
    expect(state.dateRange.to >= state.dateRange.from).toBe(true);
  }
  if (state.departureDateRange !== null) {
    expect(state.departureDateRange.from >= tomorrow).toBe(true);
    expect(state.departureDateRange.to >= state.departureDateRange.from).toBe(true);
  }
  for (const child of state.children) expect(child <= warsawToday(now)).toBe(true);
  expect(state.priceRange.from).toBeLessThanOrEqual(MAX_PRICE);
  if (state.priceRange.to !== null) {
    expect(state.priceRange.to).toBeLessThan(MAX_PRICE);
    expect(state.priceRange.to).toBeGreaterThanOrEqual(state.priceRange.from);
  }
  expect(Number.isInteger(state.page) && state.page >= 1).toBe(true);
  expect(Number.isInteger(state.adults) && state.adults >= 1).toBe(true);
}

describe('filtr codec properties', () => {
  it('parsing never throws on any string and always gives a valid state', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), clock, (input, now) => {
        assertValid(parseFiltr(input, { now }), now);
      }),
      { numRuns: 300 },
    );
  });

  it('parsing never throws on filtr-shaped input and always gives a valid state', () => {
    fc.assert(
      fc.property(filtrLikeArbitrary, clock, (input, now) => {
        assertValid(parseFiltr(input, { now }), now);
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
