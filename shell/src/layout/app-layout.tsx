import { useTranslation } from '@travel/i18n';
import { Outlet } from 'react-router-dom';
import { ConfirmDialogHost } from '../features/confirm-dialog/confirm-dialog-host';
import { ContactModal } from '../features/contact-modal/contact-modal';
import { CookieConsentBanner } from '../features/cookie-consent/cookie-consent-banner';
import { ToastsRegion } from '../features/toasts/toasts-region';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useShellServices } from './use-shell-services';
import { useShellStylesheet } from './use-shell-stylesheet';

/** The frame of every page: header, the route's remote in `<main>`, footer, and the shell's overlays. */
export function AppLayout() {
  const { t } = useTranslation('common');
  useShellStylesheet();
  useShellServices();
  return (
    <div className="tr-app">
      <a className="tr-skip-link" href="#main">
        {t('skipLink')}
      </a>
      <SiteHeader />
      <main id="main" className="tr-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ToastsRegion />
      <CookieConsentBanner />
      <ContactModal />
      <ConfirmDialogHost />
    </div>
  );
}
