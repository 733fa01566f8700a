import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient } from '@travel/api-client';

const client = createApiClient();

/** `GET /api/customer/bookings/`: the customer session's bookings; a 401 means no session (not an error to report). */
export function useMyBookings() {
  return useQuery({
    ...apiQueryOptions(client, 'customerBookings', {}),
    meta: BROWSER_ONLY_QUERY,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 2,
  });
}

/** `POST /api/customer/sign-in-link/`: the e-mailed link (the same answer for any address). */
export function useRequestSignInLink() {
  return useMutation(apiMutationOptions(client, 'customerSignInLink'));
}

/** `POST /api/customer/sign-in/`: spends the link's token and opens the session. */
export function useSignInByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(client, 'customerSignIn'),
    onSuccess: (data) => queryClient.setQueryData(apiQueryOptions(client, 'customerBookings', {}).queryKey, data),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(client, 'customerSignOut'),
    onSuccess: () => queryClient.removeQueries({ queryKey: apiQueryOptions(client, 'customerBookings', {}).queryKey }),
  });
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
export const isRateLimited = (error: unknown): boolean => error instanceof ApiError && error.status === 429;

/** `GET /api/customer/booking/{orderId}/`: the booking page (owner only: 403 otherwise). */
export function useBooking(orderId: string) {
  return useQuery({
    ...apiQueryOptions(client, 'customerBooking', { params: { orderId } }),
    meta: BROWSER_ONLY_QUERY,
    retry: (count, error) => !(error instanceof ApiError && [400, 403, 404].includes(error.status)) && count < 2,
  });
}

/** `POST /api/payment/online-direct-payment/`: the balance through the gateway, under the same rules as the first payment. */
export function usePayBalance() {
  return useMutation(apiMutationOptions(client, 'paymentOnlineDirectPayment'));
}
