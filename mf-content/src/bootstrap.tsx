// Standalone host page of the `content` remote for `npm run dev -w mf-content` (not part of the production build).
import { renderStandalone } from '@travel/federation/standalone';
// Dev-only read of the shell's route table (pure data) so the standalone URLs match the shop's.
import { ROUTES } from '../../shell/src/routes/route-table';
import { GuidePage } from './exposes/guide-page';
import { DestinationGuidePage } from './exposes/destination-guide-page';
import { StaticPage } from './exposes/static-page';
import { SalesOfficesPage } from './exposes/sales-offices-page';
import { ContactPage } from './exposes/contact-page';
import { NewsletterConfirmPage } from './exposes/newsletter-confirm-page';

void renderStandalone({
  routes: ROUTES.filter((route) => route.remote === 'content'),
  pages: { GuidePage, DestinationGuidePage, StaticPage, SalesOfficesPage, ContactPage, NewsletterConfirmPage },
});
