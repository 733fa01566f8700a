import type { PaymentStatusAnswer } from '@travel/contracts/api/purchase';
import { formatPrice, useTranslation } from '@travel/i18n';

/**
 * What the buyer was charged: the booked amount with the transaction fees paid on it, the fee
 * named, so the figure matches the card statement (docs/product/order-and-payment.md). Nothing
 * before a payment came in.
 */
export function PaidAmount({ answer }: { answer: Pick<PaymentStatusAnswer, 'paid' | 'fees'> }) {
  const { t } = useTranslation('payment');
  if (answer.paid <= 0) return null;
  const fees = answer.fees ?? 0;
  return (
    <p data-testid="paid-amount">
      {fees > 0
        ? t('amountWithFee', { amount: formatPrice(answer.paid + fees), fee: formatPrice(fees) })
        : t('amount', { amount: formatPrice(answer.paid) })}
    </p>
  );
}
