import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { PaymentAttentionLists, usePaymentAttention, usePaymentAttentionStylesheet, usePaymentRefund } from '../features/payment-attention';

/** `/debug/platnosci/` (container `order_debug`, ROLE_ADMIN): payments that need staff. */
export function PaymentAttentionPage() {
  usePaymentAttentionStylesheet();
  const { t } = useTranslation('staff');
  const attention = usePaymentAttention();
  const refund = usePaymentRefund();
  return (
    <RemoteFrame remote="order" title={t('payments.heading')}>
      <PaymentAttentionLists
        data={attention.data}
        loadFailed={attention.isError}
        onRetry={() => void attention.refetch()}
        onRefund={(payment) => refund.mutateAsync({ body: { paymentId: payment.paymentId } })}
      />
    </RemoteFrame>
  );
}
