// Reference data of the seed, written by hand where no package has it: Polish genitive and
// locative forms, resorts with real coordinates, climate normals. Slugs follow spec 000 §2-3;
// attributes and tour operators come from the search model so filters and data agree.
import { HOTEL_ATTRIBUTES } from '@travel/search-model/reference/hotel-attributes';
import { TOUR_OPERATORS } from '@travel/search-model/reference/tour-operators';

export const boards = [
  { slug: 'all-inclusive', label: 'All inclusive' },
  { slug: 'obiad', label: 'Obiadokolacje' },
  { slug: 'bb', label: 'Śniadania' },
  { slug: 'hb', label: 'Śniadania i obiadokolacje' },
  { slug: 'fb', label: 'Pełne wyżywienie' },
  { slug: 'wlasne', label: 'Wyżywienie własne' },
  { slug: 'wedlug-programu', label: 'Według programu' },
] as const;

export const offerTypes = [
  { slug: 'wypoczynek', label: 'Wypoczynek' },
  { slug: 'wycieczka-objazdowa', label: 'Wycieczka objazdowa' },
  { slug: 'city-break', label: 'City break' },
  { slug: 'narty', label: 'Narty' },
  { slug: 'rejs', label: 'Rejs' },
  { slug: 'sylwester', label: 'Sylwester' },
] as const;

/** The 34 hotel attributes of the search model; the order fixes the bit of each in `attrs_mask`. */
export const hotelAttributes: readonly { slug: string; label: string }[] = HOTEL_ATTRIBUTES.map((a) => ({ slug: a.slug, label: a.label }));

/** The 34 tour operators of the search model (one landing page each). */
export const tourOperators: readonly { slug: string; label: string }[] = TOUR_OPERATORS.map((t) => ({ slug: t.slug, label: t.label }));

/** [slug, label, genitive (z ...), plane, bus, lat, lng] */
export const departureCities = (
  [
    ['warszawa', 'Warszawa', 'Warszawy', true, true, 52.1657, 20.9671],
    ['warszawa-modlin', 'Warszawa-Modlin', 'Warszawy-Modlin', true, false, 52.4511, 20.6518],
    ['krakow', 'Kraków', 'Krakowa', true, true, 50.0777, 19.7848],
    ['katowice', 'Katowice', 'Katowic', true, true, 50.4743, 19.0800],
    ['gdansk', 'Gdańsk', 'Gdańska', true, true, 54.3776, 18.4662],
    ['poznan', 'Poznań', 'Poznania', true, true, 52.4210, 16.8263],
    ['wroclaw', 'Wrocław', 'Wrocławia', true, true, 51.1027, 16.8858],
    ['szczecin', 'Szczecin', 'Szczecina', true, true, 53.5847, 14.9022],
    ['lodz', 'Łódź', 'Łodzi', true, true, 51.7219, 19.3981],
    ['rzeszow', 'Rzeszów', 'Rzeszowa', true, true, 50.1100, 22.0190],
    ['bydgoszcz', 'Bydgoszcz', 'Bydgoszczy', true, true, 53.0968, 17.9777],
    ['lublin', 'Lublin', 'Lublina', true, true, 51.2403, 22.7136],
    ['olsztyn-mazury', 'Olsztyn-Mazury', 'Olsztyna-Mazur', true, false, 53.4819, 20.9377],
    ['zielona-gora', 'Zielona Góra', 'Zielonej Góry', true, true, 52.1385, 15.7986],
    ['radom', 'Radom', 'Radomia', true, true, 51.3892, 21.2133],
    ['drezno', 'Drezno', 'Drezna', true, false, 51.1328, 13.7672],
    ['ostrawa', 'Ostrawa', 'Ostrawy', true, false, 49.6963, 18.1111],
    ['berlin', 'Berlin', 'Berlina', true, false, 52.3667, 13.5033],
    ['praga', 'Praga', 'Pragi', true, false, 50.1008, 14.2600],
    ['czestochowa', 'Częstochowa', 'Częstochowy', false, true, 50.8118, 19.1203],
    ['kielce', 'Kielce', 'Kielc', false, true, 50.8661, 20.6286],
    ['opole', 'Opole', 'Opola', false, true, 50.6751, 17.9213],
    ['torun', 'Toruń', 'Torunia', false, true, 53.0138, 18.5984],
    ['bialystok', 'Białystok', 'Białegostoku', false, true, 53.1325, 23.1688],
    ['cieszyn', 'Cieszyn', 'Cieszyna', false, true, 49.7496, 18.6323],
  ] as const
).map(([slug, label, genitive, plane, bus, lat, lng]) => ({ slug, label, genitive, plane, bus, lat, lng }));

