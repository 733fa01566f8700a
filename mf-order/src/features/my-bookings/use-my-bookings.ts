import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_AUTHCHECK_COOKIE } from '@travel/contracts/events';
import { ApiError, apiMutationOptions, apiQueryOptions, BROWSER_ONLY_QUERY, createApiClient } from '@travel/api-client';

const client = createApiClient();

/**
 * Whether a customer session may exist: the readable marker the API sets beside the HttpOnly
 * session (docs/adr/0242-after-the-booking.md). Without it the page does not ask, so a visitor who
 * never signed in causes no 401.
 */
export function mayHaveCustomerSession(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === `${CUSTOMER_AUTHCHECK_COOKIE}=1`);
}

/** `GET /api/customer/bookings/`: the customer session's bookings, asked only when `enabled` (a session may exist). */
export function useMyBookings(enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(client, 'customerBookings', {}),
    meta: BROWSER_ONLY_QUERY,
    enabled,
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
