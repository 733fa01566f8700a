import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, PaymentMethodId } from '@travel/contracts/api/purchase';
import { eventBus } from '@travel/event-bus';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, LoadingText } from '@travel/ui';
import { paymentErrorCode, reportPaymentError, reserveAndPay, usePaymentMethods, type PayOutcome } from './api/use-payment';
import { TransactionFeeLine } from '../../payment-fee';

export interface PaymentStepProps {
  order: OrderDetail;
  /** Where the page goes after 'Rezerwuję i płacę' answered (gateway, tracking, unavailable, back to confirm). */
  onOutcome: (outcome: PayOutcome) => void;
}

const newKey = () => globalThis.crypto.randomUUID();

/** Step 'payment': methods and conditions from the API, the fee, and 'Rezerwuję i płacę' (one booking, one payment per click). */
export function PaymentStep({ order, onOutcome }: PaymentStepProps) {
  const { t } = useTranslation('order');
  const queryClient = useQueryClient();
  const methods = usePaymentMethods(order.id);
  const [methodId, setMethodId] = useState<PaymentMethodId | null>(null);
  const [conditionId, setConditionId] = useState<'whole' | 'deposit'>('whole');
  const [missingMethod, setMissingMethod] = useState(false);
  // One key per intent: a retry of the same click reuses it; a new choice makes a new one.
  const intentKey = useRef(newKey());
  const pay = useMutation({
    mutationKey: ['order-pay', order.id],
    scope: { id: `order-pay-${order.id}` },
    mutationFn: reserveAndPay,
    onSuccess: (outcome) => {
      intentKey.current = newKey();
      onOutcome(outcome);
    },
    onError: (error) => {
      reportPaymentError(order.id, error);
      const code = paymentErrorCode(error);
      // The order changed under the page (cancelled, paid, not reserved): its new state decides what the page shows.
      if (code === 'order-cancelled' || code === 'order-paid' || code === 'order-not-reserved')
        void queryClient.invalidateQueries({ queryKey: ['api', 'orderSummary'] });
      if (code === 'method-unavailable' || code === 'condition-unavailable') void methods.refetch();
      eventBus.emit('toast:show', {
        id: 'order-pay',
        module: 'order',
        type: 'error',
        message: code === null ? t('payment.payFailed') : t(`payment.refused.${code}`),
      });
    },
  });

  if (methods.isPending) return <LoadingText>{t('payment.methodsLoading')}</LoadingText>;
  if (methods.isError)
    return <ErrorMessage title={t('payment.methodsFailed')} onRetry={() => void methods.refetch()} retryLabel={t('retry')} />;
  const { methods: list, paymentConditions } = methods.data;

  const submit = () => {
    if (pay.isPending) return;
    if (methodId === null) {
      setMissingMethod(true);
      document.getElementById('order-payment-method-0')?.focus();
      return;
    }
    pay.mutate({ orderId: order.id, methodId, conditionId, idempotencyKey: intentKey.current, reserved: order.reservation !== null });
  };
  const choose = (id: PaymentMethodId) => {
    setMethodId(id);
    setMissingMethod(false);
    intentKey.current = newKey();
  };
  const chooseCondition = (id: 'whole' | 'deposit') => {
    setConditionId(id);
    intentKey.current = newKey();
  };

  return (
    <div className="order-payment">
      {order.reservation ? (
        <p>
          {order.reservation.holdUntil
            ? t('payment.reservation', {
                number: order.reservation.number,
                until: formatDate(order.reservation.holdUntil, 'dd.MM.yyyy HH:mm'),
              })
            : t('payment.reservationNumber', { number: order.reservation.number })}
        </p>
      ) : null}
      <fieldset aria-describedby={missingMethod ? 'order-payment-method-error' : undefined}>
        <legend>
          <h2>{t('payment.methodsHeading')}</h2>
        </legend>
        {missingMethod ? (
          <p id="order-payment-method-error" role="alert" className="tr-field__error">
            {t('errors.paymentMethodRequired')}
          </p>
        ) : null}
        {list.map((m, i) => (
          <label key={m.id} className="order-payment__method">
            <input
              id={`order-payment-method-${i}`}
              type="radio"
              name="order-payment-method"
              value={m.id}
              checked={methodId === m.id}
              onChange={() => choose(m.id)}
            />{' '}
            {t(`payment.methods.${m.id}`)}
            {m.feePercent > 0 ? ` (${m.feePercent}%)` : ''}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>
          <h2>{t('payment.conditionsHeading')}</h2>
        </legend>
        {paymentConditions.map((c) => (
          <div key={c.id} className="order-payment__condition">
            <label>
              <input
                type="radio"
                name="order-payment-condition"
                value={c.id}
                checked={conditionId === c.id}
                onChange={() => chooseCondition(c.id)}
              />{' '}
              {t(`payment.conditions.${c.id}`)}
            </label>
            <ul>
              {c.parts.map((part) => (
                <li key={`${part.kind}-${part.dueDate}`}>
                  {t('payment.part', {
                    kind: t(`payment.partKinds.${part.kind}`),
                    amount: formatPrice(part.amount),
                    date: formatDate(part.dueDate),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </fieldset>
      <TransactionFeeLine service={{ kind: 'order', orderId: order.id }} methodId={methodId} conditionId={conditionId} />
      <p>{t('payment.redirectHint')}</p>
      {pay.isPending ? <LoadingText>{t('payment.reserving')}</LoadingText> : null}
      <Button onClick={submit} disabled={pay.isPending} aria-busy={pay.isPending}>
        {t('steps.payment.next')}
      </Button>
    </div>
  );
}