export const accommodationTypes = [
  'hotel', 'apartament', 'hostel', 'willa', 'aparthotel', 'bungalow', 'wioska-wakacyjna', 'resort', 'kwatera-prywatna',
] as const;

export const beachTypes = [
  'gravel', 'pier', 'platform', 'reef_pier', 'rocky', 'sandy', 'sandy_gravel', 'sandy_rocky', 'sandy_with_pier',
  'sandy_with_reef_pier',
] as const;

export const opinionCategories = [
  'amenities_for_children', 'beach', 'entertainment_and_sport', 'gastronomy', 'hotel_and_surroundings',
  'location_and_surroundings', 'pool', 'rooms',
] as const;

/** Category landing pages (spec 000 §2). `type` follows the landing preset types. */
export const categories = [
  ['wycieczki', 'Wycieczki', 'Wszystkie wycieczki'], ['last-minute', 'Last minute', 'Last minute'],
  ['all-inclusive', 'All inclusive', 'All inclusive'], ['zwiedzanie', 'Zwiedzanie', 'Zwiedzanie'],
  ['egzotyka', 'Egzotyka', 'Wycieczki egzotyczne'], ['rejsy', 'Rejsy', 'Rejsy'],
  ['tanie-wczasy', 'Tanie wczasy', 'Tanie wczasy'], ['wakacje', 'Wakacje', 'Wakacje'],
  ['first-minute', 'First minute', 'First minute'], ['dojazd-wlasny', 'Dojazd własny', 'Wczasy z dojazdem własnym'],
  ['narty', 'Narty', 'Wyjazdy na narty'], ['sylwester', 'Sylwester', 'Sylwester za granicą'],
  ['dla-singli', 'Dla singli', 'Wakacje dla singli'], ['na-7-dni', 'Na 7 dni', 'Wczasy na 7 dni'],
  ['na-14-dni', 'Na 14 dni', 'Wczasy na 14 dni'], ['dla-rodzin-z-dziecmi', 'Dla rodzin z dziećmi', 'Wakacje z dziećmi'],
  ['last-minute-all-inclusive', 'Last minute all inclusive', 'Last minute all inclusive'],
  ['wycieczki-objazdowe', 'Wycieczki objazdowe', 'Wycieczki objazdowe'], ['city-break', 'City break', 'City break'],
].map(([slug, label, title]) => ({ slug: slug as string, label: label as string, title: title as string }));

