import * as fc from 'fast-check';
import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { pl } from 'date-fns/locale/pl';
import { formatDate, parseDate } from '../format-date';

/** Every token the shop's patterns use, formatted by date-fns (what format-date.ts replaced). */
const PATTERNS = [
  'dd.MM.yyyy',
  'yyyy-MM-dd',
  'd MMMM yyyy',
  'd MMMM',
  'd MMM yyyy',
  'd MMM',
  'EEEE, d MMMM',
  'dd.MM.yyyy HH:mm',
  'LLLL',
  'LLL',
  'M',
];
const dateFns = (instant: Date, pattern: string) => format(instant, pattern, { locale: pl, in: tz('Europe/Warsaw') });

// 1990-2060, across both clock changes of every year.
const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }).map((ms) => new Date(ms));

describe('formatDate against date-fns with the Polish locale in Europe/Warsaw', () => {
  it.each(PATTERNS)('formats any instant as date-fns does: %s', (pattern) => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect([instant.toISOString(), formatDate(instant, pattern)]).toEqual([instant.toISOString(), dateFns(instant, pattern)]);
      }),
      { numRuns: 400 },
    );
  });

  it('names every month and weekday as date-fns does', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 2, 3, 4, 5, 6, 7]) {
        const iso = `2027-${String(month).padStart(2, '0')}-0${String(day)}`;
        const instant = parseDate(iso) as Date;
        for (const pattern of ['EEEE, d MMMM yyyy', 'LLLL LLL MMM'])
          expect([iso, formatDate(iso, pattern)]).toEqual([iso, dateFns(instant, pattern)]);
      }
    }
  });

  it('reads a calendar day as midnight in Warsaw, on clock-change days too', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 0, 1)), noInvalidDate: true }), (some) => {
        const iso = some.toISOString().slice(0, 10);
        const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
        expect([iso, parseDate(iso)?.getTime()]).toEqual([iso, new TZDate(year, month - 1, day, 'Europe/Warsaw').getTime()]);
      }),
      { numRuns: 400 },
    );
    expect(parseDate('2026-03-29')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parseDate('2026-10-25')?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('refuses a token it does not know, as date-fns does, instead of printing a wrong date', () => {
    expect(() => formatDate('2026-08-15', 'd MMMM yyyy, hh:mm a')).toThrow(RangeError);
  });
});
