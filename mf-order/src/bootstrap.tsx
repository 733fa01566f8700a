// Standalone host page of the `order` remote for `npm run dev -w mf-order` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// The remote's own slice of the shop's routes, so the standalone URLs match the shop's.
import { ORDER_ROUTES } from '@travel/contracts/routes';
import { OrderPage } from './exposes/order-page';
import { ThankYouPage } from './exposes/thank-you-page';
import { UnavailablePage } from './exposes/unavailable-page';
import { TrackingPage } from './exposes/tracking-page';
import { OfferForClientPage } from './exposes/offer-for-client-page';
import { MyBookingsPage } from './exposes/my-bookings-page';
import { BookingPage } from './exposes/booking-page';

void renderStandalone({
  routes: ORDER_ROUTES,
  pages: { OrderPage, ThankYouPage, UnavailablePage, TrackingPage, OfferForClientPage, MyBookingsPage, BookingPage },
});
