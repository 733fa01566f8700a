import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutationOptions, createApiClient } from '@travel/api-client';
import { eventBus } from '@travel/event-bus';
import { useTranslation } from '@travel/i18n';

const client = createApiClient();

/** `POST /api/purchase/additional-products/`: the extras of the order, priced for its party, and those chosen. */
export function useAdditionalProducts(orderId: string) {
  return useQuery({
    queryKey: ['api', 'purchaseAdditionalProducts', orderId],
    queryFn: ({ signal }) => client.call('purchaseAdditionalProducts', { body: { orderId } }, { signal }),
    staleTime: 60_000,
  });
}

/** `POST /api/purchase/order/reservation/update-products/`: stores the choice; the server prices it and the order. */
export function useUpdateProducts(orderId: string) {
  const { t } = useTranslation('order');
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(client, 'purchaseUpdateProducts'),
    scope: { id: `order-products-${orderId}` },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api', 'orderSummary'] }),
    onError: () =>
      eventBus.emit('toast:show', { id: 'order-products', module: 'order', type: 'error', message: t('extras.repriceFailed') }),
  });
}
