import { useTranslation } from '@travel/i18n';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ConfirmDialogHost } from '../features/confirm-dialog/confirm-dialog-host';
import { CookieConsentBanner } from '../features/cookie-consent/cookie-consent-banner';
import { useUiStore } from '../store/ui-store';
import { RouteAnnouncer } from './route-announcer';
import { ToastsRegion } from '../features/toasts/toasts-region';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useShellServices } from './use-shell-services';
import { useShellStylesheet } from './use-shell-stylesheet';

// Nobody sees the contact modal until they ask for it: its code loads when it opens, not before a
// page is interactive (ADR 0192).
const ContactModal = lazy(() => import('../features/contact-modal/contact-modal').then((module) => ({ default: module.ContactModal })));

/** The frame of every page: header, the route's remote in `<main>`, footer, and the shell's overlays. */
export function AppLayout() {
  const { t } = useTranslation('common');
  useShellStylesheet();
  useShellServices();
  const showContactModal = useUiStore((s) => s.showContactModal);
  return (
    <div className="tr-app">
      <a className="tr-skip-link" href="#main">
        {t('skipLink')}
      </a>
      {/* Early in the markup, though drawn at the bottom: a long server-drawn page (a listing) is
          parsed in chunks, and the bar, often the largest text of the first screen, is painted
          with the first chunk instead of after the last one (docs/adr/0333-paint-the-first-screen-before-the-app-starts.md).
          A screen reader or the Tab key meets the choice right after the skip link. */}
      <CookieConsentBanner />
      <SiteHeader />
      <main id="main" className="tr-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <RouteAnnouncer />
      <ToastsRegion />
      {showContactModal ? (
        <Suspense fallback={null}>
          <ContactModal />
        </Suspense>
      ) : null}
      <ConfirmDialogHost />
    </div>
  );
}
