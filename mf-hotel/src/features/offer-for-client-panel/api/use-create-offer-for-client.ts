import { useMutation } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, createApiClient, expectedApiErrors } from '@travel/api-client';

const client = createApiClient();

/** Why staff could not prepare the offer: it cannot be bought now, the last day is out of range, or anything else. */
export type CreateFailure = 'unavailable' | 'expiry' | 'note' | 'forbidden' | 'failed';

function failureOf(error: Error | null): CreateFailure | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 409 || error.status === 404) return 'unavailable';
  if (error.status === 422) return 'expiry';
  if (error.status === 400) return 'note';
  if (error.status === 401 || error.status === 403) return 'forbidden';
  return 'failed';
}

/** `POST /api/offers/offer-for-client/` (staff who sell): stores the offer for a client and answers its id. */
export function useCreateOfferForClient() {
  const create = useMutation({
    ...apiMutationOptions(client, 'offerForClientCreate'),
    scope: { id: 'offer-for-client-create' },
    // Refusals the panel explains beside its fields.
    meta: expectedApiErrors(400, 409, 422),
  });
  return {
    create: create.mutate,
    created: create.data ?? null,
    isPending: create.isPending,
    failure: failureOf(create.error),
    reset: create.reset,
  };
}
