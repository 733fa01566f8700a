import { bookableSeasonRange, currentSeasonOccurrence, isSeasonAvailable, seasonOccurrence, summerSlug } from '../seasons';

const at = (iso: string): Date => new Date(`${iso}T10:00:00Z`);

describe('seasons as yearly data', () => {
  it('reproduces the spec occurrences', () => {
    expect(seasonOccurrence('first-minute', 2026)).toEqual({
      season: 'first-minute',
      year: 2026,
      availableFrom: '2025-03-01',
      from: '2026-04-20',
      to: '2026-10-31',
    });
    expect(seasonOccurrence('summer', 2026)).toEqual({
      season: 'summer',
      year: 2026,
      availableFrom: '2025-09-15',
      from: '2026-03-20',
      to: '2026-10-31',
    });
    expect(seasonOccurrence('ski', 2025)).toEqual({
      season: 'ski',
      year: 2025,
      availableFrom: '2025-04-15',
      from: '2025-11-01',
      to: '2026-04-15',
    });
    expect(seasonOccurrence('new-year', 2025)).toEqual({
      season: 'new-year',
      year: 2025,
      availableFrom: null,
      from: '2025-12-24',
      to: '2026-01-07',
    });
  });

  it.each<[string, 'first-minute' | 'summer' | 'ski' | 'new-year', number]>([
    // Summer rolls once its season is over: lato-26 until 31.10.2026, then lato-27.
    ['2026-06-01', 'summer', 2026],
    ['2026-10-29', 'summer', 2026],
    ['2026-10-30', 'summer', 2027],
    ['2026-11-22', 'summer', 2027],
    ['2027-01-01', 'summer', 2027],
    ['2027-11-01', 'summer', 2028],
    ['2026-05-01', 'first-minute', 2026],
    ['2026-11-22', 'first-minute', 2027],
    // Ski crosses the year boundary: the 2026/27 season lasts until 15.04.2027.
    ['2026-11-22', 'ski', 2026],
    ['2027-01-10', 'ski', 2026],
    ['2027-04-20', 'ski', 2027],
    // New Year's Eve crosses it too: 24.12.2026-07.01.2027 is still current on 2 January.
    ['2026-12-20', 'new-year', 2026],
    ['2027-01-02', 'new-year', 2026],
    ['2027-01-07', 'new-year', 2027],
    ['2027-02-01', 'new-year', 2027],
  ])('on %s the current %s season is %i', (day, season, year) => {
    expect(currentSeasonOccurrence(season, at(day)).year).toBe(year);
  });

  it.each([
    // Until the 2025 summer is over its page is lato-25; the slug moves on the day after.
    ['2025-10-01', 'lato-25'],
    ['2025-11-01', 'lato-26'],
    ['2026-10-29', 'lato-26'],
    ['2026-11-01', 'lato-27'],
    ['2027-12-31', 'lato-28'],
    ['2099-11-05', 'lato-00'],
  ])('on %s the summer slug is %s', (day, slug) => {
    expect(summerSlug(at(day))).toBe(slug);
  });

  it('gates a seasonal preset on its start date', () => {
    const summer2026 = seasonOccurrence('summer', 2026);
    expect(isSeasonAvailable(summer2026, at('2025-09-14'))).toBe(false);
    expect(isSeasonAvailable(summer2026, at('2025-09-15'))).toBe(true);
    expect(isSeasonAvailable(seasonOccurrence('ski', 2025), at('2025-04-14'))).toBe(false);
    expect(isSeasonAvailable(seasonOccurrence('first-minute', 2026), at('2025-02-28'))).toBe(false);
    expect(isSeasonAvailable(seasonOccurrence('new-year', 2025), at('2020-01-01'))).toBe(true);
  });

  it('moves the start of a running season up to tomorrow', () => {
    expect(bookableSeasonRange(currentSeasonOccurrence('ski', at('2026-12-10')), at('2026-12-10'))).toEqual({
      from: '2026-12-11',
      to: '2027-04-15',
    });
    expect(bookableSeasonRange(currentSeasonOccurrence('ski', at('2026-06-10')), at('2026-06-10'))).toEqual({
      from: '2026-11-01',
      to: '2027-04-15',
    });
  });
});
