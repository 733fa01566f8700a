/**
 * Every page of the shop and the remote that owns it. Pure data: the shell's router, the site
 * server's modulepreload hints and the README's URL list all read this one table.
 *
 * Paths use react-router syntax. Static segments outrank dynamic ones, so the listing catch-all
 * `/:category/*` only gets what no other route claims.
 */
export type RemoteName = 'search' | 'hotel' | 'order' | 'reviews' | 'content';

export interface RouteEntry {
  /** Stable id, used in tests and page-view counts. */
  readonly id: string;
  readonly path: string;
  readonly remote: RemoteName;
  /** The exposed module of the remote, e.g. `ListingPage` for `search/ListingPage`. */
  readonly module: string;
  /** Routes inside the order flow never reload for a new build (spec 000 §2 `/_app`). */
  readonly inOrderFlow?: true;
}

/** Guide sub-pages (spec 000 §2), Polish slug → page key. */
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

/** Static pages (spec 000 §2), Polish slug → page key. */
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

/** Order steps (spec 001 §2): step id → Polish URL segment. */
export const ORDER_STEP_SEGMENTS = {
  client: 'dane',
  'client-confirm': 'potwierdzenie-danych',
  summary: 'podsumowanie',
  payment: 'platnosc',
} as const;

/** Tracking page types (spec 001 §2): type → Polish URL segment. */
export const TRACKING_SEGMENTS = {
  success: 'sukces',
  failure: 'niepowodzenie',
  summary: 'podsumowanie',
  offline: 'offline',
} as const;

export const ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/', remote: 'search', module: 'HomePage' },
  { id: 'favorites', path: '/ulubione/', remote: 'search', module: 'FavoritesPage' },

  { id: 'hotel', path: '/hotel/:hotelSlug/', remote: 'hotel', module: 'HotelPage' },
  { id: 'offer', path: '/oferta/:offerHash/', remote: 'hotel', module: 'OfferPage' },
  { id: 'hotels-listing', path: '/hotele/*', remote: 'hotel', module: 'HotelsListingPage' },

  ...Object.entries(ORDER_STEP_SEGMENTS).map(
    ([step, segment]): RouteEntry => ({
      id: `order-${step}`,
      path: `/rezerwacja/:orderId/${segment}/`,
      remote: 'order',
      module: 'OrderPage',
      inOrderFlow: true,
    }),
  ),
  { id: 'order-thank-you', path: '/rezerwacja/:orderId/dziekujemy/', remote: 'order', module: 'ThankYouPage' },
  { id: 'order-unavailable', path: '/rezerwacja/:orderId/niedostepna/', remote: 'order', module: 'UnavailablePage' },
  ...Object.entries(TRACKING_SEGMENTS).map(
    ([type, segment]): RouteEntry => ({
      id: `tracking-${type}`,
      path: `/platnosc/${segment}/:orderHash/`,
      remote: 'order',
      module: 'TrackingPage',
    }),
  ),
  { id: 'offer-for-client', path: '/oferta-dla-klienta/:offerForClientId/', remote: 'order', module: 'OfferForClientPage' },

  { id: 'review-form', path: '/dodaj-opinie/:hotelSlug/', remote: 'reviews', module: 'ReviewFormPage' },
  { id: 'review-from-mail', path: '/dodaj-opinie/:hotelSlug/ocena/:rating/', remote: 'reviews', module: 'ReviewFormPage' },

  { id: 'guide', path: '/przewodnik/', remote: 'content', module: 'GuidePage' },
  ...Object.keys(GUIDE_PAGES).map(
    (slug): RouteEntry => ({ id: `guide-${slug}`, path: `/przewodnik/${slug}/`, remote: 'content', module: 'GuidePage' }),
  ),
  { id: 'destination-guide', path: '/kierunki/*', remote: 'content', module: 'DestinationGuidePage' },
  ...Object.keys(STATIC_PAGES).map(
    (slug): RouteEntry => ({ id: `static-${slug}`, path: `/${slug}/`, remote: 'content', module: 'StaticPage' }),
  ),
  { id: 'sales-offices', path: '/salony-podrozy/', remote: 'content', module: 'SalesOfficesPage' },
  { id: 'sales-office', path: '/salony-podrozy/:officeSlug/', remote: 'content', module: 'SalesOfficesPage' },
  { id: 'contact', path: '/kontakt/', remote: 'content', module: 'ContactPage' },
  { id: 'newsletter-confirm', path: '/newsletter/potwierdzenie/', remote: 'content', module: 'NewsletterConfirmPage' },

  // Last: every landing slug of spec 000 §2 (categories, operators, departure cities and the
  // last-minute / city-break variants). The search remote answers unknown slugs with its 404.
  { id: 'listing', path: '/:category/*', remote: 'search', module: 'ListingPage' },
];
