import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { ApiClient } from '@travel/api-client';
import type { PriceAlertTarget } from '@travel/contracts/api/price-alerts';
import { useTranslation } from '@travel/i18n';
import { Button, LoadingText } from '@travel/ui';

type FormModule = typeof import('./price-alert-form');
/** Set once the form's chunk is here: opened after that, the form is drawn at once, with no fallback. */
let loadedForm: FormModule | undefined;
const loadForm = (): Promise<FormModule> =>
  import('./price-alert-form').then((module) => {
    loadedForm = module;
    return module;
  });
const preload = (): void => void loadForm().catch(() => undefined);
const LazyPriceAlertForm = lazy(() => loadForm().then((module) => ({ default: module.PriceAlertForm })));

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
  // Fetched once the page is up, not on its first load, or as soon as a shopper reaches for the
  // button: opened, the form appears at once and moves nothing while the shopper waits for it.
  useEffect(() => {
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);
  // A lazy component suspends on its first render even when its chunk is here, and React shows a
  // fallback it then keeps for a while: the form would grow out of "Ładowanie…" after the shopper's
  // key press, late enough to count as a layout shift. Loaded, the module is used directly.
  const LoadedForm = loadedForm?.PriceAlertForm;
  const formProps = { target, ...(api ? { api } : {}), ...(solve ? { solve } : {}) };
  return (
    <div className="tr-price-alert" data-testid="price-alert">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onFocus={preload}
        onPointerEnter={preload}
      >
        {t('priceAlert.button')}
      </Button>
      <div id={panelId} hidden={!open} className="tr-price-alert__panel">
        {open ? (
          LoadedForm ? (
            <LoadedForm {...formProps} />
          ) : (
            <Suspense fallback={<LoadingText>{t('loading')}</LoadingText>}>
              <LazyPriceAlertForm {...formProps} />
            </Suspense>
          )
        ) : null}
      </div>
    </div>
  );
}
