import type { ContentDocument } from '../../../content/content-document';
import type { GuideSlug, StaticSlug } from '../../../content/pages';

type DocumentModule = Promise<{ document: ContentDocument }>;

/** One chunk per page: a reader of the glossary does not download the privacy policy. */
export const GUIDE_DOCUMENTS: { readonly [slug in GuideSlug]: () => DocumentModule } = {
  wprowadzenie: () => import('../../../content/guide/wprowadzenie'),
  'wyszukiwanie-ofert': () => import('../../../content/guide/wyszukiwanie-ofert'),
  rezerwacje: () => import('../../../content/guide/rezerwacje'),
  'etapy-rezerwacji': () => import('../../../content/guide/etapy-rezerwacji'),
  platnosci: () => import('../../../content/guide/platnosci'),
  dokumenty: () => import('../../../content/guide/dokumenty'),
  'podroz-samolotem': () => import('../../../content/guide/podroz-samolotem'),
  'podroz-autokarem': () => import('../../../content/guide/podroz-autokarem'),
  pobyt: () => import('../../../content/guide/pobyt'),
  'inne-informacje': () => import('../../../content/guide/inne-informacje'),
  slowniczek: () => import('../../../content/guide/slowniczek'),
  'mapa-przewodnika': () => import('../../../content/guide/mapa-przewodnika'),
};

export const STATIC_DOCUMENTS: { readonly [slug in StaticSlug]: () => DocumentModule } = {
  'o-nas': () => import('../../../content/static/o-nas'),
  nagrody: () => import('../../../content/static/nagrody'),
  'dla-firm': () => import('../../../content/static/dla-firm'),
  kariera: () => import('../../../content/static/kariera'),
  franczyza: () => import('../../../content/static/franczyza'),
  mice: () => import('../../../content/static/mice'),
  'parkuj-i-lec': () => import('../../../content/static/parkuj-i-lec'),
  partnerzy: () => import('../../../content/static/partnerzy'),
  'polityka-prywatnosci': () => import('../../../content/static/polityka-prywatnosci'),
  'odbiorcy-danych': () => import('../../../content/static/odbiorcy-danych'),
  regulamin: () => import('../../../content/static/regulamin'),
  'regulamin-ubezpieczen': () => import('../../../content/static/regulamin-ubezpieczen'),
  'regulamin-opinii': () => import('../../../content/static/regulamin-opinii'),
  'bony-turystyczne': () => import('../../../content/static/bony-turystyczne'),
  'bony-turystyczne-500': () => import('../../../content/static/bony-turystyczne-500'),
};
