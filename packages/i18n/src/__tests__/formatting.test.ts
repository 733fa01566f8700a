import { assert as fcAssert, integer, property } from 'fast-check';
import type { i18n as I18nInstance } from 'i18next';
import {
  createI18n,
  formatAdults,
  formatAmount,
  formatChildren,
  formatDate,
  formatDays,
  formatInfants,
  formatNights,
  formatPersons,
  formatPrice,
  formatPriceFromGrosze,
  formatYears,
  parseDate,
  pluralForm,
  polishPluralCategory,
  toApiDate,
  type CountTranslator,
} from '..';
import common from '../../locales/pl/common.json';

const NBSP = '\u00A0';

describe('Polish plural forms', () => {
  let t: CountTranslator;
  beforeAll(async () => {
    const instance: I18nInstance = await createI18n({ resources: { pl: { common } } });
    t = (key, options) => (instance.t as unknown as CountTranslator)(key, options);
  });

  it.each([
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [12, 'many'],
    [14, 'many'],
    [22, 'few'],
    [25, 'many'],
    [0, 'many'],
    [1.5, 'other'],
  ])('%p is %p', (n, category) => {
    expect(polishPluralCategory(n)).toBe(category);
  });

  it('picks explicit forms, fractions falling back to few', () => {
    const forms = { one: 'oferta', few: 'oferty', many: 'ofert' };
    expect(pluralForm(1, forms)).toBe('oferta');
    expect(pluralForm(3, forms)).toBe('oferty');
    expect(pluralForm(11, forms)).toBe('ofert');
    expect(pluralForm(2.5, forms)).toBe('oferty');
  });

  it('counts adults, children, infants, years, persons, days and nights from common.json', () => {
    expect([1, 2, 5].map((n) => formatAdults(n, t))).toEqual(['1 dorosły', '2 dorosłych', '5 dorosłych']);
    expect([1, 3, 5].map((n) => formatChildren(n, t))).toEqual(['1 dziecko', '3 dzieci', '5 dzieci']);
    expect([1, 2, 5].map((n) => formatInfants(n, t))).toEqual(['1 niemowlę', '2 niemowlęta', '5 niemowląt']);
    expect([1, 2, 5, 22].map((n) => formatYears(n, t))).toEqual(['1 rok', '2 lata', '5 lat', '22 lata']);
    expect([1, 4, 12].map((n) => formatPersons(n, t))).toEqual(['1 osoba', '4 osoby', '12 osób']);
    expect([1, 2, 7].map((n) => formatDays(n, t))).toEqual(['1 dzień', '2 dni', '7 dni']);
    expect([1, 3, 7, 14].map((n) => formatNights(n, t))).toEqual(['1 noc', '3 noce', '7 nocy', '14 nocy']);
  });

  it('has every plural form of every counted noun in the source file', () => {
    const plural = common.plural as Record<string, string>;
    for (const noun of ['adults', 'children', 'infants', 'years', 'persons', 'days', 'nights']) {
      for (const category of ['one', 'few', 'many', 'other']) {
        expect(plural[`${noun}_${category}`]).toContain('{{count}}');
      }
    }
  });
});

describe('price format', () => {
  it.each([
    [0, '0 zł'],
    [999, '999 zł'],
    [1234, `1${NBSP}234 zł`],
    [1234.5, `1${NBSP}234,50 zł`],
    [1299.0, `1${NBSP}299 zł`],
    [999999, `999${NBSP}999 zł`],
    [1234567.89, `1${NBSP}234${NBSP}567,89 zł`],
    [-450, '-450 zł'],
    [0.05, '0,05 zł'],
  ])('%p → %p', (value, expected) => {
    expect(formatPrice(value).replace(`${NBSP}zł`, ' zł')).toBe(expected);
  });

  it('rounds to grosze before deciding to drop the decimals', () => {
    expect(formatAmount(10.004)).toBe('10');
    expect(formatAmount(10.999)).toBe('11');
  });

  it('gives an empty string for a missing price', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('formats integer grosze', () => {
    expect(formatPriceFromGrosze(129900)).toBe(`1${NBSP}299${NBSP}zł`);
    expect(formatPriceFromGrosze(129950)).toBe(`1${NBSP}299,50${NBSP}zł`);
  });

  it('keeps the value: digits without separators read back the rounded amount', () => {
    fcAssert(
      property(integer({ min: 0, max: 10_000_000_000 }), (grosze) => {
        const text = formatAmount(grosze / 100);
        const [whole = '', fraction = '00'] = text.split(',');
        expect(Number(whole.replaceAll(NBSP, '')) * 100 + Number(fraction)).toBe(grosze);
        expect(text.endsWith(',00')).toBe(false);
        expect(whole).toMatch(/^\d{1,3}(\u00A0\d{3})*$/);
      }),
    );
  });
});

describe('date format (Europe/Warsaw)', () => {
  it('formats an API calendar day as that day in Warsaw', () => {
    expect(formatDate('2026-07-01')).toBe('01.07.2026');
    expect(formatDate('01.07.2026', 'yyyy-MM-dd')).toBe('2026-07-01');
  });

  it('formats instants in Warsaw time, not the runtime zone', () => {
    // 23:30 UTC on 30 June is already 1 July in Warsaw (UTC+2 in summer).
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('01.07.2026');
    expect(formatDate('2026-12-31T23:30:00Z', 'd MMMM yyyy')).toBe('1 stycznia 2027');
  });

  it('uses Polish month and day names', () => {
    expect(formatDate('2026-08-15', 'EEEE, d MMMM')).toBe('sobota, 15 sierpnia');
  });

  it("logs 'Invalid date!' and returns '' for an invalid date", () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatDate('31.02.2026')).toBe('');
    expect(formatDate('nie-data')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(spy).toHaveBeenCalledTimes(4);
    expect(spy).toHaveBeenCalledWith('Invalid date!');
    spy.mockRestore();
  });

  it('sends API dates as yyyy-mm-dd', () => {
    expect(toApiDate(parseDate('05.01.2027'))).toBe('2027-01-05');
  });
});
