// Standalone host page of the `content` remote for `npm run dev -w mf-content` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// The remote's own slice of the shop's routes, so the standalone URLs match the shop's.
import { CONTENT_ROUTES } from '@travel/contracts/routes';
import { GuidePage } from './exposes/guide-page';
import { DestinationGuidePage } from './exposes/destination-guide-page';
import { StaticPage } from './exposes/static-page';
import { SalesOfficesPage } from './exposes/sales-offices-page';
import { ContactPage } from './exposes/contact-page';
import { NewsletterConfirmPage } from './exposes/newsletter-confirm-page';

void renderStandalone({
  routes: CONTENT_ROUTES,
  pages: { GuidePage, DestinationGuidePage, StaticPage, SalesOfficesPage, ContactPage, NewsletterConfirmPage },
});
