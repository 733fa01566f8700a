import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { ApiClient } from '@travel/api-client';
import type { PriceAlertTarget } from '@travel/contracts/api/price-alerts';
import { useTranslation } from '@travel/i18n';
import { Button, LoadingText } from '@travel/ui';

const loadForm = () => import('./price-alert-form');
const PriceAlertForm = lazy(() => loadForm().then((module) => ({ default: module.PriceAlertForm })));

export interface PriceAlertProps {
  /** The offer, or the whole search as the listing asks for its offers (and its address). */
  target: PriceAlertTarget;
  /** Injected in tests. */
  api?: ApiClient;
  solve?: (api: ApiClient) => Promise<string>;
}

/**
 * "Powiadom mnie, gdy cena spadnie" (docs/product/price-alerts.md): a disclosure button; its form
 * is its own chunk, fetched after the page is up.
 */
export function PriceAlert({ target, api, solve }: PriceAlertProps) {
  const { t } = useTranslation('common');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Fetched once the page is up, not on its first load: opened, the form appears at once and moves
  // nothing while the shopper waits for it.
  useEffect(() => {
    const timer = setTimeout(() => void loadForm().catch(() => undefined), 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="tr-price-alert" data-testid="price-alert">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('priceAlert.button')}
      </Button>
      <div id={panelId} hidden={!open} className="tr-price-alert__panel">
        {open ? (
          <Suspense fallback={<LoadingText>{t('loading')}</LoadingText>}>
            <PriceAlertForm target={target} {...(api ? { api } : {})} {...(solve ? { solve } : {})} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
