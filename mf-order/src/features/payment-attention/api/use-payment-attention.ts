import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutationOptions, apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/payment/debug/attention/` (ROLE_ADMIN): the payments that need staff. */
export function usePaymentAttention(api: ApiClient = client) {
  return useQuery(apiQueryOptions(api, 'staffPaymentAttention', {}));
}

/** `POST /api/payment/debug/refund/`: the lists are read again after it, whatever the answer. */
export function usePaymentRefund(api: ApiClient = client) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(api, 'staffPaymentRefund'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['api', 'staffPaymentAttention'] }),
  });
}