/** Monthly climate normals per country: day air °C, night air °C, sea °C (null: no sea), sun h/day, rainy days. */
type Normals = readonly [number[], number[], (number | null)[], number[], number[]];
const m12 = (s: string) => s.split(' ').map(Number);
export const climate: Record<string, Normals> = {
  EG: [m12('22 23 26 30 33 35 35 35 34 31 27 23'), m12('10 11 14 18 22 24 25 26 24 20 15 12'), m12('22 21 22 23 25 27 28 29 28 27 25 23'), m12('9 9 10 11 12 13 13 12 11 10 9 8'), m12('1 1 1 0 0 0 0 0 0 0 1 1')],
  TN: [m12('16 17 19 21 25 29 32 33 30 26 21 17'), m12('8 8 10 12 16 20 23 24 22 18 13 9'), m12('15 15 16 17 20 23 26 27 26 24 20 17'), m12('5 6 7 8 10 11 12 11 9 7 6 5'), m12('8 7 6 5 3 1 1 1 4 6 7 8')],
  TR: [m12('15 16 18 22 26 31 34 34 31 27 21 17'), m12('6 7 9 12 16 20 23 23 20 16 11 8'), m12('17 17 17 19 22 25 28 29 28 25 21 19'), m12('5 6 7 9 11 12 13 12 10 8 6 5'), m12('11 9 7 5 3 1 0 0 1 4 7 10')],
  GR: [m12('15 16 17 20 24 28 30 30 27 24 20 17'), m12('9 9 10 12 16 20 22 23 20 17 13 11'), m12('16 15 16 17 20 23 25 26 25 23 20 18'), m12('4 5 6 8 10 12 13 12 10 7 5 4'), m12('12 10 8 5 3 1 0 0 2 5 8 11')],
  ES: [m12('17 18 19 21 23 26 28 29 27 24 20 18'), m12('9 9 10 12 14 18 21 21 19 16 12 10'), m12('16 15 16 17 19 21 23 24 23 21 19 17'), m12('5 6 7 8 10 11 11 10 8 7 5 5'), m12('6 5 5 5 3 1 0 1 3 6 7 7')],
  HR: [m12('10 11 14 17 22 26 29 29 24 19 15 11'), m12('4 4 7 10 14 18 21 21 17 13 9 6'), m12('13 13 14 16 19 23 25 25 23 20 17 15'), m12('4 5 6 7 9 10 11 10 8 6 4 3'), m12('11 9 9 10 8 6 4 4 7 9 12 12')],
  TH: [m12('32 33 33 34 32 32 31 31 31 31 31 31'), m12('23 23 24 25 25 25 25 25 24 24 24 23'), m12('28 28 29 30 30 29 29 29 29 29 28 28'), m12('9 9 9 8 6 5 5 5 5 6 7 8'), m12('3 2 4 8 17 16 17 17 20 18 10 4')],
  BG: [m12('6 8 11 16 21 26 29 29 25 19 13 8'), m12('-1 0 3 7 12 16 19 19 15 11 6 1'), m12('8 8 9 12 17 22 25 25 22 18 14 10'), m12('3 4 5 7 9 10 11 10 8 6 3 2'), m12('9 8 8 8 8 7 5 4 4 6 8 10')],
  CY: [m12('17 17 19 23 27 31 34 34 31 28 23 19'), m12('8 8 9 12 16 19 22 22 20 17 13 10'), m12('18 17 17 18 21 24 27 28 27 25 22 19'), m12('6 7 8 10 11 13 13 12 11 9 7 6'), m12('9 8 6 4 2 0 0 0 1 3 5 8')],
  IT: [m12('14 15 17 19 23 27 30 30 27 23 19 16'), m12('8 8 9 11 15 19 22 22 19 16 12 9'), m12('15 14 15 16 19 23 26 26 25 22 19 16'), m12('4 5 6 7 9 10 11 10 8 6 4 4'), m12('9 8 7 6 3 2 1 2 4 7 8 10')],
  PT: [m12('16 17 19 20 22 26 29 29 27 23 19 17'), m12('8 9 10 12 14 17 19 19 18 15 12 9'), m12('16 15 16 17 18 20 21 22 21 20 18 17'), m12('6 6 7 9 10 12 12 11 9 7 6 5'), m12('6 5 5 5 3 1 0 0 2 4 6 6')],
  AL: [m12('12 13 16 19 24 28 31 31 27 22 17 13'), m12('4 4 7 10 14 18 20 20 17 13 9 6'), m12('14 14 15 17 20 24 26 26 24 21 18 16'), m12('4 5 6 7 9 10 11 10 8 6 4 3'), m12('11 10 10 9 7 4 2 3 5 9 13 13')],
  ME: [m12('12 13 15 18 22 26 29 29 25 21 16 13'), m12('5 6 8 11 15 18 21 21 18 14 10 7'), m12('14 14 15 17 20 23 25 25 23 21 18 16'), m12('4 5 6 7 9 10 11 10 8 6 4 3'), m12('12 11 11 11 8 5 3 4 7 10 14 13')],
  MA: [m12('21 22 23 24 25 26 28 28 27 26 24 21'), m12('8 9 11 12 14 16 18 18 17 15 12 8'), m12('18 17 18 18 19 20 21 22 22 21 20 19'), m12('8 8 9 10 10 10 9 9 9 8 8 7'), m12('4 4 3 2 1 0 0 0 1 2 3 4')],
  AE: [m12('24 25 29 33 38 40 41 41 39 35 30 26'), m12('14 15 18 21 25 28 30 30 27 23 19 16'), m12('22 22 23 26 29 31 32 33 32 30 27 24'), m12('8 9 9 10 11 11 10 10 10 10 9 8'), m12('2 2 2 1 0 0 0 0 0 0 1 2')],
  DO: [m12('29 29 29 30 30 31 31 31 31 31 30 29'), m12('20 20 20 21 22 23 23 23 23 22 21 20'), m12('26 26 26 27 27 28 28 29 29 29 28 27'), m12('8 8 8 8 7 7 8 8 7 7 7 7'), m12('7 5 5 6 10 9 9 10 10 11 10 9')],
  MX: [m12('28 29 30 31 32 33 33 33 32 31 29 28'), m12('20 20 21 22 24 25 25 25 24 23 22 20'), m12('26 26 26 27 28 29 29 29 29 28 27 26'), m12('7 8 8 9 9 8 9 9 7 7 7 7'), m12('7 4 3 3 6 12 10 11 15 14 9 8')],
  TZ: [m12('32 32 32 30 29 28 28 28 29 30 31 31'), m12('24 24 24 24 23 22 21 21 21 22 23 24'), m12('28 29 29 29 28 27 26 25 25 26 27 28'), m12('8 8 7 6 7 8 8 9 9 9 8 8'), m12('6 5 11 19 15 5 5 5 5 6 11 10')],
  MV: [m12('30 31 31 32 31 31 30 30 30 30 30 30'), m12('26 26 27 27 27 26 26 26 25 25 25 25'), m12('28 28 29 30 30 29 29 28 28 28 28 28'), m12('8 9 9 8 7 6 7 7 6 7 7 7'), m12('6 3 5 9 15 13 12 13 15 15 13 12')],
  PL: [m12('0 2 7 13 19 22 24 24 18 13 6 2'), m12('-6 -5 -2 3 8 11 13 13 9 4 0 -4'), m12('3 2 3 6 11 16 18 19 16 12 8 5'), m12('1 2 4 6 8 8 8 7 5 3 1 1'), m12('16 13 13 12 13 13 13 12 12 13 15 16')],
  AT: [m12('1 4 9 14 19 22 24 24 19 14 7 2'), m12('-7 -6 -2 2 6 10 12 12 8 4 -1 -5'), Array.from({ length: 12 }, () => null), m12('3 4 5 6 7 7 8 7 6 5 3 2'), m12('9 8 11 12 14 15 15 14 11 9 10 10')],
};

