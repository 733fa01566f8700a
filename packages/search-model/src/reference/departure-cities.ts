import { entry, slugify, slugSet, type ReferenceEntry } from './reference-entry';

const town = (label: string): ReferenceEntry => entry(slugify(label), label);
const borderCrossing = (place: string): ReferenceEntry =>
  entry(`${slugify(place)}-granica`, `${place} (przejście graniczne)`);

/** Airports the shop flies from: 15 Polish ones and 4 just across the border. */
export const PLANE_DEPARTURE_CITIES: readonly ReferenceEntry[] = [
  entry('warszawa', 'Warszawa'),
  entry('warszawa-modlin', 'Warszawa-Modlin'),
  entry('krakow', 'Kraków'),
  entry('katowice', 'Katowice'),
  entry('gdansk', 'Gdańsk'),
  entry('poznan', 'Poznań'),
  entry('wroclaw', 'Wrocław'),
  entry('szczecin', 'Szczecin'),
  entry('lodz', 'Łódź'),
  entry('rzeszow', 'Rzeszów'),
  entry('bydgoszcz', 'Bydgoszcz'),
  entry('lublin', 'Lublin'),
  entry('olsztyn-mazury', 'Olsztyn-Mazury'),
  entry('zielona-gora', 'Zielona Góra'),
  entry('radom', 'Radom'),
  entry('berlin', 'Berlin'),
  entry('praga', 'Praga'),
  entry('drezno', 'Drezno'),
  entry('ostrawa', 'Ostrawa'),
];

export const POPULAR_PLANE_DEPARTURE_CITY_SLUGS = [
  'warszawa', 'katowice', 'krakow', 'gdansk', 'poznan', 'wroclaw', 'rzeszow',
] as const;
export const POPULAR_BUS_DEPARTURE_CITY_SLUGS = ['warszawa', 'krakow', 'katowice', 'wroclaw', 'poznan', 'lodz'] as const;

const BUS_TOWN_LABELS = [
  'Warszawa', 'Kraków', 'Katowice', 'Wrocław', 'Poznań', 'Łódź', 'Gdańsk', 'Gdynia', 'Sopot', 'Szczecin',
  'Bydgoszcz', 'Toruń', 'Lublin', 'Rzeszów', 'Białystok', 'Olsztyn', 'Kielce', 'Opole', 'Zielona Góra',
  'Gorzów Wielkopolski', 'Radom', 'Częstochowa', 'Sosnowiec', 'Gliwice', 'Zabrze', 'Bytom', 'Bielsko-Biała',
  'Tychy', 'Rybnik', 'Jastrzębie-Zdrój', 'Cieszyn', 'Żywiec', 'Nowy Sącz', 'Nowy Targ', 'Zakopane', 'Tarnów',
  'Krosno', 'Przemyśl', 'Jarosław', 'Sanok', 'Mielec', 'Stalowa Wola', 'Tarnobrzeg', 'Sandomierz', 'Zamość',
  'Chełm', 'Biała Podlaska', 'Puławy', 'Siedlce', 'Ostrołęka', 'Łomża', 'Suwałki', 'Ełk', 'Giżycko', 'Mrągowo',
  'Elbląg', 'Malbork', 'Tczew', 'Starogard Gdański', 'Słupsk', 'Koszalin', 'Kołobrzeg', 'Świnoujście',
  'Stargard', 'Piła', 'Leszno', 'Kalisz', 'Konin', 'Gniezno', 'Inowrocław', 'Włocławek', 'Płock', 'Ciechanów',
  'Płońsk', 'Mława', 'Legionowo', 'Pruszków', 'Grodzisk Mazowiecki', 'Skierniewice', 'Łowicz', 'Kutno',
  'Piotrków Trybunalski', 'Bełchatów', 'Tomaszów Mazowiecki', 'Radomsko', 'Sieradz', 'Zduńska Wola', 'Wieluń',
  'Ostrów Wielkopolski', 'Krotoszyn', 'Jarocin', 'Września', 'Głogów', 'Legnica', 'Lubin', 'Jelenia Góra',
  'Wałbrzych', 'Świdnica', 'Kłodzko', 'Nysa', 'Brzeg', 'Oława', 'Kędzierzyn-Koźle', 'Racibórz',
  'Wodzisław Śląski', 'Żory', 'Mikołów', 'Chorzów', 'Ruda Śląska', 'Dąbrowa Górnicza', 'Jaworzno', 'Chrzanów',
  'Oświęcim', 'Wadowice', 'Myślenice', 'Bochnia', 'Brzesko', 'Dębica', 'Ropczyce', 'Łańcut', 'Leżajsk',
  'Lubaczów', 'Biłgoraj', 'Kraśnik', 'Lubartów', 'Łuków', 'Radzyń Podlaski', 'Hrubieszów', 'Tomaszów Lubelski',
  'Augustów', 'Grajewo', 'Ostrów Mazowiecka', 'Wyszków', 'Sokołów Podlaski', 'Garwolin', 'Mińsk Mazowiecki',
  'Otwock', 'Kozienice', 'Starachowice', 'Ostrowiec Świętokrzyski', 'Skarżysko-Kamienna', 'Końskie',
  'Jędrzejów', 'Busko-Zdrój', 'Miechów', 'Olkusz', 'Zawiercie', 'Myszków', 'Lubliniec', 'Tarnowskie Góry',
];

