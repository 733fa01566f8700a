import type { RouteEntry } from './route-entry';

/** Guide sub-pages (docs/product/landing-pages.md), Polish slug → page key. */
export const GUIDE_PAGES = {
  'podroz-autokarem': 'busTravel',
  dokumenty: 'documents',
  slowniczek: 'glossary',
  wprowadzenie: 'intro',
  'mapa-przewodnika': 'nav',
  'wyszukiwanie-ofert': 'offerSearching',
  'inne-informacje': 'otherInformation',
  platnosci: 'payments',
  'podroz-samolotem': 'planeTravel',
  rezerwacje: 'reservations',
  'etapy-rezerwacji': 'reservationSteps',
  pobyt: 'residency',
} as const;

/** Static pages (docs/product/landing-pages.md), Polish slug → page key. */
export const STATIC_PAGES = {
  'o-nas': 'about',
  nagrody: 'awards',
  'dla-firm': 'business',
  kariera: 'career',
  franczyza: 'franchise',
  mice: 'mice',
  'parkuj-i-lec': 'parkAndFly',
  partnerzy: 'partners',
  'polityka-prywatnosci': 'privacyPolicy',
  'odbiorcy-danych': 'recipients',
  regulamin: 'regulations',
  'regulamin-ubezpieczen': 'insuranceRegulations',
  'regulamin-opinii': 'opinionRegulations',
  'bony-turystyczne': 'travelVouchers',
  'bony-turystyczne-500': 'travelVouchers500',
} as const;

/** Pages of the `content` remote. */
export const CONTENT_ROUTES: readonly RouteEntry[] = [
  { id: 'guide', path: '/przewodnik/', remote: 'content', module: 'GuidePage' },
  ...Object.keys(GUIDE_PAGES).map((slug): RouteEntry => ({
    id: `guide-${slug}`,
    path: `/przewodnik/${slug}/`,
    remote: 'content',
    module: 'GuidePage',
  })),
  { id: 'destination-guide', path: '/kierunki/*', remote: 'content', module: 'DestinationGuidePage' },
  ...Object.keys(STATIC_PAGES).map((slug): RouteEntry => ({
    id: `static-${slug}`,
    path: `/${slug}/`,
    remote: 'content',
    module: 'StaticPage',
  })),
  { id: 'sales-offices', path: '/salony-podrozy/', remote: 'content', module: 'SalesOfficesPage' },
  { id: 'sales-office', path: '/salony-podrozy/:officeSlug/', remote: 'content', module: 'SalesOfficesPage' },
  { id: 'contact', path: '/kontakt/', remote: 'content', module: 'ContactPage' },
  { id: 'newsletter-confirm', path: '/newsletter/potwierdzenie/', remote: 'content', module: 'NewsletterConfirmPage' },
];
