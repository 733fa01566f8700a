import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutationOptions, apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient } from '@travel/api-client';
import { eventBus } from '@travel/event-bus';
import { useTranslation } from '@travel/i18n';
import { useOrderStore } from '../../../order-store';

const client = createApiClient();

/** `GET /api/purchase/summary/{uuid}/`: the documents to accept, the full price and the required agreements. */
export function usePurchaseSummary(orderId: string) {
  return useQuery({ ...apiQueryOptions(client, 'purchaseSummary', { params: { uuid: orderId } }), meta: BROWSER_ONLY_QUERY });
}

/** `POST /api/order/accept-agreements/`: the answer is merged into the agreements the page keeps. */
export function useAcceptAgreements() {
  const { t } = useTranslation('order');
  const queryClient = useQueryClient();
  const mergeAgreements = useOrderStore((s) => s.mergeAgreements);
  return useMutation({
    ...apiMutationOptions(client, 'orderAcceptAgreements'),
    scope: { id: 'order-agreements' },
    onSuccess: (answer) => {
      mergeAgreements(answer.agreements);
      return queryClient.invalidateQueries({ queryKey: ['api', 'orderSummary'] });
    },
    onError: () =>
      eventBus.emit('toast:show', { id: 'order-agreements', module: 'order', type: 'error', message: t('toasts.agreementsFailed') }),
  });
}
