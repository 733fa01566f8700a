import { landingPresets } from '../../landing/landing-presets';
import { ALL_DEPARTURE_CITIES, DEPARTURE_CITY_LANDING_SLUGS, departureCityBySlug, departureFromPhrase } from '../departure-cities';
import { fromPlace, fromPreposition, INDECLINABLE_PLACE_NAMES, type PlaceForms } from '../place-forms';
import { destinationPlaceForms } from '../places';

const LOCATIVE_PREPOSITION = /^(w|we|na) \S/;
const everyPlace: PlaceForms[] = [...ALL_DEPARTURE_CITIES, ...destinationPlaceForms()];
/** The name without the border-crossing note, which never declines. */
const core = (name: string): string => name.replace(/ \(przejście graniczne\)$/, '');

describe('every place name of the reference data carries its Polish forms', () => {
  it.each(everyPlace.map((place) => [place.nominative, place] as const))('%s: nominative, genitive and locative', (_, place) => {
    expect(place.nominative.trim()).not.toBe('');
    expect(place.genitive.trim()).not.toBe('');
    expect(place.locative).toMatch(LOCATIVE_PREPOSITION);
  });

  it('declines every name Polish declines: the genitive and the locative differ from the nominative', () => {
    const undeclined = everyPlace
      .filter((place) => !INDECLINABLE_PLACE_NAMES.has(place.nominative))
      .filter((place) => {
        const locativeName = core(place.locative).replace(LOCATIVE_PREPOSITION, (whole) => whole.slice(-1));
        return core(place.genitive) === core(place.nominative) || locativeName === core(place.nominative);
      });
    expect(undeclined.map((place) => place.nominative)).toEqual([]);
  });

  it('keeps the indeclinable names as they are, and lists only names the data has', () => {
    for (const name of INDECLINABLE_PLACE_NAMES) {
      const place = everyPlace.find((candidate) => candidate.nominative === name);
      expect(place).toBeDefined();
      expect(place!.genitive).toBe(name);
      expect(place!.locative.endsWith(` ${name}`)).toBe(true);
    }
  });

  it("takes 'we' before the clusters that need it and 'w' elsewhere", () => {
    const wrong = everyPlace.filter((place) => {
      const [preposition = ''] = place.locative.split(' ');
      const name = core(place.locative).slice(preposition.length + 1);
      const needsWe = /^[WwFf][^aąeęioóuy]/.test(name);
      return (preposition === 'we') !== needsWe && preposition !== 'na';
    });
    expect(wrong.map((place) => place.locative)).toEqual([]);
  });
});

describe("'z' or 'ze' before a departure point", () => {
  it.each([
    ['Szczecina', 'ze'],
    ['Świnoujścia', 'ze'],
    ['Zgorzelca', 'ze'],
    ['Słupska', 'ze'],
    ['Stalowej Woli', 'ze'],
    ['Sopotu', 'z'],
    ['Zakopanego', 'z'],
    ['Żywca', 'z'],
    ['Siedlec', 'z'],
    ['Warszawy', 'z'],
    ['Katowic', 'z'],
  ])('%s takes %s', (genitive, preposition) => {
    expect(fromPreposition(genitive)).toBe(preposition);
  });

  it('gives every departure point its phrase from the genitive', () => {
    for (const city of ALL_DEPARTURE_CITIES) {
      expect(departureFromPhrase(city.slug)).toBe(fromPlace(city));
      expect(departureFromPhrase(city.slug)).toMatch(new RegExp(`^(z|ze) ${city.genitive.replace(/[()]/g, '\\$&')}$`));
    }
    expect(departureFromPhrase('rzeszow')).toBe('z Rzeszowa');
    expect(departureFromPhrase('szczecin')).toBe('ze Szczecina');
    expect(departureFromPhrase('katowice')).toBe('z Katowic');
  });
});

describe('every landing heading puts a departure city in the genitive', () => {
  const presets = landingPresets(new Date('2026-11-26T10:00:00Z'));

  it.each(Object.entries(DEPARTURE_CITY_LANDING_SLUGS))('%s (/%s/ and its last-minute and city-break pages)', (city, slug) => {
    const forms = departureCityBySlug(city)!;
    const from = fromPlace(forms);
    const titles = [slug, `last-minute-${slug}`, `city-break-${slug}`].map((pageSlug) => presets.find((p) => p.slug === pageSlug)?.title);
    expect(titles).toEqual([`Wycieczki ${from}`, `Last minute ${from}`, `City break ${from}`]);
    // The slug was written by hand: its preposition agrees with the heading's.
    expect(slug.startsWith(`${fromPreposition(forms.genitive)}-`)).toBe(true);
  });

  it('never shows a departure city in the nominative after z/ze on any landing page', () => {
    const wrong = presets.flatMap((preset) =>
      ALL_DEPARTURE_CITIES.filter((city) => city.genitive !== city.nominative)
        .filter((city) => new RegExp(`\\bz(e)? ${city.nominative}(?![\\p{L}-])`, 'u').test(preset.title))
        .map((city) => `${preset.slug}: ${preset.title} (${city.nominative})`),
    );
    expect(wrong).toEqual([]);
  });
});
