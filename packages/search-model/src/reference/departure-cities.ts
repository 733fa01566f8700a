import { fromPlace, type PlaceForms } from './place-forms';
import { entry, slugify, slugSet, type ReferenceEntry } from './reference-entry';

/** A departure point: its reference entry (label = nominative) and the forms sentences put it in. */
export interface DepartureCity extends ReferenceEntry, PlaceForms {}

const town = (nominative: string, genitive: string, locative: string): DepartureCity => ({
  ...entry(slugify(nominative), nominative),
  nominative,
  genitive,
  locative,
});
const CROSSING = ' (przejście graniczne)';
const borderCrossing = (place: string, genitive: string, locative: string): DepartureCity => ({
  ...entry(`${slugify(place)}-granica`, `${place}${CROSSING}`),
  nominative: `${place}${CROSSING}`,
  genitive: `${genitive}${CROSSING}`,
  locative: `${locative}${CROSSING}`,
});

/** Airports the shop flies from: 15 Polish ones and 4 just across the border. */
export const PLANE_DEPARTURE_CITIES: readonly DepartureCity[] = [
  town('Warszawa', 'Warszawy', 'w Warszawie'),
  town('Warszawa-Modlin', 'Warszawy-Modlina', 'w Warszawie-Modlinie'),
  town('Kraków', 'Krakowa', 'w Krakowie'),
  town('Katowice', 'Katowic', 'w Katowicach'),
  town('Gdańsk', 'Gdańska', 'w Gdańsku'),
  town('Poznań', 'Poznania', 'w Poznaniu'),
  town('Wrocław', 'Wrocławia', 'we Wrocławiu'),
  town('Szczecin', 'Szczecina', 'w Szczecinie'),
  town('Łódź', 'Łodzi', 'w Łodzi'),
  town('Rzeszów', 'Rzeszowa', 'w Rzeszowie'),
  town('Bydgoszcz', 'Bydgoszczy', 'w Bydgoszczy'),
  town('Lublin', 'Lublina', 'w Lublinie'),
  town('Olsztyn-Mazury', 'Olsztyna-Mazur', 'w Olsztynie-Mazurach'),
  town('Zielona Góra', 'Zielonej Góry', 'w Zielonej Górze'),
  town('Radom', 'Radomia', 'w Radomiu'),
  town('Berlin', 'Berlina', 'w Berlinie'),
  town('Praga', 'Pragi', 'w Pradze'),
  town('Drezno', 'Drezna', 'w Dreźnie'),
  town('Ostrawa', 'Ostrawy', 'w Ostrawie'),
];

export const POPULAR_PLANE_DEPARTURE_CITY_SLUGS = ['warszawa', 'katowice', 'krakow', 'gdansk', 'poznan', 'wroclaw', 'rzeszow'] as const;
export const POPULAR_BUS_DEPARTURE_CITY_SLUGS = ['warszawa', 'krakow', 'katowice', 'wroclaw', 'poznan', 'lodz'] as const;

