import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiMutationOptions, createApiClient } from '@travel/api-client';
import type { Party } from '@travel/contracts/api/party';

const client = createApiClient();

/** The offer went before 'Rezerwuj' got to it: departed, or too few places for the party. */
export class OfferUnavailableError extends Error {
  constructor(readonly reason: 'departed' | 'places' | null) {
    super(`offer unavailable: ${reason ?? 'unknown'}`);
    this.name = 'OfferUnavailableError';
  }
}

export interface ReserveInput {
  offerHash: string;
  party: Party;
}

/** One reservation at a time per page: both calls of a click run in one mutation scope. */
const RESERVE_SCOPE = { id: 'reserve' };

/**
 * 'Rezerwuj': checks the offer live for the party (`POST /api/offers/offer/availability/`), then
 * creates the order (`POST /api/purchase/create-offer-request/`, 201 with its id), each through the
 * shared mutation options (failures reported by the shell's mutation cache). The price is never
 * sent: the server prices the order.
 */
export function useReserve() {
  const check = useMutation({ ...apiMutationOptions(client, 'offersOfferAvailability'), scope: RESERVE_SCOPE });
  const create = useMutation({ ...apiMutationOptions(client, 'purchaseCreateOfferRequest'), scope: RESERVE_SCOPE });
  const [error, setError] = useState<Error | null>(null);

  const reserve = async ({ offerHash, party }: ReserveInput): Promise<string | null> => {
    setError(null);
    try {
      const availability = await check.mutateAsync({ body: { offerHash, ...party } });
      if (!availability.available) throw new OfferUnavailableError(availability.reason);
      const order = await create.mutateAsync({ body: { offerHash, ...party } });
      return order.orderId;
    } catch (failure) {
      // 409: the seats went between the check and the order (the server checks again under a lock).
      const shown =
        failure instanceof ApiError && failure.status === 409
          ? new OfferUnavailableError('places')
          : failure instanceof Error
            ? failure
            : new Error(String(failure));
      setError(shown);
      return null;
    }
  };
  return { reserve, isPending: check.isPending || create.isPending, error };
}
