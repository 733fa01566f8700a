import * as fc from 'fast-check';
import { addDays } from '@travel/search-model';
import {
  EMPTY_CONFIGURATION,
  OWN_TRANSPORT,
  changeConfiguration,
  parseConfiguration,
  withOfferChoices,
  writeConfiguration,
  type Configuration,
} from '../configuration-url';

// Noon in Warsaw on 23 November 2026: "today" is 2026-11-23.
const NOW = new Date('2026-11-23T11:00:00Z');
const TODAY = '2026-11-23';

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
const birthDate = fc.integer({ min: 0, max: 17 * 365 }).map((daysBack) => addDays(TODAY, -daysBack));
const futureDay = fc.integer({ min: 1, max: 500 }).map((days) => addDays(TODAY, days));
const configuration: fc.Arbitrary<Configuration> = fc.record({
  offerHash: fc.option(fc.stringMatching(/^[a-z0-9]{4,40}$/), { nil: null }),
  adults: fc.integer({ min: 1, max: 9 }),
  children: fc.array(birthDate, { maxLength: 6 }),
  departureCity: fc.option(fc.oneof(slug, fc.constant(OWN_TRANSPORT)), { nil: null }),
  departureDate: fc.option(futureDay, { nil: null }),
  durationDays: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  board: fc.option(slug, { nil: null }),
  roomCode: fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/), { nil: null }),
});

describe('the configurator address', () => {
  it('gives back every valid configuration it wrote (property)', () => {
    fc.assert(
      fc.property(configuration, (config) => {
        expect(parseConfiguration(writeConfiguration(config), NOW)).toEqual(config);
      }),
    );
  });

  it('never throws on any query string, and what it reads is written canonically (property)', () => {
    const key = fc.constantFrom('oferta', 'dorosli', 'dzieci', 'wyjazd', 'termin', 'dlugosc', 'wyzywienie', 'pokoj', 'x');
    const query = fc.array(fc.tuple(key, fc.string()), { maxLength: 10 }).map((pairs) => `?${new URLSearchParams(pairs).toString()}`);
    fc.assert(
      fc.property(query, (search) => {
        const read = parseConfiguration(search, NOW);
        expect(parseConfiguration(writeConfiguration(read), NOW)).toEqual(read);
      }),
    );
  });

  it('writes Polish parameter names, dates as dd.MM.yyyy and leaves the defaults out', () => {
    expect(writeConfiguration(EMPTY_CONFIGURATION)).toBe('');
    expect(
      writeConfiguration({
        ...EMPTY_CONFIGURATION,
        adults: 3,
        children: ['2019-05-01', '2026-01-10'],
        departureCity: 'warszawa',
        departureDate: '2027-01-03',
        durationDays: 8,
        board: 'all-inclusive',
        roomCode: 'DBL',
      }),
    ).toBe('?dorosli=3&dzieci=01.05.2019,10.01.2026&wyjazd=warszawa&termin=03.01.2027&dlugosc=8&wyzywienie=all-inclusive&pokoj=DBL');
  });

  it('drops what cannot be right: a future or adult birth date, a past departure, an adult count out of range', () => {
    const read = parseConfiguration('?dorosli=12&dzieci=01.01.2030,01.01.2000,15.06.2020&termin=01.01.2020&dlugosc=0&oferta=BAD!', NOW);
    expect(read).toEqual({ ...EMPTY_CONFIGURATION, children: ['2020-06-15'] });
  });

  it('a choice drops the card offer; the card offer fills only the choices the address leaves open', () => {
    const fromCard = parseConfiguration('?oferta=bec48c2c5xt&wyzywienie=fb', NOW);
    expect(changeConfiguration(fromCard, { adults: 1 })).toEqual({ ...fromCard, adults: 1, offerHash: null });
    expect(
      withOfferChoices(fromCard, { departureCity: null, departureDate: '2027-01-03', durationDays: 3, board: 'bb', roomCode: 'DBL' }),
    ).toEqual({
      ...EMPTY_CONFIGURATION,
      departureCity: OWN_TRANSPORT,
      departureDate: '2027-01-03',
      durationDays: 3,
      board: 'fb',
      roomCode: 'DBL',
    });
  });
});