const BUS_TOWNS: readonly DepartureCity[] = [
  town('Warszawa', 'Warszawy', 'w Warszawie'),
  town('Kraków', 'Krakowa', 'w Krakowie'),
  town('Katowice', 'Katowic', 'w Katowicach'),
  town('Wrocław', 'Wrocławia', 'we Wrocławiu'),
  town('Poznań', 'Poznania', 'w Poznaniu'),
  town('Łódź', 'Łodzi', 'w Łodzi'),
  town('Gdańsk', 'Gdańska', 'w Gdańsku'),
  town('Gdynia', 'Gdyni', 'w Gdyni'),
  town('Sopot', 'Sopotu', 'w Sopocie'),
  town('Szczecin', 'Szczecina', 'w Szczecinie'),
  town('Bydgoszcz', 'Bydgoszczy', 'w Bydgoszczy'),
  town('Toruń', 'Torunia', 'w Toruniu'),
  town('Lublin', 'Lublina', 'w Lublinie'),
  town('Rzeszów', 'Rzeszowa', 'w Rzeszowie'),
  town('Białystok', 'Białegostoku', 'w Białymstoku'),
  town('Olsztyn', 'Olsztyna', 'w Olsztynie'),
  town('Kielce', 'Kielc', 'w Kielcach'),
  town('Opole', 'Opola', 'w Opolu'),
  town('Zielona Góra', 'Zielonej Góry', 'w Zielonej Górze'),
  town('Gorzów Wielkopolski', 'Gorzowa Wielkopolskiego', 'w Gorzowie Wielkopolskim'),
  town('Radom', 'Radomia', 'w Radomiu'),
  town('Częstochowa', 'Częstochowy', 'w Częstochowie'),
  town('Sosnowiec', 'Sosnowca', 'w Sosnowcu'),
  town('Gliwice', 'Gliwic', 'w Gliwicach'),
  town('Zabrze', 'Zabrza', 'w Zabrzu'),
  town('Bytom', 'Bytomia', 'w Bytomiu'),
  town('Bielsko-Biała', 'Bielska-Białej', 'w Bielsku-Białej'),
  town('Tychy', 'Tychów', 'w Tychach'),
  town('Rybnik', 'Rybnika', 'w Rybniku'),
  town('Jastrzębie-Zdrój', 'Jastrzębia-Zdroju', 'w Jastrzębiu-Zdroju'),
  town('Cieszyn', 'Cieszyna', 'w Cieszynie'),
  town('Żywiec', 'Żywca', 'w Żywcu'),
  town('Nowy Sącz', 'Nowego Sącza', 'w Nowym Sączu'),
  town('Nowy Targ', 'Nowego Targu', 'w Nowym Targu'),
  town('Zakopane', 'Zakopanego', 'w Zakopanem'),
  town('Tarnów', 'Tarnowa', 'w Tarnowie'),
  town('Krosno', 'Krosna', 'w Krośnie'),
  town('Przemyśl', 'Przemyśla', 'w Przemyślu'),
  town('Jarosław', 'Jarosławia', 'w Jarosławiu'),
  town('Sanok', 'Sanoka', 'w Sanoku'),
  town('Mielec', 'Mielca', 'w Mielcu'),
  town('Stalowa Wola', 'Stalowej Woli', 'w Stalowej Woli'),
  town('Tarnobrzeg', 'Tarnobrzega', 'w Tarnobrzegu'),
  town('Sandomierz', 'Sandomierza', 'w Sandomierzu'),
  town('Zamość', 'Zamościa', 'w Zamościu'),
  town('Chełm', 'Chełma', 'w Chełmie'),
  town('Biała Podlaska', 'Białej Podlaskiej', 'w Białej Podlaskiej'),
  town('Puławy', 'Puław', 'w Puławach'),
  town('Siedlce', 'Siedlec', 'w Siedlcach'),
  town('Ostrołęka', 'Ostrołęki', 'w Ostrołęce'),
  town('Łomża', 'Łomży', 'w Łomży'),
  town('Suwałki', 'Suwałk', 'w Suwałkach'),
  town('Ełk', 'Ełku', 'w Ełku'),
  town('Giżycko', 'Giżycka', 'w Giżycku'),
  town('Mrągowo', 'Mrągowa', 'w Mrągowie'),
  town('Elbląg', 'Elbląga', 'w Elblągu'),
  town('Malbork', 'Malborka', 'w Malborku'),
  town('Tczew', 'Tczewa', 'w Tczewie'),
  town('Starogard Gdański', 'Starogardu Gdańskiego', 'w Starogardzie Gdańskim'),
  town('Słupsk', 'Słupska', 'w Słupsku'),
  town('Koszalin', 'Koszalina', 'w Koszalinie'),
  town('Kołobrzeg', 'Kołobrzegu', 'w Kołobrzegu'),
  town('Świnoujście', 'Świnoujścia', 'w Świnoujściu'),
  town('Stargard', 'Stargardu', 'w Stargardzie'),
  town('Piła', 'Piły', 'w Pile'),
  town('Leszno', 'Leszna', 'w Lesznie'),
  town('Kalisz', 'Kalisza', 'w Kaliszu'),
  town('Konin', 'Konina', 'w Koninie'),
  town('Gniezno', 'Gniezna', 'w Gnieźnie'),
  town('Inowrocław', 'Inowrocławia', 'w Inowrocławiu'),
  town('Włocławek', 'Włocławka', 'we Włocławku'),
  town('Płock', 'Płocka', 'w Płocku'),
  town('Ciechanów', 'Ciechanowa', 'w Ciechanowie'),
  town('Płońsk', 'Płońska', 'w Płońsku'),
  town('Mława', 'Mławy', 'w Mławie'),
  town('Legionowo', 'Legionowa', 'w Legionowie'),
  town('Pruszków', 'Pruszkowa', 'w Pruszkowie'),
  town('Grodzisk Mazowiecki', 'Grodziska Mazowieckiego', 'w Grodzisku Mazowieckim'),
  town('Skierniewice', 'Skierniewic', 'w Skierniewicach'),
  town('Łowicz', 'Łowicza', 'w Łowiczu'),
  town('Kutno', 'Kutna', 'w Kutnie'),
  town('Piotrków Trybunalski', 'Piotrkowa Trybunalskiego', 'w Piotrkowie Trybunalskim'),
  town('Bełchatów', 'Bełchatowa', 'w Bełchatowie'),
  town('Tomaszów Mazowiecki', 'Tomaszowa Mazowieckiego', 'w Tomaszowie Mazowieckim'),
  town('Radomsko', 'Radomska', 'w Radomsku'),
  town('Sieradz', 'Sieradza', 'w Sieradzu'),
  town('Zduńska Wola', 'Zduńskiej Woli', 'w Zduńskiej Woli'),
  town('Wieluń', 'Wielunia', 'w Wieluniu'),
  town('Ostrów Wielkopolski', 'Ostrowa Wielkopolskiego', 'w Ostrowie Wielkopolskim'),
  town('Krotoszyn', 'Krotoszyna', 'w Krotoszynie'),
  town('Jarocin', 'Jarocina', 'w Jarocinie'),
  town('Września', 'Wrześni', 'we Wrześni'),
  town('Głogów', 'Głogowa', 'w Głogowie'),
  town('Legnica', 'Legnicy', 'w Legnicy'),
  town('Lubin', 'Lubina', 'w Lubinie'),
  town('Jelenia Góra', 'Jeleniej Góry', 'w Jeleniej Górze'),
  town('Wałbrzych', 'Wałbrzycha', 'w Wałbrzychu'),
  town('Świdnica', 'Świdnicy', 'w Świdnicy'),
  town('Kłodzko', 'Kłodzka', 'w Kłodzku'),
  town('Nysa', 'Nysy', 'w Nysie'),
  town('Brzeg', 'Brzegu', 'w Brzegu'),
  town('Oława', 'Oławy', 'w Oławie'),
  town('Kędzierzyn-Koźle', 'Kędzierzyna-Koźla', 'w Kędzierzynie-Koźlu'),
  town('Racibórz', 'Raciborza', 'w Raciborzu'),
  town('Wodzisław Śląski', 'Wodzisławia Śląskiego', 'w Wodzisławiu Śląskim'),
  town('Żory', 'Żor', 'w Żorach'),
  town('Mikołów', 'Mikołowa', 'w Mikołowie'),
  town('Chorzów', 'Chorzowa', 'w Chorzowie'),
  town('Ruda Śląska', 'Rudy Śląskiej', 'w Rudzie Śląskiej'),
  town('Dąbrowa Górnicza', 'Dąbrowy Górniczej', 'w Dąbrowie Górniczej'),
  town('Jaworzno', 'Jaworzna', 'w Jaworznie'),
  town('Chrzanów', 'Chrzanowa', 'w Chrzanowie'),
  town('Oświęcim', 'Oświęcimia', 'w Oświęcimiu'),
  town('Wadowice', 'Wadowic', 'w Wadowicach'),
  town('Myślenice', 'Myślenic', 'w Myślenicach'),
  town('Bochnia', 'Bochni', 'w Bochni'),
  town('Brzesko', 'Brzeska', 'w Brzesku'),
  town('Dębica', 'Dębicy', 'w Dębicy'),
  town('Ropczyce', 'Ropczyc', 'w Ropczycach'),
  town('Łańcut', 'Łańcuta', 'w Łańcucie'),
  town('Leżajsk', 'Leżajska', 'w Leżajsku'),
  town('Lubaczów', 'Lubaczowa', 'w Lubaczowie'),
  town('Biłgoraj', 'Biłgoraja', 'w Biłgoraju'),
  town('Kraśnik', 'Kraśnika', 'w Kraśniku'),
  town('Lubartów', 'Lubartowa', 'w Lubartowie'),
  town('Łuków', 'Łukowa', 'w Łukowie'),
  town('Radzyń Podlaski', 'Radzynia Podlaskiego', 'w Radzyniu Podlaskim'),
  town('Hrubieszów', 'Hrubieszowa', 'w Hrubieszowie'),
  town('Tomaszów Lubelski', 'Tomaszowa Lubelskiego', 'w Tomaszowie Lubelskim'),
  town('Augustów', 'Augustowa', 'w Augustowie'),
  town('Grajewo', 'Grajewa', 'w Grajewie'),
  town('Ostrów Mazowiecka', 'Ostrowi Mazowieckiej', 'w Ostrowi Mazowieckiej'),
  town('Wyszków', 'Wyszkowa', 'w Wyszkowie'),
  town('Sokołów Podlaski', 'Sokołowa Podlaskiego', 'w Sokołowie Podlaskim'),
  town('Garwolin', 'Garwolina', 'w Garwolinie'),
  town('Mińsk Mazowiecki', 'Mińska Mazowieckiego', 'w Mińsku Mazowieckim'),
  town('Otwock', 'Otwocka', 'w Otwocku'),
  town('Kozienice', 'Kozienic', 'w Kozienicach'),
  town('Starachowice', 'Starachowic', 'w Starachowicach'),
  town('Ostrowiec Świętokrzyski', 'Ostrowca Świętokrzyskiego', 'w Ostrowcu Świętokrzyskim'),
  town('Skarżysko-Kamienna', 'Skarżyska-Kamiennej', 'w Skarżysku-Kamiennej'),
  town('Końskie', 'Końskich', 'w Końskich'),
  town('Jędrzejów', 'Jędrzejowa', 'w Jędrzejowie'),
  town('Busko-Zdrój', 'Buska-Zdroju', 'w Busku-Zdroju'),
  town('Miechów', 'Miechowa', 'w Miechowie'),
  town('Olkusz', 'Olkusza', 'w Olkuszu'),
  town('Zawiercie', 'Zawiercia', 'w Zawierciu'),
  town('Myszków', 'Myszkowa', 'w Myszkowie'),
  town('Lubliniec', 'Lublińca', 'w Lublińcu'),
  town('Tarnowskie Góry', 'Tarnowskich Gór', 'w Tarnowskich Górach'),
];

