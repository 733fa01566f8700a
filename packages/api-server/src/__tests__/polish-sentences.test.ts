import { ALL_DEPARTURE_CITIES, departureCityBySlug } from '@travel/search-model/reference/departure-cities';
import { INDECLINABLE_PLACE_NAMES } from '@travel/search-model/reference/place-forms';
import { TOUR_OPERATORS } from '@travel/search-model/reference/tour-operators';
import { bookingSummary, orderDocuments } from '../mail/documents';
import type { OrderRow } from '../queries/order';
import { buildLocations, buildSeo, categoryTitleYear } from '../seed/generate';
import { departureCities } from '../seed/reference';

// The sentences the seed and the booking e-mail put place names into, rendered for every name
// (docs/adr/0230-place-names-in-their-cases.md).

const TODAY = '2026-11-26';
const locations = buildLocations();
const seo = buildSeo(locations, TODAY);

interface PageMeta {
  heading: { title: string; description: string };
  seo: { title: string; description: string };
}

describe('every seed location in the landing sentences', () => {
  it('stores the forms of the search model for every location', () => {
    const wrong = locations.filter(
      (location) =>
        location.name_genitive === '' ||
        !/^(w|we|na) /.test(location.name_locative) ||
        (!INDECLINABLE_PLACE_NAMES.has(location.name) && location.name_genitive === location.name),
    );
    expect(wrong.map((location) => location.name)).toEqual([]);
    expect(locations.find((l) => l.slug === 'egipt')).toMatchObject({ name: 'Egipt', name_genitive: 'Egiptu', name_locative: 'w Egipcie' });
  });

  it('puts the locative in every heading and the genitive after "hotelach", never the nominative', () => {
    const wrong: string[] = [];
    for (const page of seo.pages) {
      const locationId = page.location_id as number | null;
      if (locationId === null) continue;
      const location = locations.find((l) => l.id === locationId)!;
      const meta = page.meta as PageMeta;
      if (!meta.heading.title.endsWith(` ${location.name_locative}`)) wrong.push(`${String(page.pathname)}: ${meta.heading.title}`);
      if (!meta.seo.description.endsWith(`hotelach ${location.name_genitive}.`))
        wrong.push(`${String(page.pathname)}: ${meta.seo.description}`);
      if (!INDECLINABLE_PLACE_NAMES.has(location.name) && new RegExp(` (w|na) ${location.name}(?![\\p{L}-])`, 'u').test(meta.heading.title))
        wrong.push(`${String(page.pathname)}: ${meta.heading.title}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names a year only where the page sells one season (no "Last minute 2027" in November 2026)', () => {
    const titles = new Map(seo.pages.filter((p) => p.location_id === null).map((p) => [p.category, (p.meta as PageMeta).seo.title]));
    expect(titles.get('last-minute')).toBe('Last minute – oferty biur podróży');
    expect(titles.get('wakacje')).toBe('Wakacje 2027 – oferty biur podróży');
    expect(titles.get('sylwester')).toBe('Sylwester za granicą 2026 – oferty biur podróży');
    expect(categoryTitleYear('sylwester', '2027-01-03')).toBe(2026);
    expect(categoryTitleYear('first-minute', '2026-03-01')).toBe(2026);
    expect(categoryTitleYear('all-inclusive', TODAY)).toBeNull();
  });
});

const row = (
  departureCity: string | null,
  transport: 'F' | 'BU' | 'W',
  tourOperator: string,
  days: number,
  nights: number,
  prices: { pricePerPerson: number; regularPricePerPerson: number; lowestPrice30dPerPerson: number; discountPercent: number } = {
    pricePerPerson: 2500,
    regularPricePerPerson: 2500,
    lowestPrice30dPerPerson: 2500,
    discountPercent: 0,
  },
) =>
  ({
    reservation_number: 'FTR123',
    price_total: 500_000,
    extras_total: 0,
    paid_total: 0,
    price_lines: [],
    products: [],
    client_data: null,
    offer_snapshot: {
      hotelName: 'Hotel Albatros',
      hotelStandard: 4,
      destination: { name: 'Hurghada', country: 'Egipt' },
      departureDate: '2026-12-10',
      returnDate: '2026-12-12',
      durationDays: days,
      nights,
      transport,
      departureCity,
      board: 'all-inclusive',
      room: { name: 'Pokój dwuosobowy' },
      tourOperator,
      ...prices,
    },
  }) as unknown as OrderRow;

describe('the booking e-mail puts names in their case and operators in their own spelling', () => {
  it.each(ALL_DEPARTURE_CITIES.map((city) => [city.slug]))('departure from %s', (slug) => {
    const city = departureCityBySlug(slug)!;
    const [transport, verb] = city.slug.endsWith('-granica') ? (['BU', 'wyjazd'] as const) : (['F', 'wylot'] as const);
    const lines = bookingSummary(row(slug, transport, 'tui', 3, 2));
    const line = lines.find((l) => l.startsWith('Transport: '))!;
    expect(line).toMatch(new RegExp(`, ${verb} (z|ze) ${city.genitive.replace(/[()]/g, '\\$&')}$`));
    // Every departure point declines, so its nominative (as a whole word) never stands after z/ze.
    expect(city.genitive).not.toBe(city.nominative);
    expect(line).not.toMatch(new RegExp(`${city.nominative.replace(/[()]/g, '\\$&')}(?![\\p{L}-])`, 'u'));
  });

  it('counts days and nights with Polish plurals and names the operator as it writes itself', () => {
    const short = bookingSummary(row('rzeszow', 'F', 'tui', 3, 2));
    expect(short).toContain('Termin: 10.12.2026 – 12.12.2026 (3 dni, 2 noce)');
    expect(short).toContain('Transport: samolot, wylot z Rzeszowa');
    expect(short).toContain('Organizator: TUI');
    expect(bookingSummary(row('szczecin', 'F', 'join-up', 1, 1))).toEqual(
      expect.arrayContaining([
        'Termin: 10.12.2026 – 12.12.2026 (1 dzień, 1 noc)',
        'Organizator: Join UP!',
        'Transport: samolot, wylot ze Szczecina',
      ]),
    );
    expect(bookingSummary(row(null, 'W', 'alltours', 8, 7))).toEqual(
      expect.arrayContaining(['Termin: 10.12.2026 – 12.12.2026 (8 dni, 7 nocy)', 'Transport: dojazd własny', 'Organizator: alltours']),
    );
    for (const operator of TOUR_OPERATORS) {
      const text = orderDocuments(row('katowice', 'F', operator.slug, 8, 7), TODAY)
        .flatMap((d) => d.paragraphs)
        .join('\n');
      expect(text).toContain(`Organizator: ${operator.label};`);
      expect(text).toContain('miejsce wyjazdu i powrotu: Katowice;');
    }
  });

  it('takes every departure point of the seed from the search model', () => {
    for (const city of departureCities)
      expect(departureCityBySlug(city.slug)).toMatchObject({ nominative: city.label, genitive: city.genitive });
  });
});

describe('the booking e-mail names a discount only with the lowest price of the 30 days before it', () => {
  it('writes the percentage, the regular price and the 30-day lowest price, per adult', () => {
    const prices = { pricePerPerson: 2999, regularPricePerPerson: 3490, lowestPrice30dPerPerson: 2899, discountPercent: 14 };
    const lines = bookingSummary(row('rzeszow', 'F', 'tui', 8, 7, prices)).map((line) => line.replace(/\u00a0/g, ' '));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Rabat −14%. Cena regularna: 3 490 zł za osobę dorosłą',
        'Najniższa cena z 30 dni przed obniżką: 2 899 zł za osobę dorosłą',
      ]),
    );
  });

  it('says nothing of a discount for an offer without one', () => {
    const lines = bookingSummary(row('rzeszow', 'F', 'tui', 8, 7));
    expect(lines.filter((line) => /Rabat|Najniższa cena/.test(line))).toEqual([]);
  });
});
