import { eventBus } from '@travel/event-bus';
import { i18n } from '@travel/i18n';
import { useEffect } from 'react';
import { uiStore } from '../../store/ui-store';
import { captureErrorMessage } from '../sentry/error-reporting';
import { readSiteConfig } from '../sentry/site-config';
import { connectApiErrorReporting } from './api-error-reporting';

/** Wires `api:error` to Sentry and, off production, to a toast for as long as the layout lives. */
export function useApiErrorReporting(): void {
  useEffect(
    () =>
      connectApiErrorReporting({
        bus: eventBus,
        // Without a site config (tests, a bare dev server) we are not in production.
        environment: readSiteConfig()?.environment ?? 'development',
        capture: captureErrorMessage,
        showToast: (toast) => uiStore.getState().showToast(toast),
        apiLinkTitle: () => i18n.t('apiLink', { ns: 'error' }),
      }),
    [],
  );
}
