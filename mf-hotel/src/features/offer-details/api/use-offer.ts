import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';
import type { IsoDate } from '@travel/search-model';

const client = createApiClient();

export interface OfferParty {
  adults: number;
  children: readonly IsoDate[];
}

/** `GET /api/offers/offer/`: one offer priced for the party, with its price lines and hotel. */
export const offerQuery = (offerHash: string, party: OfferParty, api: ApiClient = client) =>
  apiQueryOptions(api, 'offersOffer', {
    query: {
      offerHash,
      adults: String(party.adults),
      ...(party.children.length === 0 ? {} : { children: party.children.join(',') }),
    },
  });

/** `GET /api/seo/schema/offer/`: the offer's JSON-LD. */
export const offerSchemaQuery = (offerHash: string, api: ApiClient = client) =>
  apiQueryOptions(api, 'seoSchemaOffer', { query: { offerHash } });

/** No such offer: a 404, or a 400 about the hash itself (not about the party). */
export function isOfferMissing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  const parameter = typeof error.body === 'object' && error.body !== null ? (error.body as { parameter?: unknown }).parameter : undefined;
  return error.status === 400 && parameter === 'offerHash';
}

export const useOffer = (offerHash: string, party: OfferParty) =>
  useQuery({
    ...offerQuery(offerHash, party),
    // A party change keeps the offer on screen while its new price loads.
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isOfferMissing(error) && failures < 2,
  });
export const useOfferSchema = (offerHash: string) => useQuery(offerSchemaQuery(offerHash));
