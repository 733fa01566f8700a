import { useState } from 'react';
import type { OrderDetail } from '@travel/contracts/api/purchase';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, LoadingText } from '@travel/ui';
import { useOfferRecheck } from './api/use-offer-recheck';

export interface ClientConfirmProps {
  order: OrderDetail;
  nationalityName: (code: string) => string;
  onEdit: () => void;
  onNext: () => void;
  onUnavailable: () => void;
}

/** Step 'client-confirm': everything read back, the offer's price and places checked live, a change shown before going on. */
export function ClientConfirm({ order, nationalityName, onEdit, onNext, onUnavailable }: ClientConfirmProps) {
  const { t } = useTranslation('order');
  const recheck = useOfferRecheck(order.id);
  const [acceptedChange, setAcceptedChange] = useState(false);
  if (!order.client.valid) return null;

  let status = null;
  let canGoOn = false;
  if (recheck.isPending) status = <LoadingText>{t('confirm.checking')}</LoadingText>;
  else if (recheck.isError)
    status = <ErrorMessage title={t('confirm.checkFailed')} onRetry={() => void recheck.refetch()} retryLabel={t('retry')} />;
  else if (!recheck.data.available) {
    status = <ErrorMessage title={t('confirm.unavailable')} onRetry={onUnavailable} retryLabel={t('unavailable.alternatives')} />;
  } else if (recheck.data.priceChanged) {
    canGoOn = acceptedChange;
    status = (
      <div role="alert" className="order-price-changed">
        <p>
          {t('confirm.priceChanged', { before: formatPrice(recheck.data.previousTripPrice), after: formatPrice(recheck.data.tripPrice) })}
        </p>
        <label>
          <input type="checkbox" checked={acceptedChange} onChange={(e) => setAcceptedChange(e.target.checked)} />{' '}
          {t('confirm.acceptChange')}
        </label>
      </div>
    );
  } else {
    canGoOn = true;
    status = <output>{t('confirm.unchanged')}</output>;
  }

  return (
    <div className="order-confirm">
      <ClientReadBack order={order} nationalityName={nationalityName} />
      {status}
      <div className="order-actions">
        <Button variant="secondary" onClick={onEdit}>
          {t('confirm.edit')}
        </Button>
        <Button onClick={onNext} disabled={!canGoOn}>
          {t('steps.client-confirm.next')}
        </Button>
      </div>
    </div>
  );
}

/** The client data and extras as the server stored them, read back (no form). */
export function ClientReadBack({ order, nationalityName }: Pick<ClientConfirmProps, 'order' | 'nationalityName'>) {
  const { t } = useTranslation('order');
  const client = order.client.valid;
  if (!client) return null;
  const { booker, participants } = client;
  return (
    <>
      <section aria-labelledby="order-confirm-booker">
        <h2 id="order-confirm-booker">{t('confirm.bookerHeading')}</h2>
        <dl>
          {(['firstName', 'lastName', 'email', 'phone', 'street', 'postalCode', 'city'] as const).map((f) => (
            <div key={f}>
              <dt>{t(`client.fields.${f}`)}</dt>
              <dd>{booker[f]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="order-confirm-participants">
        <h2 id="order-confirm-participants">{t('confirm.participantsHeading')}</h2>
        <ol>
          {participants.map((p, i) => (
            // oxlint-disable-next-line react/no-array-index-key -- travellers have no id; their order is the form's
            <li key={i}>
              {p.firstName} {p.lastName}, {t('client.fields.birthDate')}: {formatDate(p.birthDate)}, {t('client.fields.nationality')}:{' '}
              {nationalityName(p.nationality)}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="order-confirm-extras">
        <h2 id="order-confirm-extras">{t('confirm.extrasHeading')}</h2>
        {order.products.length === 0 ? (
          <p>{t('confirm.noExtras')}</p>
        ) : (
          <ul>
            {order.products.map((p) => (
              <li key={p.code}>
                {t(`extras.products.${p.code}`)}: {formatPrice(p.total)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
