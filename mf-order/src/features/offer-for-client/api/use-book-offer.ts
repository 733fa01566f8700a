import { useMutation } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, createApiClient, expectedApiErrors } from '@travel/api-client';

const client = createApiClient();

/** Why 'Rezerwuj' did not make an order: the offer went (409), or anything else. */
export type BookingFailure = 'unavailable' | 'failed';

/**
 * 'Rezerwuj' on an offer for a client: the normal order (`POST /api/purchase/create-offer-request/`
 * with the offer and the party staff chose), so the client continues on the order's first step.
 */
export function useBookOffer() {
  const create = useMutation({
    ...apiMutationOptions(client, 'purchaseCreateOfferRequest'),
    scope: { id: 'offer-for-client-book' },
    // Sold out meanwhile: the page says so.
    meta: expectedApiErrors(409),
  });
  const failure: BookingFailure | null = create.error
    ? create.error instanceof ApiError && create.error.status === 409
      ? 'unavailable'
      : 'failed'
    : null;
  const book = async (offerHash: string, party: { adults: number; children: readonly string[] }): Promise<string | null> => {
    try {
      const order = await create.mutateAsync({ body: { offerHash, adults: party.adults, children: [...party.children] } });
      return order.orderId;
    } catch {
      return null;
    }
  };
  return { book, isPending: create.isPending, failure };
}
