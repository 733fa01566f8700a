import { createApiClient, type ApiClient } from '@travel/api-client';
import type { z } from 'zod';
import type { autosuggestResponse } from '@travel/contracts/api/offers';
import { eventBus } from '@travel/event-bus';
import type { TransportSlug } from '@travel/search-model';

export type AutosuggestResult = z.infer<typeof autosuggestResponse>;

export interface AutosuggestFilters {
  category?: string;
  transport?: TransportSlug;
}

export type FetchSuggestions = (keyword: string, filters: AutosuggestFilters, signal: AbortSignal) => Promise<AutosuggestResult>;

/** `GET /api/offers/searcher/autosuggest/?query=`: destinations and hotels matching a keyword. */
export function createFetchSuggestions(client: ApiClient = defaultClient()): FetchSuggestions {
  return (keyword, filters, signal) => client.call('offersAutosuggest', { query: { query: keyword, ...filters } }, { signal });
}

function defaultClient(): ApiClient {
  return createApiClient({ onError: (report) => eventBus.emit('api:error', report) });
}