const BORDER_CROSSINGS = [
  'Kudowa-Zdrój', 'Zgorzelec', 'Jędrzychowice', 'Olszyna', 'Świecko', 'Kołbaskowo', 'Chałupki', 'Gorzyczki',
  'Chyżne', 'Barwinek',
];

/** Coach departure points: Polish towns and the border crossings coaches pick up at. */
export const BUS_DEPARTURE_CITIES: readonly ReferenceEntry[] = [
  ...BUS_TOWN_LABELS.map(town),
  ...BORDER_CROSSINGS.map(borderCrossing),
];

const bySlug = (list: readonly ReferenceEntry[], slugs: readonly string[]): ReferenceEntry[] =>
  slugs.flatMap((slug) => list.filter((item) => item.slug === slug));

export const POPULAR_PLANE_DEPARTURE_CITIES = bySlug(PLANE_DEPARTURE_CITIES, POPULAR_PLANE_DEPARTURE_CITY_SLUGS);
export const POPULAR_BUS_DEPARTURE_CITIES = bySlug(BUS_DEPARTURE_CITIES, POPULAR_BUS_DEPARTURE_CITY_SLUGS);

/** Every departure point (coach and plane); `miasto` values must be one of these. */
export const ALL_DEPARTURE_CITIES: readonly ReferenceEntry[] = [
  ...PLANE_DEPARTURE_CITIES,
  ...BUS_DEPARTURE_CITIES.filter((bus) => !PLANE_DEPARTURE_CITIES.some((plane) => plane.slug === bus.slug)),
];
export const DEPARTURE_CITY_SLUG_SET = slugSet(ALL_DEPARTURE_CITIES);

/**
 * The departure cities with a landing page, by city slug, with the page slug (Polish genitive after
 * 'z'/'ze'). The last-minute and city-break departure-city variants use the same slug.
 */
export const DEPARTURE_CITY_LANDING_SLUGS: Readonly<Record<string, string>> = {
  warszawa: 'z-warszawy',
  poznan: 'z-poznania',
  krakow: 'z-krakowa',
  gdansk: 'z-gdanska',
  wroclaw: 'z-wroclawia',
  szczecin: 'ze-szczecina',
  lodz: 'z-lodzi',
  katowice: 'z-katowic',
  rzeszow: 'z-rzeszowa',
  bydgoszcz: 'z-bydgoszczy',
  drezno: 'z-drezna',
  lublin: 'z-lublina',
  'olsztyn-mazury': 'z-olsztyn-mazury',
  ostrawa: 'z-ostrawy',
  'zielona-gora': 'z-zielonej-gory',
  radom: 'z-radomia',
  'warszawa-modlin': 'z-warszawa-modlin',
};