const BORDER_CROSSINGS: readonly DepartureCity[] = [
  borderCrossing('Kudowa-Zdrój', 'Kudowy-Zdroju', 'w Kudowie-Zdroju'),
  borderCrossing('Zgorzelec', 'Zgorzelca', 'w Zgorzelcu'),
  borderCrossing('Jędrzychowice', 'Jędrzychowic', 'w Jędrzychowicach'),
  borderCrossing('Olszyna', 'Olszyny', 'w Olszynie'),
  borderCrossing('Świecko', 'Świecka', 'w Świecku'),
  borderCrossing('Kołbaskowo', 'Kołbaskowa', 'w Kołbaskowie'),
  borderCrossing('Chałupki', 'Chałupek', 'w Chałupkach'),
  borderCrossing('Gorzyczki', 'Gorzyczek', 'w Gorzyczkach'),
  borderCrossing('Chyżne', 'Chyżnego', 'w Chyżnem'),
  borderCrossing('Barwinek', 'Barwinka', 'w Barwinku'),
];

/** Coach departure points: Polish towns and the border crossings coaches pick up at. */
export const BUS_DEPARTURE_CITIES: readonly DepartureCity[] = [...BUS_TOWNS, ...BORDER_CROSSINGS];

const bySlug = (list: readonly DepartureCity[], slugs: readonly string[]): DepartureCity[] =>
  slugs.flatMap((slug) => list.filter((item) => item.slug === slug));

