import { BOARDS } from '../../reference/boards';
import { DEPARTURE_CITY_LANDING_SLUGS } from '../../reference/departure-cities';
import { TOUR_OPERATORS } from '../../reference/tour-operators';
import { categorySlugs, landingPresets } from '../landing-presets';
import { LANDING_TYPES, LOCATION_AVAILABILITIES, VALUES_TYPES, type PresetEntry } from '../landing-types';
import { defaultTransport, resolveDatePreset } from '../preset-evaluation';
import { allLandings, resolveLanding, resolveLandingByAlias } from '../resolve-landing';

const now = new Date('2026-11-22T10:00:00Z');
const landing = (slug: string) => {
  const found = resolveLanding(slug, { now });
  if (found === null) throw new Error(`no landing ${slug}`);
  return found;
};

describe('landing pages as data', () => {
  it('has the 20 category slugs, the summer one for the current season', () => {
    expect(categorySlugs(now)).toEqual([
      'wycieczki',
      'last-minute',
      'all-inclusive',
      'zwiedzanie',
      'egzotyka',
      'rejsy',
      'tanie-wczasy',
      'wakacje',
      'first-minute',
      'dojazd-wlasny',
      'narty',
      'sylwester',
      'dla-singli',
      'na-7-dni',
      'na-14-dni',
      'dla-rodzin-z-dziecmi',
      'last-minute-all-inclusive',
      'wycieczki-objazdowe',
      'city-break',
      'lato-27',
    ]);
    expect(categorySlugs(new Date('2026-05-01T10:00:00Z'))).toContain('lato-26');
  });

  it('has unique slugs, known types, availabilities and values types', () => {
    const all = landingPresets(now);
    expect(new Set(all.map((item) => item.slug)).size).toBe(all.length);
    for (const item of all) {
      expect(LANDING_TYPES).toContain(item.type);
      expect(LOCATION_AVAILABILITIES).toContain(item.locationAvailability);
      expect(VALUES_TYPES).toContain(item.valuesType);
      expect(item.title.trim()).not.toBe('');
    }
  });

  it('has one page per tour operator and one last-minute variant each', () => {
    for (const operator of TOUR_OPERATORS) {
      expect(landing(operator.slug)).toMatchObject({ type: 'tourOperator', valuesType: 'tourOperatorGroup' });
      expect(landing(operator.slug).values.tourOperator).toMatchObject({ required: true, value: [operator.slug] });
      expect(landing(`last-minute-${operator.slug}`)).toMatchObject({
        type: 'lastMinuteTourOperator',
        alias: `last-minute-${operator.slug}`,
        family: 'last-minute',
      });
    }
  });

  it('has a departure-city page with the city as alias, and last-minute / city-break variants', () => {
    for (const [city, slug] of Object.entries(DEPARTURE_CITY_LANDING_SLUGS)) {
      expect(landing(slug)).toMatchObject({ type: 'departureCity', alias: city });
      expect(landing(`last-minute-${slug}`)).toMatchObject({ type: 'lastMinuteDepartureCity', alias: `last-minute-${city}` });
      expect(landing(`city-break-${slug}`)).toMatchObject({ type: 'cityBreakDepartureCity', alias: `city-break-${city}` });
      expect(landing(`city-break-${slug}`).values.departureCity).toMatchObject({ required: true, value: [city] });
    }
    expect(resolveLandingByAlias('last-minute-warszawa', { now })?.slug).toBe('last-minute-z-warszawy');
    expect(resolveLandingByAlias('city-break-krakow', { now })?.slug).toBe('city-break-z-krakowa');
  });

  it('has a last-minute page per board', () => {
    for (const board of BOARDS) {
      expect(landing(`last-minute-${board.slug}`)).toMatchObject({ type: 'lastMinuteBoard', family: 'last-minute' });
    }
  });

  it.each([
    ['rejsy', 'rejs'],
    ['wakacje', 'wypoczynek'],
    ['narty', 'narty'],
    ['sylwester', 'sylwester'],
    ['wycieczki-objazdowe', 'wycieczka-objazdowa'],
    ['city-break', 'city-break'],
  ])('offer-type page %s has the offer type %s as alias and required preset', (slug, offerType) => {
    expect(landing(slug)).toMatchObject({ type: 'offerType', alias: offerType });
    expect(landing(slug).values.offerType).toMatchObject({ required: true, value: [offerType] });
  });

  it('restricts dla-singli to Poland', () => {
    expect(landing('dla-singli')).toMatchObject({ locationAvailability: 'selectedLocations', selectedLocations: ['polska'] });
  });

  it('holds the landing preset constants', () => {
    const lastMinute = landing('last-minute').values;
    expect(lastMinute.dateFrom?.value).toEqual({ type: 'relative', day: 1 });
    expect(lastMinute.dateTo?.value).toEqual({ type: 'relative', day: 32 });
    expect(lastMinute.durationDays?.value).toEqual({ from: 7, to: 29 });
    expect(lastMinute.offerType?.value).toEqual(['wypoczynek']);
    expect(lastMinute.transport?.value).toBe('samolot');
    expect(landing('all-inclusive').values.durationDays?.value).toEqual({ from: 7, to: 29 });
    expect(landing('first-minute').values.durationDays?.value).toEqual({ from: 7, to: 29 });
    expect(landing('tanie-wczasy').values.priceRange).toMatchObject({ required: true, value: { from: 1, to: 2000 } });
    expect(landing('na-7-dni').values.durationDays).toMatchObject({ required: true, value: { from: 7, to: 9 } });
    expect(landing('na-14-dni').values.durationDays).toMatchObject({ required: true, value: { from: 14, to: 16 } });
    expect(landing('dla-singli').values.adults).toMatchObject({ required: true, value: 1 });
    expect(landing('narty').values.hotelAttributes?.value).toEqual(['kurorty-narciarskie']);
    expect(landing('dla-rodzin-z-dziecmi').values.hotelAttributes).toMatchObject({ required: true, value: ['dla-dzieci'] });
    expect(landing('dojazd-wlasny').values.transport).toMatchObject({ required: true, value: 'wlasny' });
  });

  it('gates every seasonal date preset with a currentDate gte condition', () => {
    for (const slug of ['first-minute', 'narty', 'lato-27']) {
      const entry = landing(slug).values.dateFrom as PresetEntry<unknown>;
      expect(entry.conditions).toContainEqual(expect.objectContaining({ required: true, propToCompare: 'currentDate', operator: 'gte' }));
    }
  });

  it('resolves seasonal dates to the current occurrence (lato-27 in November 2026)', () => {
    const summer = landing('lato-27').values;
    expect(summer.dateFrom && resolveDatePreset(summer.dateFrom.value, now)).toBe('2027-03-20');
    expect(summer.dateTo && resolveDatePreset(summer.dateTo.value, now)).toBe('2027-10-31');
    const newYear = landing('sylwester').values;
    expect(newYear.dateFrom && resolveDatePreset(newYear.dateFrom.value, now)).toBe('2026-12-24');
    expect(newYear.dateTo && resolveDatePreset(newYear.dateTo.value, now)).toBe('2027-01-07');
  });

  it('resolves a past summer slug to the current summer page and rejects unknown slugs', () => {
    expect(resolveLanding('lato-26', { now })?.slug).toBe('lato-27');
    expect(resolveLanding('lato-27', { now })?.slug).toBe('lato-27');
    expect(resolveLanding('lato-28', { now })).toBeNull();
    expect(resolveLanding('lato-26', { now: new Date('2026-06-01T10:00:00Z') })?.slug).toBe('lato-26');
    expect(resolveLanding('nie-ma-takiej', { now })).toBeNull();
    expect(resolveLanding('', { now })).toBeNull();
  });

  it('gives the default transport per category and destination', () => {
    const expectations: [string, string][] = [
      ['all-inclusive', 'samolot'],
      ['egzotyka', 'samolot'],
      ['first-minute', 'samolot'],
      ['last-minute', 'samolot'],
      ['lato-27', 'samolot'],
      ['city-break', 'samolot-lub-autokar'],
      ['dojazd-wlasny', 'wlasny'],
      ['narty', 'dowolny'],
      ['rejsy', 'dowolny'],
      ['wycieczki', 'samolot-lub-autokar'],
      ['last-minute-z-warszawy', 'samolot'],
    ];
    for (const [slug, transport] of expectations) expect(defaultTransport(landing(slug), [], now)).toBe(transport);
    expect(defaultTransport(landing('last-minute'), [{ slug: 'niemcy', path: null }], now)).toBe('dowolny');
    expect(defaultTransport(landing('egzotyka'), [{ slug: 'egipt', path: null }], now)).toBe('samolot');
  });

  it('lists every landing page', () => {
    expect(allLandings({ now }).length).toBe(20 + 2 * 34 + 3 * 17 + 6);
  });
});
