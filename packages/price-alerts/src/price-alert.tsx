import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { ApiClient } from '@travel/api-client';
import type { PriceAlertTarget } from '@travel/contracts/api/price-alerts';
import { useTranslation } from '@travel/i18n';
import { Button, LoadingText } from '@travel/ui';
import type { PriceAlertFormProps } from './price-alert-form';

type FormModule = typeof import('./price-alert-form');
let formModule: Promise<FormModule> | undefined;
/** Set once the form's chunk is here: opened after that, the form is drawn at once, with no fallback. */
let loadedForm: FormModule | undefined;
/** One request for the form's chunk; a failed one is asked again next time. */
function loadForm(): Promise<FormModule> {
  formModule ??= import('./price-alert-form').then(
    (module) => {
      loadedForm = module;
      return module;
    },
    (error: unknown) => {
      formModule = undefined;
      throw error;
    },
  );
  return formModule;
}
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
  // The form as it was when the panel opened: drawn at once if its chunk was here, else through
  // `lazy`. (`lazy` suspends on its first render even with the chunk here, and React keeps a shown
  // fallback for a while: the form would grow out of "Ładowanie…" after the shopper's key press,
  // late enough to count as a layout shift.) Kept while the panel is open, so the chunk arriving
  // meanwhile never swaps the component and loses what the shopper typed.
  const [openedWith, setOpenedWith] = useState<FormModule | undefined>(undefined);
  // Fetched once the page is up, not on its first load, or as soon as a shopper reaches for the
  // button: opened, the form appears at once and moves nothing while the shopper waits for it.
  useEffect(() => {
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);
  const formProps: PriceAlertFormProps = { target, ...(api ? { api } : {}), ...(solve ? { solve } : {}) };
  return (
    <div className="tr-price-alert" data-testid="price-alert">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedWith(loadedForm);
          setOpen(!open);
        }}
        onFocus={preload}
        onPointerEnter={preload}
      >
        {t('priceAlert.button')}
      </Button>
      <div id={panelId} hidden={!open} className="tr-price-alert__panel">
        {open ? (
          openedWith ? (
            <openedWith.PriceAlertForm {...formProps} />
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