export const POPULAR_PLANE_DEPARTURE_CITIES = bySlug(PLANE_DEPARTURE_CITIES, POPULAR_PLANE_DEPARTURE_CITY_SLUGS);
export const POPULAR_BUS_DEPARTURE_CITIES = bySlug(BUS_DEPARTURE_CITIES, POPULAR_BUS_DEPARTURE_CITY_SLUGS);

/** Every departure point (coach and plane); `miasto` values must be one of these. */
export const ALL_DEPARTURE_CITIES: readonly DepartureCity[] = [
  ...PLANE_DEPARTURE_CITIES,
  ...BUS_DEPARTURE_CITIES.filter((bus) => !PLANE_DEPARTURE_CITIES.some((plane) => plane.slug === bus.slug)),
];
export const DEPARTURE_CITY_SLUG_SET = slugSet(ALL_DEPARTURE_CITIES);

const DEPARTURE_CITY_BY_SLUG = new Map(ALL_DEPARTURE_CITIES.map((city) => [city.slug, city]));

/** The departure point of a `miasto` slug, with its forms. */
export function departureCityBySlug(slug: string): DepartureCity | undefined {
  return DEPARTURE_CITY_BY_SLUG.get(slug);
}

/** 'z Rzeszowa', 'ze Szczecina': where a trip leaves from, for any departure slug the shop knows. */
export function departureFromPhrase(slug: string): string {
  const city = DEPARTURE_CITY_BY_SLUG.get(slug);
  return city ? fromPlace(city) : slug;
}

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
