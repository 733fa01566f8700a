import type { RouteEntry } from './route-entry';

/** docs/product/order-and-payment.md: the four order steps in sequence, with their Polish URL segments. */
export const ORDER_STEPS = [
  { id: 'client', segment: 'dane' },
  { id: 'client-confirm', segment: 'potwierdzenie-danych' },
  { id: 'summary', segment: 'podsumowanie' },
  { id: 'payment', segment: 'platnosc' },
] as const;

export type OrderStep = (typeof ORDER_STEPS)[number];
export type OrderStepId = OrderStep['id'];

/** docs/product/order-and-payment.md tracking page types and their URL segments (`/platnosc/{segment}/:orderHash/`). */
export const TRACKING_TYPES = [
  { type: 'success', segment: 'sukces' },
  { type: 'failure', segment: 'niepowodzenie' },
  { type: 'summary', segment: 'podsumowanie' },
  { type: 'offline', segment: 'offline' },
] as const;

export type TrackingType = (typeof TRACKING_TYPES)[number]['type'];

/** A shopper's own bookings, signed in by an e-mailed link (docs/adr/0240-customer-access.md). */
export const MY_BOOKINGS_PATH = '/moje-rezerwacje/';

/** Pages of the `order` remote. */
export const ORDER_ROUTES: readonly RouteEntry[] = [
  ...ORDER_STEPS.map((step): RouteEntry => ({
    id: `order-${step.id}`,
    path: `/rezerwacja/:orderId/${step.segment}/`,
    remote: 'order',
    module: 'OrderPage',
    inOrderFlow: true,
    title: `order:steps.${step.id}.title`,
  })),
  {
    id: 'order-thank-you',
    path: '/rezerwacja/:orderId/dziekujemy/',
    remote: 'order',
    module: 'ThankYouPage',
    title: 'order:thankYou.heading',
  },
  {
    id: 'order-unavailable',
    path: '/rezerwacja/:orderId/niedostepna/',
    remote: 'order',
    module: 'UnavailablePage',
    title: 'order:unavailable.heading',
  },
  ...TRACKING_TYPES.map((tracking): RouteEntry => ({
    id: `tracking-${tracking.type}`,
    path: `/platnosc/${tracking.segment}/:orderHash/`,
    remote: 'order',
    module: 'TrackingPage',
    title: `payment:tracking.${tracking.type}.heading`,
  })),
  { id: 'my-bookings', path: MY_BOOKINGS_PATH, remote: 'order', module: 'MyBookingsPage', title: 'order:myBookings.title' },
  {
    id: 'my-bookings-sign-in',
    path: `${MY_BOOKINGS_PATH}zaloguj/`,
    remote: 'order',
    module: 'MyBookingsPage',
    title: 'order:myBookings.title',
  },
  { id: 'booking', path: `${MY_BOOKINGS_PATH}:orderId/`, remote: 'order', module: 'BookingPage', title: 'order:booking.title' },
  {
    id: 'offer-for-client',
    path: '/oferta-dla-klienta/:offerForClientId/',
    remote: 'order',
    module: 'OfferForClientPage',
    title: 'offer-for-client:heading',
  },
];