/** [slug, name, genitive, locative, lat, lng, kind] of a resort or region under a country. */
type Place = readonly [string, string, string, string, number, number, string, (readonly Place[])?];
/** [ISO code, slug, genitive, locative, lat, lng, continent slug, exotic, places] */
type Country = readonly [string, string, string, string, number, number, string, boolean, readonly Place[]];

export const continents = [
  ['europa', 'Europa', 'Europy', 'w Europie', 50.0, 15.0],
  ['afryka', 'Afryka', 'Afryki', 'w Afryce', 8.0, 20.0],
  ['azja', 'Azja', 'Azji', 'w Azji', 30.0, 90.0],
  ['ameryka-polnocna', 'Ameryka Północna', 'Ameryki Północnej', 'w Ameryce Północnej', 40.0, -95.0],
] as const;

export const countries: readonly Country[] = [
  ['EG', 'egipt', 'Egiptu', 'w Egipcie', 26.8206, 30.8025, 'afryka', false, [
    ['hurghada', 'Hurghada', 'Hurghady', 'w Hurghadzie', 27.2579, 33.8116, 'city'],
    ['marsa-alam', 'Marsa Alam', 'Marsa Alam', 'w Marsa Alam', 25.0676, 34.8790, 'city'],
    ['sharm-el-sheikh', 'Sharm El Sheikh', 'Sharm El Sheikh', 'w Sharm El Sheikh', 27.9158, 34.3299, 'city'],
    ['makadi-bay', 'Makadi Bay', 'Makadi Bay', 'w Makadi Bay', 26.9910, 33.8990, 'city'],
    ['el-gouna', 'El Gouna', 'El Gouny', 'w El Gounie', 27.3942, 33.6782, 'city'],
  ]],
  ['TN', 'tunezja', 'Tunezji', 'w Tunezji', 33.8869, 9.5375, 'afryka', false, [
    ['hammamet', 'Hammamet', 'Hammametu', 'w Hammamecie', 36.4000, 10.6167, 'city'],
    ['sousse', 'Sousse', 'Sousse', 'w Sousse', 35.8256, 10.6360, 'city'],
    ['monastir', 'Monastir', 'Monastiru', 'w Monastirze', 35.7643, 10.8113, 'city'],
    ['dzerba', 'Dżerba', 'Dżerby', 'na Dżerbie', 33.8076, 10.8451, 'island'],
    ['mahdia', 'Mahdia', 'Mahdii', 'w Mahdii', 35.5047, 11.0622, 'city'],
  ]],
  ['TR', 'turcja', 'Turcji', 'w Turcji', 38.9637, 35.2433, 'azja', false, [
    ['alanya', 'Alanya', 'Alanyi', 'w Alanyi', 36.5438, 31.9998, 'city'],
    ['side', 'Side', 'Side', 'w Side', 36.7673, 31.3890, 'city'],
    ['antalya', 'Antalya', 'Antalyi', 'w Antalyi', 36.8969, 30.7133, 'city'],
    ['kemer', 'Kemer', 'Kemer', 'w Kemer', 36.6000, 30.5500, 'city'],
    ['bodrum', 'Bodrum', 'Bodrum', 'w Bodrum', 37.0344, 27.4305, 'city'],
    ['marmaris', 'Marmaris', 'Marmaris', 'w Marmaris', 36.8550, 28.2742, 'city'],
  ]],
  ['GR', 'grecja', 'Grecji', 'w Grecji', 39.0742, 21.8243, 'europa', false, [
    ['kreta', 'Kreta', 'Krety', 'na Krecie', 35.2401, 24.8093, 'island', [
      ['chersonissos', 'Chersonissos', 'Chersonissos', 'w Chersonissos', 35.3167, 25.3833, 'city'],
      ['heraklion', 'Heraklion', 'Heraklionu', 'w Heraklionie', 35.3387, 25.1442, 'city'],
      ['chania', 'Chania', 'Chanii', 'w Chanii', 35.5138, 24.0180, 'city'],
    ]],
    ['rodos', 'Rodos', 'Rodos', 'na Rodos', 36.4341, 28.2176, 'island', [
      ['faliraki', 'Faliraki', 'Faliraki', 'w Faliraki', 36.3400, 28.2000, 'city'],
      ['lindos', 'Lindos', 'Lindos', 'w Lindos', 36.0917, 28.0858, 'city'],
    ]],
    ['korfu', 'Korfu', 'Korfu', 'na Korfu', 39.6243, 19.9217, 'island'],
    ['zakynthos', 'Zakynthos', 'Zakynthos', 'na Zakynthos', 37.7870, 20.8999, 'island'],
    ['kos', 'Kos', 'Kos', 'na Kos', 36.8938, 27.2877, 'island'],
    ['chalkidiki', 'Chalkidiki', 'Chalkidiki', 'na Chalkidiki', 40.3695, 23.2870, 'region'],
  ]],
  ['ES', 'hiszpania', 'Hiszpanii', 'w Hiszpanii', 40.4637, -3.7492, 'europa', false, [
    ['majorka', 'Majorka', 'Majorki', 'na Majorce', 39.6953, 3.0176, 'island'],
    ['teneryfa', 'Teneryfa', 'Teneryfy', 'na Teneryfie', 28.2916, -16.6291, 'island'],
    ['gran-canaria', 'Gran Canaria', 'Gran Canarii', 'na Gran Canarii', 27.9202, -15.5474, 'island'],
    ['fuerteventura', 'Fuerteventura', 'Fuerteventury', 'na Fuerteventurze', 28.3587, -14.0537, 'island'],
    ['costa-brava', 'Costa Brava', 'Costa Brava', 'na Costa Brava', 41.8000, 3.0300, 'region'],
    ['costa-del-sol', 'Costa del Sol', 'Costa del Sol', 'na Costa del Sol', 36.5100, -4.8800, 'region'],
  ]],
  ['HR', 'chorwacja', 'Chorwacji', 'w Chorwacji', 45.1000, 15.2000, 'europa', false, [
    ['dalmacja', 'Dalmacja', 'Dalmacji', 'w Dalmacji', 43.5000, 16.4400, 'region', [
      ['split', 'Split', 'Splitu', 'w Splicie', 43.5081, 16.4402, 'city'],
      ['makarska', 'Makarska', 'Makarskiej', 'w Makarskiej', 43.2969, 17.0178, 'city'],
    ]],
    ['istria', 'Istria', 'Istrii', 'na Istrii', 45.2000, 13.9000, 'region'],
    ['dubrownik', 'Dubrownik', 'Dubrownika', 'w Dubrowniku', 42.6507, 18.0944, 'city'],
  ]],
  ['TH', 'tajlandia', 'Tajlandii', 'w Tajlandii', 15.8700, 100.9925, 'azja', true, [
    ['phuket', 'Phuket', 'Phuket', 'na Phuket', 7.8804, 98.3923, 'island'],
    ['krabi', 'Krabi', 'Krabi', 'w Krabi', 8.0863, 98.9063, 'city'],
    ['pattaya', 'Pattaya', 'Pattayi', 'w Pattayi', 12.9236, 100.8825, 'city'],
    ['koh-samui', 'Koh Samui', 'Koh Samui', 'na Koh Samui', 9.5120, 100.0136, 'island'],
  ]],
  ['BG', 'bulgaria', 'Bułgarii', 'w Bułgarii', 42.7339, 25.4858, 'europa', false, [
    ['zlote-piaski', 'Złote Piaski', 'Złotych Piasków', 'na Złotych Piaskach', 43.2846, 28.0420, 'city'],
    ['sloneczny-brzeg', 'Słoneczny Brzeg', 'Słonecznego Brzegu', 'na Słonecznym Brzegu', 42.6953, 27.7102, 'city'],
    ['nesebyr', 'Nesebyr', 'Nesebyru', 'w Nesebyrze', 42.6594, 27.7360, 'city'],
  ]],
  ['CY', 'cypr', 'Cypru', 'na Cyprze', 35.1264, 33.4299, 'europa', false, [
    ['ajia-napa', 'Ajia Napa', 'Ajia Napy', 'w Ajia Napie', 34.9823, 34.0010, 'city'],
    ['pafos', 'Pafos', 'Pafos', 'w Pafos', 34.7720, 32.4297, 'city'],
    ['larnaka', 'Larnaka', 'Larnaki', 'w Larnace', 34.9229, 33.6233, 'city'],
  ]],
  ['IT', 'wlochy', 'Włoch', 'we Włoszech', 41.8719, 12.5674, 'europa', false, [
    ['sycylia', 'Sycylia', 'Sycylii', 'na Sycylii', 37.6000, 14.0154, 'island'],
    ['kalabria', 'Kalabria', 'Kalabrii', 'w Kalabrii', 39.0000, 16.5000, 'region'],
    ['sardynia', 'Sardynia', 'Sardynii', 'na Sardynii', 40.1209, 9.0129, 'island'],
    ['dolomity', 'Dolomity', 'Dolomitów', 'w Dolomitach', 46.4102, 11.8440, 'region'],
  ]],
  ['PT', 'portugalia', 'Portugalii', 'w Portugalii', 39.3999, -8.2245, 'europa', false, [
    ['algarve', 'Algarve', 'Algarve', 'w Algarve', 37.0179, -7.9304, 'region'],
    ['madera', 'Madera', 'Madery', 'na Maderze', 32.7607, -16.9595, 'island'],
  ]],
  ['AL', 'albania', 'Albanii', 'w Albanii', 41.1533, 20.1683, 'europa', false, [
    ['durres', 'Durrës', 'Durrës', 'w Durrës', 41.3231, 19.4414, 'city'],
    ['saranda', 'Saranda', 'Sarandy', 'w Sarandzie', 39.8756, 20.0053, 'city'],
  ]],
  ['ME', 'czarnogora', 'Czarnogóry', 'w Czarnogórze', 42.7087, 19.3744, 'europa', false, [
    ['budva', 'Budva', 'Budvy', 'w Budvie', 42.2911, 18.8403, 'city'],
  ]],
  ['MA', 'maroko', 'Maroka', 'w Maroku', 31.7917, -7.0926, 'afryka', true, [
    ['agadir', 'Agadir', 'Agadiru', 'w Agadirze', 30.4278, -9.5981, 'city'],
    ['marrakesz', 'Marrakesz', 'Marrakeszu', 'w Marrakeszu', 31.6295, -7.9811, 'city'],
  ]],
  ['AE', 'zjednoczone-emiraty-arabskie', 'Zjednoczonych Emiratów Arabskich', 'w Zjednoczonych Emiratach Arabskich', 23.4241, 53.8478, 'azja', true, [
    ['dubaj', 'Dubaj', 'Dubaju', 'w Dubaju', 25.2048, 55.2708, 'city'],
    ['ras-al-chajma', 'Ras al-Chajma', 'Ras al-Chajmy', 'w Ras al-Chajmie', 25.7895, 55.9432, 'city'],
  ]],
  ['DO', 'dominikana', 'Dominikany', 'na Dominikanie', 18.7357, -70.1627, 'ameryka-polnocna', true, [
    ['punta-cana', 'Punta Cana', 'Punta Cana', 'w Punta Cana', 18.5601, -68.3725, 'city'],
  ]],
  ['MX', 'meksyk', 'Meksyku', 'w Meksyku', 23.6345, -102.5528, 'ameryka-polnocna', true, [
    ['cancun', 'Cancún', 'Cancún', 'w Cancún', 21.1619, -86.8515, 'city'],
  ]],
  ['TZ', 'tanzania', 'Tanzanii', 'w Tanzanii', -6.3690, 34.8888, 'afryka', true, [
    ['zanzibar', 'Zanzibar', 'Zanzibaru', 'na Zanzibarze', -6.1659, 39.2026, 'island'],
  ]],
  ['MV', 'malediwy', 'Malediwów', 'na Malediwach', 3.2028, 73.2207, 'azja', true, [
    ['atol-male', 'Atol Malé', 'Atolu Malé', 'na Atolu Malé', 4.1755, 73.5093, 'atoll'],
  ]],
  ['PL', 'polska', 'Polski', 'w Polsce', 51.9194, 19.1451, 'europa', false, [
    ['zakopane', 'Zakopane', 'Zakopanego', 'w Zakopanem', 49.2992, 19.9496, 'city'],
    ['kolobrzeg', 'Kołobrzeg', 'Kołobrzegu', 'w Kołobrzegu', 54.1757, 15.5834, 'city'],
  ]],
  ['AT', 'austria', 'Austrii', 'w Austrii', 47.5162, 14.5501, 'europa', false, [
    ['tyrol', 'Tyrol', 'Tyrolu', 'w Tyrolu', 47.2537, 11.6015, 'region'],
  ]],
];

export const salesOfficeCities = [
  ['warszawa', 'Warszawa', 'ul. Marszałkowska 104', '00-017', 52.2319, 21.0067],
  ['krakow', 'Kraków', 'ul. Floriańska 12', '31-021', 50.0633, 19.9410],
  ['gdansk', 'Gdańsk', 'ul. Długa 45', '80-827', 54.3490, 18.6510],
  ['poznan', 'Poznań', 'ul. Półwiejska 32', '61-888', 52.4010, 16.9270],
  ['wroclaw', 'Wrocław', 'ul. Świdnicka 40', '50-024', 51.1060, 17.0300],
  ['katowice', 'Katowice', 'ul. 3 Maja 30', '40-097', 50.2590, 19.0190],
  ['lodz', 'Łódź', 'ul. Piotrkowska 120', '90-006', 51.7640, 19.4570],
  ['szczecin', 'Szczecin', 'al. Wojska Polskiego 20', '70-470', 53.4290, 14.5480],
] as const;
