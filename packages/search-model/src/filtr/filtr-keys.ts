/** The keys of the `filtr` parameter, in the order the writer emits them (the spec's table). */
export const FILTR_KEYS = [
  'kierunek',
  'hotel',
  'obszar',
  'oferta',
  'typ',
  'transport',
  'miasto',
  'wyjazd',
  'od',
  'do',
  'dlugosc',
  'dorosli',
  'dzieci',
  'linie',
  'lot-bezposredni',
  'wyzywienie',
  'odleglosc-od-plazy',
  'odleglosc-od-lotniska',
  'udogodnienia',
  'opinie',
  'standard',
  'cena',
  'cena-za-wszystkich',
  'organizator',
  'sortowanie',
  'strona',
] as const;
export type FiltrKey = (typeof FILTR_KEYS)[number];

export const FILTR_PARAM = 'filtr';
export const PAIR_SEPARATOR = ';';
export const KEY_VALUE_SEPARATOR = ':';
export const LIST_SEPARATOR = ',';
