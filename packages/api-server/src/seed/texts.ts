// Polish text fragments the seed composes into descriptions, opinions and FAQ.
export const hotelNameParts = {
  prefix: ['Hotel', 'Resort', 'Club', 'Aparthotel', 'Grand', 'Royal', 'Palace', 'Beach Resort', 'Village', 'Hotel & Spa'],
  core: [
    'Aurora',
    'Blue Lagoon',
    'Sunrise',
    'Coral Bay',
    'Golden Sands',
    'Olive Garden',
    'Sea Breeze',
    'Aqua Vista',
    'Paradise',
    'Marina',
    'Azure',
    'Laguna',
    'Bella Vista',
    'Oasis',
    'Palm Beach',
    'Horizon',
    'Sol y Mar',
    'Poseidon',
    'Helios',
    'Atlantis',
    'Esperia',
    'Riviera',
    'Panorama',
    'Lotus',
    'Amara',
    'Delfin',
    'Mirage',
    'Harmony',
    'Costa Azul',
    'Sirena',
    'Albatros',
    'Kalimera',
    'Iberostar',
    'Magic Life',
    'Arena',
    'Cristal',
    'Dream',
  ],
};

export const boardPhrases: Record<string, string> = {
  'all-inclusive': 'wyżywienie all inclusive z przekąskami i napojami przez cały dzień',
  obiad: 'obiadokolacje',
  bb: 'śniadania w formie bufetu',
  hb: 'śniadania i obiadokolacje',
  fb: 'trzy posiłki dziennie',
  wlasne: 'możliwość samodzielnego przygotowywania posiłków',
  'wedlug-programu': 'wyżywienie zgodne z programem wycieczki',
};

export const descriptionOpenings = [
  'Elegancki obiekt położony',
  'Kameralny hotel usytuowany',
  'Rodzinny kompleks wypoczynkowy leżący',
  'Nowoczesny hotel znajdujący się',
  'Popularny wśród Polaków obiekt położony',
];

export const authors = [
  'Anna',
  'Katarzyna',
  'Magdalena',
  'Agnieszka',
  'Monika',
  'Joanna',
  'Ewa',
  'Marta',
  'Karolina',
  'Aleksandra',
  'Piotr',
  'Tomasz',
  'Paweł',
  'Michał',
  'Krzysztof',
  'Marcin',
  'Łukasz',
  'Grzegorz',
  'Jakub',
  'Adam',
];

export const opinionTitles = {
  good: ['Wspaniały urlop', 'Polecam z całego serca', 'Wrócimy na pewno', 'Idealne miejsce na odpoczynek', 'Bardzo udany wyjazd'],
  mid: ['Poprawnie, bez zachwytów', 'Dobry stosunek ceny do jakości', 'Przyzwoity hotel', 'Było w porządku'],
  bad: ['Nie polecam', 'Rozczarowanie', 'Spodziewaliśmy się więcej'],
};

export const pros = [
  'Bardzo czysta i zadbana plaża.',
  'Przemiła i pomocna obsługa.',
  'Duży wybór dań, świeże owoce.',
  'Przestronne pokoje z balkonem.',
  'Świetne animacje dla dzieci.',
  'Piękny widok na morze.',
  'Basen z podgrzewaną wodą.',
  'Spokojna okolica, blisko do centrum.',
  'Szybki transfer z lotniska.',
];

export const cons = [
  'Wi-Fi działało tylko w lobby.',
  'Leżaki przy basenie zajęte od rana.',
  'Głośna muzyka do późna.',
  'Jedzenie mało urozmaicone pod koniec pobytu.',
  'Pokoje wymagają odświeżenia.',
  'Daleko do najbliższego sklepu.',
  'Brak.',
  'Długie kolejki w restauracji.',
];

export const categoryComments: Record<string, string[]> = {
  amenities_for_children: ['Mini klub czynny cały dzień.', 'Brodzik i plac zabaw.', 'Mało atrakcji dla najmłodszych.'],
  beach: ['Piaszczysta plaża, łagodne zejście do wody.', 'Plaża kamienista, warto mieć buty do wody.', 'Dużo leżaków i parasoli.'],
  entertainment_and_sport: ['Wieczorne pokazy i aqua aerobik.', 'Siłownia dobrze wyposażona.', 'Animacje tylko po angielsku.'],
  gastronomy: ['Pyszne lokalne dania.', 'Restauracja à la carte warta polecenia.', 'Posiłki monotonne.'],
  hotel_and_surroundings: ['Zadbany ogród pełen zieleni.', 'Hotel odnowiony w zeszłym roku.', 'Część wspólna nieco zaniedbana.'],
  location_and_surroundings: ['Blisko promenady i sklepów.', 'Spokojna okolica.', 'Daleko od centrum miasta.'],
  pool: ['Kilka basenów i zjeżdżalnie.', 'Basen czysty i duży.', 'Basen zbyt mały na tylu gości.'],
  rooms: ['Pokój przestronny i czysty.', 'Klimatyzacja działała bez zarzutu.', 'Łazienka do remontu.'],
};

export const roomTypes = [
  { code: 'DBL', name: 'Pokój dwuosobowy', factor: 1 },
  { code: 'DBL-SV', name: 'Pokój dwuosobowy z widokiem na morze', factor: 1.12 },
  { code: 'FAM', name: 'Pokój rodzinny', factor: 1.18 },
  { code: 'SUITE', name: 'Apartament typu suite', factor: 1.45 },
  { code: 'STU', name: 'Studio', factor: 0.95 },
];
