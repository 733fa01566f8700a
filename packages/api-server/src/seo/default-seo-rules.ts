import type { SeoRuleInput } from '@travel/contracts';

/** A rule as the shop ships it, before staff change anything (ADR 0265). */
export interface DefaultSeoRule extends SeoRuleInput {
  id: string;
}

/** Countries a Polish citizen visits with the identity card alone (the EU and Schengen ones the shop sells). */
const ID_CARD_COUNTRIES = ['polska', 'grecja', 'hiszpania', 'chorwacja', 'bulgaria', 'cypr', 'wlochy', 'portugalia', 'austria', 'czechy'];

/**
 * The rules a new database starts with: the texts the shop used to write row by row, now templates
 * over what a page is (docs/product/seo-rules.md). Staff edit, add and switch off rules in the SEO
 * debug; this list only fills an empty table.
 */
export const DEFAULT_SEO_RULES: readonly DefaultSeoRule[] = [
  {
    id: 'strona-kategorii',
    name: 'Strona kategorii bez kierunku',
    priority: 0,
    active: true,
    conditions: [{ field: 'location', operator: 'empty', value: null }],
    meta: {
      title: '{tytul} {rok} – oferty biur podróży',
      description: '{tytul}: porównaj oferty biur podróży, ceny z opłatami i opinie o hotelach.',
      keywords: '{tytul}, wakacje, biuro podróży',
      heading: '{tytul}',
      headingDescription: '{tytul} – najlepsze oferty sprawdzonych biur podróży.',
    },
    text: '{tytul} – sprawdź aktualne oferty biur podróży w Podróżowni. Ceny zawierają obowiązkowe opłaty.',
    faq: null,
  },
  {
    id: 'strona-kategorii-w-kierunku',
    name: 'Strona kategorii w kierunku',
    priority: 0,
    active: true,
    conditions: [{ field: 'location', operator: 'nempty', value: null }],
    meta: {
      title: '{tytul} {miejscownik} – oferty i ceny',
      description: '{tytul} {miejscownik}: porównaj ceny, terminy i opinie o hotelach {dopelniacz}.',
      keywords: '{miejsce}, {tytul}, wakacje {miejscownik}',
      heading: '{tytul} {miejscownik}',
      headingDescription: '{tytul} {miejscownik} – oferty od sprawdzonych biur podróży, ceny z obowiązkowymi opłatami.',
    },
    text: '{tytul} {miejscownik}: wybierz termin, hotel i wyżywienie. {miejsce} to jeden z ulubionych kierunków Polaków.',
    faq: null,
  },
  {
    id: 'wyjazdy-z-miasta',
    name: 'Wyjazdy z jednego miasta',
    priority: 10,
    active: true,
    conditions: [
      { field: 'departureCity', operator: 'nempty', value: null },
      { field: 'location', operator: 'empty', value: null },
    ],
    meta: null,
    text: '{tytul}: wszystkie wyjazdy z jednego lotniska lub przystanku w jednym miejscu, z cenami zawierającymi obowiązkowe opłaty.',
    faq: null,
  },
  {
    id: 'faq-kierunek',
    name: 'Pytania o kierunek',
    priority: 20,
    active: true,
    conditions: [{ field: 'location', operator: 'nempty', value: null }],
    meta: null,
    text: null,
    faq: [
      {
        question: 'Kiedy najlepiej jechać do {dopelniacz}?',
        answer: 'Najwięcej słońca {miejscownik} jest od maja do października; sprawdź pogodę w naszym przewodniku.',
      },
      {
        question: 'Ile kosztują wakacje {miejscownik}?',
        answer: 'Ceny zależą od terminu, standardu hotelu i wyżywienia; aktualne oferty {miejscownik} znajdziesz w wyszukiwarce.',
      },
    ],
  },
  {
    id: 'faq-dowod-osobisty',
    name: 'Wyjazd na dowód osobisty',
    priority: 19,
    active: true,
    conditions: [{ field: 'location', operator: 'anyOf', value: ID_CARD_COUNTRIES }],
    meta: null,
    text: null,
    faq: [{ question: 'Czy potrzebny jest paszport do {dopelniacz}?', answer: 'Nie, wystarczy ważny dowód osobisty.' }],
  },
  {
    id: 'faq-paszport',
    name: 'Wyjazd na paszport',
    priority: 19,
    active: true,
    conditions: [
      { field: 'location', operator: 'nempty', value: null },
      { field: 'location', operator: 'noneOf', value: ID_CARD_COUNTRIES },
    ],
    meta: null,
    text: null,
    faq: [
      {
        question: 'Czy potrzebny jest paszport do {dopelniacz}?',
        answer: 'Tak, potrzebny jest paszport ważny co najmniej 6 miesięcy od daty powrotu.',
      },
    ],
  },
  {
    id: 'faq-oferta',
    name: 'Co obejmuje oferta',
    priority: 0,
    active: true,
    conditions: [],
    meta: null,
    text: null,
    faq: [
      {
        question: 'Co obejmuje oferta „{tytul}”?',
        answer: 'Ceny ofert „{tytul}” obejmują przelot lub przejazd, zakwaterowanie, wyżywienie i obowiązkowe opłaty.',
      },
    ],
  },
  {
    id: 'faq-all-inclusive',
    name: 'All inclusive: co jest w cenie',
    priority: 10,
    active: true,
    conditions: [{ field: 'board', operator: 'anyOf', value: ['all-inclusive'] }],
    meta: null,
    text: null,
    faq: [
      {
        question: 'Co obejmuje all inclusive?',
        answer:
          'Wszystkie posiłki i napoje w hotelu przez cały pobyt; szczegóły (np. napoje alkoholowe, godziny barów) podaje opis hotelu.',
      },
    ],
  },
];
