import { GUIDE_PAGES, STATIC_PAGES } from '@travel/contracts/routes';

export type GuideSlug = keyof typeof GUIDE_PAGES;
export type StaticSlug = keyof typeof STATIC_PAGES;

/** Sub-pages of the guide in reading order (the route table lists them alphabetically). */
export const GUIDE_READING_ORDER: readonly GuideSlug[] = [
  'wprowadzenie',
  'wyszukiwanie-ofert',
  'rezerwacje',
  'etapy-rezerwacji',
  'platnosci',
  'dokumenty',
  'podroz-samolotem',
  'podroz-autokarem',
  'pobyt',
  'inne-informacje',
  'slowniczek',
  'mapa-przewodnika',
];

export const GUIDE_PATH = '/przewodnik/';
export const guidePath = (slug: GuideSlug): string => `${GUIDE_PATH}${slug}/`;

export const isGuideSlug = (slug: string): slug is GuideSlug => Object.hasOwn(GUIDE_PAGES, slug);
export const isStaticSlug = (slug: string): slug is StaticSlug => Object.hasOwn(STATIC_PAGES, slug);
