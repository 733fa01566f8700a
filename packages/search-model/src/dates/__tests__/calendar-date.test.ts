import {
  addDays,
  formatPolishDate,
  fullYearsBetween,
  isIsoDate,
  isoDateFromParts,
  parsePolishDate,
  warsawToday,
  warsawTomorrow,
} from '../calendar-date';

describe('calendar dates', () => {
  it.each([
    ['01.01.2027', '2027-01-01'],
    ['29.02.2028', '2028-02-29'],
    ['31.12.2026', '2026-12-31'],
  ])('reads %s as %s', (input, expected) => {
    expect(parsePolishDate(input)).toBe(expected);
  });

  it.each(['31.02.2027', '29.02.2027', '1.01.2027', '01.13.2027', '2027-01-01', '01.01.27', ' 01.01.2027', '00.01.2027', ''])(
    'rejects %j',
    (input) => {
      expect(parsePolishDate(input)).toBeNull();
    },
  );

  it('formats back to dd.MM.yyyy', () => {
    expect(formatPolishDate('2027-03-05')).toBe('05.03.2027');
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('takes today from the Warsaw wall clock, not UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Warsaw (UTC+1 in winter).
    expect(warsawToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(warsawTomorrow(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-02');
    // 22:30 UTC in summer is 00:30 the next day in Warsaw (UTC+2).
    expect(warsawToday(new Date('2026-07-10T22:30:00Z'))).toBe('2026-07-11');
    expect(warsawToday(new Date('2026-07-10T21:30:00Z'))).toBe('2026-07-10');
  });

  it('counts full years the way birthdays do', () => {
    expect(fullYearsBetween('2020-05-10', '2026-05-09')).toBe(5);
    expect(fullYearsBetween('2020-05-10', '2026-05-10')).toBe(6);
  });

  it('validates parts', () => {
    expect(isoDateFromParts(2027, 2, 29)).toBeNull();
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-30')).toBe(false);
  });
});
