import type { PaymentMethodId } from '@travel/contracts/api/purchase';
import { formatPrice, useTranslation } from '@travel/i18n';
import { useTransactionFee, type PaidService } from './use-transaction-fee';

export interface TransactionFeeLineProps {
  service: PaidService;
  methodId: PaymentMethodId | null;
  conditionId?: 'whole' | 'deposit';
}

/**
 * 'Do zapłaty teraz: … + opłata transakcyjna … = …': what the gateway will charge for the chosen
 * method, shown before paying (docs/product/order-and-payment.md: card 1 % fee). Nothing until a method is chosen.
 */
export function TransactionFeeLine({ service, methodId, conditionId = 'whole' }: TransactionFeeLineProps) {
  const { t } = useTranslation('order');
  const fee = useTransactionFee(service, methodId, conditionId);
  if (methodId === null) return null;
  return (
    <p aria-live="polite" data-testid="order-payment-fee">
      {fee.data
        ? t('payment.feeLine', {
            amount: formatPrice(fee.data.amount),
            fee: formatPrice(fee.data.fee),
            total: formatPrice(fee.data.total),
          })
        : null}
    </p>
  );
}
