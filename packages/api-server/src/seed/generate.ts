import { HOTEL_PHOTO_COUNT, hotelPhotoUrl } from '@travel/contracts/photos';
import { travellerGroupValues } from '@travel/contracts/api/reference-values';
import { CONTINENTS, COUNTRIES } from '@travel/search-model/reference/places';
import { addDays } from '../lib/dates';
import { meanRating } from '../hotels/mean-rating';
import { fnv1a, Random } from './random';
import {
  accommodationTypes,
  beachTypes,
  boards,
  categories,
  climate,
  departureCities,
  hotelAttributes,
  opinionCategories,
  salesOfficeCities,
  tourOperators,
} from './reference';
import {
  authors,
  boardPhrases,
  categoryComments,
  cons,
  descriptionOpenings,
  hotelNameParts,
  opinionTitles,
  pros,
  roomTypes,
} from './texts';
import { toLocationData, type LocationRow as StoredLocation } from '../lib/locations';

export type Row = Record<string, unknown>;

export interface SeedOptions {
  offers: number;
  /** The seed's "today" (yyyy-mm-dd): departure dates are relative to it. */
  today: string;
  randomSeed: number;
}

/** A location row as the seed writes it: the API's columns and whether the place is exotic. */
export interface LocationRow extends StoredLocation {
  exotic: boolean;
}

export function buildLocations(): LocationRow[] {
  const rows: LocationRow[] = [];
  let id = 1;
  const bySlug = new Map<string, LocationRow>();
  for (const [slug, name, gen, loc, lat, lng] of CONTINENTS) {
    const row: LocationRow = {
      id: id++,
      parent_id: null,
      kind: 'continent',
      slug,
      path: slug,
      name,
      name_genitive: gen,
      name_locative: loc,
      country_code: null,
      lat,
      lng,
      depth: 0,
      popularity: 0,
      exotic: false,
      ancestor_ids: [],
    };
    row.ancestor_ids = [row.id];
    rows.push(row);
    bySlug.set(slug, row);
  }
  COUNTRIES.forEach(([code, slug, name, gen, loc, lat, lng, continent, exotic, places], ci) => {
    const parent = bySlug.get(continent);
    if (!parent) throw new Error(`unknown continent ${continent}`);
    const country: LocationRow = {
      id: id++,
      parent_id: parent.id,
      kind: 'country',
      slug,
      path: slug,
      name,
      name_genitive: gen,
      name_locative: loc,
      country_code: code,
      lat,
      lng,
      depth: 1,
      popularity: 1000 - ci * 40,
      exotic,
      ancestor_ids: [],
    };
    country.ancestor_ids = [parent.id, country.id];
    rows.push(country);
    const addPlace = (place: (typeof places)[number], up: LocationRow, pi: number) => {
      const [pslug, pname, pgen, ploc, plat, plng, kind, children] = place;
      const row: LocationRow = {
        id: id++,
        parent_id: up.id,
        kind,
        slug: pslug,
        path: `${up.path}/${pslug}`,
        name: pname,
        name_genitive: pgen,
        name_locative: ploc,
        country_code: code,
        lat: plat,
        lng: plng,
        depth: up.depth + 1,
        popularity: Math.max(1, up.popularity - 50 - pi * 20),
        exotic,
        ancestor_ids: [...up.ancestor_ids],
      };
      row.ancestor_ids.push(row.id);
      rows.push(row);
      children?.forEach((child, i) => addPlace(child, row, i));
    };
    places.forEach((p, i) => addPlace(p, country, i));
  });
  return rows;
}

/** Leaves are where hotels stand. */
function leaves(locations: LocationRow[]): LocationRow[] {
  const parents = new Set(locations.map((l) => l.parent_id));
  return locations.filter((l) => l.depth >= 2 && !parents.has(l.id));
}

const countryOf = (loc: LocationRow, all: Map<number, LocationRow>) => all.get(loc.ancestor_ids[1] ?? -1);

