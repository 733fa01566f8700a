// Standalone host page of the `order` remote for `npm run dev -w mf-order` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// Dev-only read of the shell's route table (pure data) so the standalone URLs match the shop's.
import { ROUTES } from '../../shell/src/routes/route-table';
import { OrderPage } from './exposes/order-page';
import { ThankYouPage } from './exposes/thank-you-page';
import { UnavailablePage } from './exposes/unavailable-page';
import { TrackingPage } from './exposes/tracking-page';
import { OfferForClientPage } from './exposes/offer-for-client-page';

void renderStandalone({
  routes: ROUTES.filter((route) => route.remote === 'order'),
  pages: { OrderPage, ThankYouPage, UnavailablePage, TrackingPage, OfferForClientPage },
});
