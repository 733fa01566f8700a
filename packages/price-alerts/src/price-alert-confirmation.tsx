import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, createApiClient, type ApiClient } from '@travel/api-client';
import type { PriceAlertSummary } from '@travel/contracts/api/price-alerts';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, LoadingText } from '@travel/ui';

const client = createApiClient();

/**
 * The API refused the link itself (a token unknown, used or expired; a signature that does not
 * match): asking again cannot help. Anything else (too many tries, a server or network failure)
 * says nothing about the link, so the visitor is asked to try again, not told the link is dead.
 */
const linkRefused = (error: unknown): boolean => error instanceof ApiError && [400, 403, 404].includes(error.status);

/**
 * `/powiadomienie-o-cenie/?potwierdz={token}` confirms an alert at once (the visitor clicked the
 * e-mail's link to do just that); `?wylacz={id}&podpis={hmac}` asks before switching it off, so a
 * mail scanner that opens links switches nothing off (docs/product/price-alerts.md).
 */
export function PriceAlertConfirmation({ search, api = client }: { search: string; api?: ApiClient }) {
  const { t } = useTranslation('common');
  const params = new URLSearchParams(search);
  const token = params.get('potwierdz');
  const alertId = params.get('wylacz');
  const signature = params.get('podpis');
  const confirm = useMutation(apiMutationOptions(api, 'priceAlertConfirm'));
  const switchOff = useMutation(apiMutationOptions(api, 'priceAlertUnsubscribe'));
  const [confirmed, setConfirmed] = useState<PriceAlertSummary | null>(null);
  const asked = useRef(false);
  const switchedOffRef = useRef<HTMLOutputElement>(null);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm.mutate({ body: { token } }, { onSuccess: (answer) => setConfirmed(answer.alert) });
  }, [token, confirm]);

  // The answer replaces the button that had the focus: the focus goes to the answer, not to the page
  // (a keyboard or screen-reader user would otherwise start again from the top).
  useEffect(() => {
    if (switchOff.isSuccess) switchedOffRef.current?.focus();
  }, [switchOff.isSuccess]);

  if (token) {
    if (confirm.isError) {
      if (linkRefused(confirm.error)) return <ErrorMessage title={t('priceAlert.page.confirmFailed')} />;
      return (
        <div>
          <ErrorMessage title={t('priceAlert.page.confirmUnavailable')} />
          <Button onClick={() => confirm.mutate({ body: { token } }, { onSuccess: (answer) => setConfirmed(answer.alert) })}>
            {t('priceAlert.page.retry')}
          </Button>
        </div>
      );
    }
    if (!confirmed) return <LoadingText>{t('priceAlert.page.confirming')}</LoadingText>;
    return (
      <output className="tr-price-alert__confirmed" data-testid="price-alert-confirmed">
        <p>{t('priceAlert.page.confirmed', { label: confirmed.label })}</p>
        <p>
          {confirmed.pricePerPerson === null
            ? t('priceAlert.page.confirmedNoPrice', { date: formatDate(confirmed.expiresOn) })
            : t('priceAlert.page.confirmedPrice', { price: formatPrice(confirmed.pricePerPerson), date: formatDate(confirmed.expiresOn) })}
        </p>
        <p>
          {/* One offer, or the offers of a search. */}
          <a href={confirmed.url}>{confirmed.kind === 'offer' ? t('priceAlert.page.openOffer') : t('priceAlert.page.open')}</a>
        </p>
      </output>
    );
  }

  if (alertId && signature) {
    if (switchOff.isSuccess) {
      return (
        <output ref={switchedOffRef} tabIndex={-1} data-testid="price-alert-switched-off">
          {t('priceAlert.page.switchedOff')}
        </output>
      );
    }
    return (
      <div>
        <p>{t('priceAlert.page.switchOffIntro')}</p>
        {switchOff.isError ? (
          <p role="alert">{t(linkRefused(switchOff.error) ? 'priceAlert.page.switchOffFailed' : 'priceAlert.page.switchOffUnavailable')}</p>
        ) : null}
        {/* Not disabled while it runs: a disabled button drops the focus to the page, and a refusal
            would leave a keyboard user at its top. A second press waits instead. */}
        <Button
          aria-disabled={switchOff.isPending}
          onClick={() => {
            if (!switchOff.isPending) switchOff.mutate({ params: { id: alertId }, body: { signature } });
          }}
        >
          {t('priceAlert.page.switchOff')}
        </Button>
      </div>
    );
  }
  return <p>{t('priceAlert.page.invalid')}</p>;
}