const countryPriceBase: Record<string, number> = {
  EG: 230,
  TN: 200,
  TR: 260,
  GR: 320,
  ES: 360,
  HR: 280,
  TH: 420,
  BG: 190,
  CY: 340,
  IT: 340,
  PT: 370,
  AL: 200,
  ME: 240,
  MA: 300,
  AE: 520,
  DO: 560,
  MX: 580,
  TZ: 540,
  MV: 900,
  PL: 180,
  AT: 330,
};
const busCountries = new Set(['BG', 'HR', 'AL', 'ME', 'IT', 'AT']);
const skiPlaces = new Set(['dolomity', 'tyrol', 'zakopane']);
const cityBreakPlaces = new Set(['dubaj', 'marrakesz', 'split', 'dubrownik', 'heraklion', 'antalya', 'larnaka']);

function haversineKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const dLat = r(bLat - aLat);
  const dLng = r(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(r(aLat)) * Math.cos(r(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export interface HotelSeed {
  row: Row;
  location: LocationRow;
  countryCode: string;
  operators: string[];
  cities: string[];
  priceBase: number;
}

export function hotelCount(offers: number): number {
  return Math.max(40, Math.min(3000, Math.round(Math.sqrt(offers) * 1.5)));
}

export function buildHotels(rnd: Random, locations: LocationRow[], count: number): HotelSeed[] {
  const byId = new Map(locations.map((l) => [l.id, l]));
  const spots = leaves(locations);
  const usedSlugs = new Set<string>();
  const hotels: HotelSeed[] = [];
  const planeCities = departureCities.filter((c) => c.plane).map((c) => c.slug);
  const busCities = departureCities.filter((c) => c.bus).map((c) => c.slug);
  for (let i = 0; i < count; i++) {
    const location = spots[i % spots.length] as LocationRow;
    const country = countryOf(location, byId) as LocationRow;
    const code = country.country_code ?? 'PL';
    let name = `${rnd.pick(hotelNameParts.prefix)} ${rnd.pick(hotelNameParts.core)}`;
    if (rnd.chance(0.4)) name += ` ${location.name}`;
    let slug = slugify(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${location.slug}`;
    while (usedSlugs.has(slug)) slug = `${slug}-${i}`;
    usedSlugs.add(slug);
    const standard = rnd.pick([20, 30, 30, 35, 40, 40, 40, 45, 50, 50, 55]);
    const isSki = skiPlaces.has(location.slug);
    const beachDistance = isSki ? 4000 : rnd.pick([0, 50, 100, 150, 200, 300, 400, 500, 700, 900, 1200, 1800, 2500, 3500]);
    const transfer = rnd.pick([15, 20, 25, 30, 40, 45, 60, 75, 90, 120]);
    const attrs = new Set<string>(
      rnd.sample(
        hotelAttributes.map((a) => a.slug),
        rnd.int(5, 14),
      ),
    );
    if (isSki) ['kurorty-narciarskie', 'blisko-stoku', 'sporty-zimowe'].forEach((a) => attrs.add(a));
    else {
      attrs.delete('kurorty-narciarskie');
      attrs.delete('blisko-stoku');
      attrs.delete('sporty-zimowe');
    }
    if (!isSki && beachDistance <= 500) attrs.add('kurorty-nadmorskie');
    if (beachDistance === 0) attrs.add('pierwsza-linia');
    else attrs.delete('pierwsza-linia');
    if (['BG', 'HR', 'GR', 'ES', 'IT', 'PT', 'CY', 'AT', 'PL'].includes(code)) attrs.add('bez-paszportu');
    else attrs.delete('bez-paszportu');
    if (transfer <= 20) attrs.add('blisko-lotniska');
    if (attrs.has('dla-doroslych')) attrs.delete('dla-dzieci');
    const attributes = hotelAttributes.map((a) => a.slug).filter((s) => attrs.has(s));
    let mask = 0;
    hotelAttributes.forEach((a, bit) => {
      if (attrs.has(a.slug)) mask += 2 ** bit;
    });
    const hotelBoards = isSki
      ? ['hb', 'bb', 'wlasne']
      : rnd.sample(['all-inclusive', 'all-inclusive', 'hb', 'bb', 'fb', 'obiad', 'wlasne'], rnd.int(1, 3));
    const uniqueBoards = [...new Set(hotelBoards)];
    const rooms = rnd.sample(roomTypes, rnd.int(1, 3)).map((r) => ({ code: r.code, name: r.name, factor: r.factor }));
    const ratings = Object.fromEntries(opinionCategories.map((c) => [c, round1(3 + rnd.next() * 3)]));
    const accommodationType = standard >= 40 ? rnd.pick(['hotel', 'hotel', 'resort', 'aparthotel']) : rnd.pick(accommodationTypes);
    const lat = round5(location.lat + (rnd.next() - 0.5) * 0.08);
    const lng = round5(location.lng + (rnd.next() - 0.5) * 0.08);
    const beachType = rnd.pick(beachTypes);
    const boardText = uniqueBoards.map((b) => boardPhrases[b]).join(', ');
    const description = [
      `${rnd.pick(descriptionOpenings)} ${location.name_locative}, ${beachDistance === 0 ? 'tuż przy plaży' : beachDistance >= 4000 ? 'w górskiej okolicy' : `${beachDistance} m od plaży`}.`,
      `Do dyspozycji gości są ${attributes
        .slice(0, 4)
        .map((s) => hotelAttributes.find((a) => a.slug === s)?.label.toLowerCase())
        .join(', ')}.`,
      `Hotel oferuje ${boardText}. Transfer z lotniska trwa około ${transfer} minut.`,
    ].join(' ');
    const operators = rnd.sample(
      tourOperators.map((t) => t.slug),
      rnd.int(2, 5),
    );
    const useBus = busCountries.has(code) || code === 'PL';
    const cities =
      code === 'PL'
        ? rnd.sample(busCities, rnd.int(2, 4))
        : [...rnd.sample(planeCities, rnd.int(2, 6)), ...(useBus ? rnd.sample(busCities, 2) : [])];
    hotels.push({
      location,
      countryCode: code,
      operators,
      cities: [...new Set(cities)],
      priceBase: (countryPriceBase[code] ?? 300) * (0.55 + standard / 55) * (0.85 + rnd.next() * 0.3),
      row: {
        id: i + 1,
        slug,
        name,
        location_id: location.id,
        standard,
        rating: 0,
        review_count: 0,
        attributes,
        attrs_mask: mask,
        boards: uniqueBoards,
        beach_type: beachType,
        beach_distance: beachDistance,
        transfer_minutes: transfer,
        accommodation_type: accommodationType,
        lat,
        lng,
        description,
        location_text: `${location.name}, ${country.name}`,
        popularity: rnd.int(1, 1000),
        recommended_for: rnd.sample(travellerGroupValues, rnd.int(1, 3)),
        rooms: rooms.map(({ code: c, name: n }) => ({ code: c, name: n })),
        photos: Array.from({ length: HOTEL_PHOTO_COUNT }, (_, p) => hotelPhotoUrl(i + 1, p + 1)),
        category_ratings: ratings,
      },
    });
    // Room factors are needed by the offer generator, not stored.
    (hotels[hotels.length - 1] as HotelSeed & { rooms?: typeof rooms }).rooms = rooms;
  }
  return hotels;
}

export function buildOpinions(rnd: Random, hotels: HotelSeed[], today: string): Row[] {
  const rows: Row[] = [];
  let id = 1;
  for (const h of hotels) {
    const n = rnd.int(3, 14);
    const quality = 3.2 + rnd.next() * 2.6;
    const hotelRatings: number[] = [];
    const categoryRatings = new Map<string, number[]>();
    for (let k = 0; k < n; k++) {
      const rating = round1(Math.min(6, Math.max(1, quality + (rnd.next() - 0.5) * 2)));
      hotelRatings.push(rating);
      const titles = rating >= 5 ? opinionTitles.good : rating >= 3.5 ? opinionTitles.mid : opinionTitles.bad;
      const cats = rnd.sample(opinionCategories, 3);
      rows.push({
        id: id++,
        hotel_id: h.row.id,
        source: k % 3 === 2 ? 'hc' : 'ft',
        author: `${rnd.pick(authors)} ${String.fromCharCode(65 + rnd.int(0, 25))}.`,
        rating,
        created_at: addDays(today, -rnd.int(5, 700)),
        title: rnd.pick(titles),
        pros: rnd.pick(pros),
        cons: rnd.pick(cons),
        descriptions: Object.fromEntries(cats.map((c) => [c, rnd.pick(categoryComments[c] ?? ['—'])])),
        ratings: Object.fromEntries(
          opinionCategories.map((c) => {
            const value = round1(Math.min(6, Math.max(1, rating + (rnd.next() - 0.5) * 1.5)));
            categoryRatings.set(c, [...(categoryRatings.get(c) ?? []), value]);
            return [c, value];
          }),
        ),
        recommended_for: rnd.pick(travellerGroupValues),
        featured: rating >= 5.2 && rnd.chance(0.5),
        // Imported opinions: none comes from a booking of this shop.
        verified_stay: false,
      });
    }
    h.row.rating = meanRating(hotelRatings) ?? 0;
    h.row.review_count = n;
    // The hotel's category ratings are its opinions' averages, as publishing a review keeps them
    // (docs/product/reviews.md): the comparison reads them, the hotel page's opinions recompute them.
    h.row.category_ratings = Object.fromEntries([...categoryRatings].map(([c, values]) => [c, meanRating(values) ?? 0]));
  }
  return rows;
}

export function buildHotelFaq(hotels: HotelSeed[]): Row[] {
  const rows: Row[] = [];
  let id = 1;
  for (const h of hotels) {
    const r = h.row;
    const qa: [string, string][] = [
      [
        'Jak daleko jest plaża?',
        Number(r.beach_distance) >= 4000
          ? 'Hotel leży w górach, z dala od morza.'
          : Number(r.beach_distance) === 0
            ? 'Hotel leży bezpośrednio przy plaży.'
            : `Plaża znajduje się ${String(r.beach_distance)} m od hotelu.`,
      ],
      ['Ile trwa transfer z lotniska?', `Transfer z lotniska trwa około ${String(r.transfer_minutes)} minut.`],
      ['Jakie wyżywienie oferuje hotel?', (r.boards as string[]).map((b) => boardPhrases[b]).join('; ') + '.'],
      [
        'Czy w hotelu jest Wi-Fi?',
        (r.attributes as string[]).includes('darmowe-wifi')
          ? 'Tak, bezpłatne Wi-Fi jest dostępne na terenie hotelu.'
          : 'Wi-Fi jest dostępne za dodatkową opłatą.',
      ],
    ];
    qa.forEach(([question, answer], position) =>
      rows.push({ id: id++, hotel_id: r.id, category: null, location_id: null, position, question, answer }),
    );
  }
  return rows;
}

/** FAQ for category and destination pages (seo/faq). */
export function buildSeoFaq(locations: LocationRow[], startId: number): Row[] {
  const rows: Row[] = [];
  let id = startId;
  for (const l of locations.filter((x) => x.kind === 'country')) {
    const qa: [string, string][] = [
      [
        `Kiedy najlepiej jechać do ${l.name_genitive}?`,
        `Najwięcej słońca ${l.name_locative} jest od maja do października; sprawdź pogodę w naszym przewodniku.`,
      ],
      [
        `Czy potrzebny jest paszport ${l.name_locative.startsWith('w') || l.name_locative.startsWith('na') ? 'na wyjazd' : ''} do ${l.name_genitive}?`,
        ['PL', 'GR', 'ES', 'HR', 'BG', 'CY', 'IT', 'PT', 'AT'].includes(l.country_code ?? '')
          ? 'Nie, wystarczy ważny dowód osobisty.'
          : 'Tak, potrzebny jest paszport ważny co najmniej 6 miesięcy od daty powrotu.',
      ],
      [
        `Ile kosztują wakacje ${l.name_locative}?`,
        `Ceny zależą od terminu, standardu hotelu i wyżywienia; aktualne oferty ${l.name_locative} znajdziesz w wyszukiwarce.`,
      ],
    ];
    qa.forEach(([q, a], position) =>
      rows.push({ id: id++, hotel_id: null, category: null, location_id: l.id, position, question: q.replace('  ', ' '), answer: a }),
    );
  }
  categories.forEach((c) => {
    rows.push({
      id: id++,
      hotel_id: null,
      category: c.slug,
      location_id: null,
      position: 0,
      question: `Co obejmuje oferta „${c.title}”?`,
      answer: `Ceny ofert „${c.title}” obejmują przelot lub przejazd, zakwaterowanie, wyżywienie i obowiązkowe opłaty.`,
    });
  });
  return rows;
}

export function buildWeather(locations: LocationRow[]): Row[] {
  const rows: Row[] = [];
  for (const l of locations) {
    if (!l.country_code) continue;
    const normals = climate[l.country_code];
    if (!normals) continue;
    const [day, night, sea, sun, rain] = normals;
    // Southern resorts of a country run a little warmer than its reference normals.
    const shift = l.depth >= 2 ? Math.round(((l.lat < 37 ? 1 : 0) + (l.lat < 30 ? 1 : 0)) * 10) / 10 : 0;
    for (let m = 0; m < 12; m++) {
      rows.push({
        location_id: l.id,
        month: m + 1,
        air_day: (day[m] ?? 0) + shift,
        air_night: (night[m] ?? 0) + shift,
        water: sea[m] ?? null,
        sun_hours: sun[m] ?? 0,
        rainy_days: rain[m] ?? 0,
      });
    }
  }
  return rows;
}

/** The summer season the shop sells on a given day: from 15 September it is next year's (lato-27). */
export function summerYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= '09-15' ? year + 1 : year;
}

/**
 * The year a category's search title names, or none: only pages that sell one season say which
 * (next summer's holidays, the coming New Year's Eve). A year on 'Last minute' would be wrong for
 * most of the year.
 */
export function categoryTitleYear(category: string, today: string): number | null {
  if (category === 'wakacje' || category === 'first-minute' || category.startsWith('lato-')) return summerYear(today);
  if (category === 'sylwester') return Number(today.slice(0, 4)) - (today.slice(5, 7) === '01' ? 1 : 0);
  return null;
}

export function buildSeo(locations: LocationRow[], today: string): { categories: Row[]; pages: Row[] } {
  const summer = summerYear(today);
  const all = [...categories, { slug: `lato-${String(summer).slice(2)}`, label: `Lato ${summer}`, title: `Wakacje lato ${summer}` }];
  const cats = all.map((c, position) => ({ slug: c.slug, title: c.title, label: c.label, type: 'category', position, active: true }));
  const pages: Row[] = [];
  const destinations = locations.filter((l) => l.kind !== 'continent');
  for (const c of all) {
    const base = `/${c.slug}/`;
    pages.push({
      pathname: base,
      category: c.slug,
      location_id: null,
      text: `${c.title} – sprawdź aktualne oferty biur podróży w Podróżowni. Ceny zawierają obowiązkowe opłaty.`,
      meta: {
        breadcrumbs: [
          { route: '/', title: 'Podróżownia' },
          { route: base, title: c.label },
        ],
        heading: { title: c.title, description: `${c.title} – najlepsze oferty sprawdzonych biur podróży.` },
        seo: {
          title: `${[c.title, categoryTitleYear(c.slug, today)].filter((part) => part !== null).join(' ')} – oferty biur podróży`,
          description: `${c.title}: porównaj oferty biur podróży, ceny z opłatami i opinie o hotelach.`,
          keywords: `${c.label.toLowerCase()}, wakacje, biuro podróży`,
        },
        locationData: null,
      },
    });
    for (const l of destinations) {
      const pathname = `/${c.slug}/${l.path}/`;
      const crumbs = [
        { route: '/', title: 'Podróżownia' },
        { route: base, title: c.label },
      ];
      const chain = l.ancestor_ids.slice(1).map((id) => locations.find((x) => x.id === id) as LocationRow);
      for (const a of chain) crumbs.push({ route: `/${c.slug}/${a.path}/`, title: a.name });
      pages.push({
        pathname,
        category: c.slug,
        location_id: l.id,
        text: `${c.title} ${l.name_locative}: wybierz termin, hotel i wyżywienie. ${l.name} to jeden z ulubionych kierunków Polaków.`,
        meta: {
          breadcrumbs: crumbs,
          heading: {
            title: `${c.title} ${l.name_locative}`,
            description: `${c.title} ${l.name_locative} – oferty od sprawdzonych biur podróży, ceny z obowiązkowymi opłatami.`,
          },
          seo: {
            title: `${c.title} ${l.name_locative} – oferty i ceny`,
            description: `${c.title} ${l.name_locative}: porównaj ceny, terminy i opinie o hotelach ${l.name_genitive}.`,
            keywords: `${l.name.toLowerCase()}, ${c.label.toLowerCase()}, wakacje ${l.name_locative}`,
          },
          locationData: toLocationData(l),
        },
      });
    }
  }
  return { categories: cats, pages };
}

export function buildSalesOffices(): Row[] {
  return salesOfficeCities.map(([slug, city, address, postal, lat, lng], i) => ({
    id: i + 1,
    slug: `salon-${slug}`,
    city,
    address,
    postal_code: postal,
    phone: `+48 22 ${String(600 + i * 11).padStart(3, '0')} 40 ${String(10 + i).padStart(2, '0')}`,
    email: `${slug}@podrozownia.pl`,
    opening_hours: 'pon.–pt. 10:00–18:00, sob. 10:00–14:00',
    lat,
    lng,
  }));
}

const durations = [3, 4, 5, 7, 7, 8, 8, 10, 11, 14, 14, 15];

/** Offers of the given hotels, `perHotel` each, as rows; deterministic for a given Random state. */
export function* generateOffers(
  rnd: Random,
  hotels: HotelSeed[],
  total: number,
  today: string,
  randomSeed: number,
): Generator<{ offer: Row; history: Row[] }> {
  let id = 1;
  const cityById = new Map<string, (typeof departureCities)[number]>(departureCities.map((c) => [c.slug, c]));
  // Offers fall on a few hundred days: each date string is computed once (addDays parses and
  // formats a Date, a large share of the generator's time at a million offers).
  const days: string[] = [];
  const dayAfter = (n: number) => (days[n + 30] ??= addDays(today, n));
  for (let hi = 0; hi < hotels.length; hi++) {
    const h = hotels[hi] as HotelSeed & { rooms: { code: string; factor: number }[] };
    const count = Math.floor(total / hotels.length) + (hi < total % hotels.length ? 1 : 0);
    const isSki = skiPlaces.has(h.location.slug);
    for (let k = 0; k < count; k++) {
      const start = isSki ? rnd.int(1, 200) : rnd.int(1, 240);
      const departureDate = dayAfter(start);
      const duration = isSki ? rnd.pick([5, 7, 8]) : rnd.pick(durations);
      const city = rnd.pick(h.cities);
      const c = cityById.get(city);
      const own = h.countryCode === 'PL' && rnd.chance(0.4);
      const byBus = !c?.plane || (Boolean(c.bus) && busCountries.has(h.countryCode) && rnd.chance(0.3));
      const transport = own ? 'W' : byBus ? 'BU' : 'F';
      const board = rnd.pick(h.row.boards as string[]);
      const room = rnd.pick(h.rooms);
      const month = Number(departureDate.slice(5, 7));
      const season = [0.75, 0.75, 0.8, 0.9, 1, 1.2, 1.45, 1.45, 1.1, 0.9, 0.75, 0.95][month - 1] ?? 1;
      const boardFactor = board === 'all-inclusive' ? 1.35 : board === 'fb' ? 1.2 : board === 'hb' ? 1.1 : board === 'wlasne' ? 0.8 : 1;
      const km = c ? haversineKm(c.lat, c.lng, h.location.lat, h.location.lng) : 300;
      const flightMinutes = transport === 'F' ? Math.round(km / 12.5 + 35) : 0;
      const travelCost = transport === 'F' ? 450 + km * 0.22 : transport === 'BU' ? 250 + km * 0.1 : 0;
      const nights = duration - 1;
      const fees = transport === 'F' ? rnd.pick([150, 180, 220, 260]) : 60;
      const price = Math.round(travelCost + nights * h.priceBase * boardFactor * room.factor * season * (0.9 + rnd.next() * 0.2) + fees);
      const discount = rnd.chance(0.3) ? rnd.int(5, 35) : 0;
      const regular = discount > 0 ? Math.round(price / (1 - discount / 100)) : price;
      const lowest = discount > 0 ? Math.round(price * (1 + rnd.int(0, 8) / 100)) : price;
      const offerType = isSki
        ? 'narty'
        : cityBreakPlaces.has(h.location.slug) && duration <= 5
          ? 'city-break'
          : month === 12 && Number(departureDate.slice(8, 10)) >= 27
            ? 'sylwester'
            : h.countryCode === 'HR' && rnd.chance(0.1)
              ? 'rejs'
              : rnd.chance(0.08)
                ? 'wycieczka-objazdowa'
                : 'wypoczynek';
      const airline = transport === 'F' ? rnd.pick(['charter', 'charter', 'charter', 'lowcost', 'regular']) : 'brak';
      const hash = `${fnv1a(`${randomSeed}:${id}`).toString(16).padStart(8, '0')}${id.toString(36)}`;
      const offer: Row = {
        id,
        hash,
        hotel_id: h.row.id,
        location_ids: h.location.ancestor_ids,
        departure_date: departureDate,
        return_date: dayAfter(start + nights),
        duration_days: duration,
        departure_city: own ? null : city,
        board,
        room_code: room.code,
        transport,
        offer_type: offerType,
        tour_operator: rnd.pick(h.operators),
        airline,
        direct_flight: transport === 'F' ? rnd.chance(0.85) : false,
        flight_minutes: flightMinutes,
        price_adult: price * 100,
        price_child: Math.round(price * (0.4 + rnd.next() * 0.3)) * 100,
        price_infant: rnd.pick([0, 150, 250, 300]) * 100,
        fees_per_person: fees * 100,
        regular_price_adult: regular * 100,
        lowest_price_30d_adult: lowest * 100,
        discount_pct: discount,
        is_hit: rnd.chance(0.03),
        places_left: rnd.int(1, 20),
        hotel_standard: h.row.standard,
        hotel_rating: h.row.rating,
        hotel_attrs: h.row.attrs_mask,
        hotel_popularity: h.row.popularity,
        beach_distance: h.row.beach_distance,
        transfer_minutes: h.row.transfer_minutes,
        lat: h.row.lat,
        lng: h.row.lng,
      };
      const history: Row[] =
        discount > 0
          ? [
              { offer_id: id, day: dayAfter(-25), price_adult: regular * 100 },
              { offer_id: id, day: dayAfter(-12), price_adult: lowest * 100 },
              { offer_id: id, day: today, price_adult: price * 100 },
            ]
          : [];
      id++;
      yield { offer, history };
    }
  }
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

export { boards };
