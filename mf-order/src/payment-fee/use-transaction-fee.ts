import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '@travel/api-client';
import { serviceTypeIdOf } from '@travel/contracts/api/order-model-values';
import type { PaymentMethodId } from '@travel/contracts/api/purchase';

const client = createApiClient();

/** What is being paid: the order itself (the trip and its extras), or one of its direct payments (the balance). */
export type PaidService = { kind: 'order'; orderId: string } | { kind: 'direct-payment'; directPaymentId: string };

/** The payment calls' service type: 1 the order, 2 a direct payment. */
const serviceParams = (service: PaidService) =>
  service.kind === 'order'
    ? { serviceTypeId: String(serviceTypeIdOf('trip')) as '1', serviceId: service.orderId }
    : { serviceTypeId: '2' as const, serviceId: service.directPaymentId };

/** `POST /api/payment/transaction-fee/{serviceTypeId}/{serviceId}/`: the fee of the chosen method on the part paid now. */
export function useTransactionFee(service: PaidService, methodId: PaymentMethodId | null, conditionId: 'whole' | 'deposit' = 'whole') {
  const params = serviceParams(service);
  return useQuery({
    queryKey: ['api', 'paymentTransactionFee', params.serviceTypeId, params.serviceId, methodId, conditionId],
    enabled: methodId !== null,
    queryFn: ({ signal }) =>
      client.call('paymentTransactionFee', { params, body: { methodId: methodId ?? 'card', conditionId } }, { signal }),
    staleTime: 60_000,
  });
}
