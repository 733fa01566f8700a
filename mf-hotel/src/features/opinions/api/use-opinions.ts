import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

/** Opinions per page of the list (docs/product/constants.md: 'Review opinions default count 6'). */
export const OPINIONS_PAGE_SIZE = 6;

export type OpinionSort = 'newest' | 'oldest' | 'highest' | 'lowest';
export const OPINION_SORTS: readonly OpinionSort[] = ['newest', 'oldest', 'highest', 'lowest'];

const params = (hotelId: number) => ({ params: { hotelId: String(hotelId) } });

export const opinionsSummaryQuery = (hotelId: number, api: ApiClient = client) =>
  apiQueryOptions(api, 'hotelsOpinionsSummary', params(hotelId));
export const opinionsDescriptionQuery = (hotelId: number, api: ApiClient = client) =>
  apiQueryOptions(api, 'hotelsOpinionsDescription', params(hotelId));
export const opinionsFtQuery = (hotelId: number, api: ApiClient = client) => apiQueryOptions(api, 'hotelsOpinionsFt', params(hotelId));
export const opinionsHcQuery = (hotelId: number, api: ApiClient = client) => apiQueryOptions(api, 'hotelsOpinionsHc', params(hotelId));
export const opinionsListQuery = (hotelId: number, page: number, sortBy: OpinionSort, api: ApiClient = client) =>
  apiQueryOptions(api, 'hotelsOpinionsList', {
    ...params(hotelId),
    query: { limit: String(OPINIONS_PAGE_SIZE), offset: String((page - 1) * OPINIONS_PAGE_SIZE), sortBy },
  });
export const featuredOpinionsQuery = () => apiQueryOptions(client, 'hotelsOpinionsFeatured', { query: { sortBy: 'rating', limit: '3' } });

export const useOpinionsSummary = (hotelId: number) => useQuery(opinionsSummaryQuery(hotelId));
export const useOpinionsDescription = (hotelId: number) => useQuery(opinionsDescriptionQuery(hotelId));
export const useSourceOpinions = (hotelId: number) => [useQuery(opinionsFtQuery(hotelId)), useQuery(opinionsHcQuery(hotelId))] as const;
/** One page of the list; the previous page stays (dimmed) while the next loads. */
export const useOpinionsList = (hotelId: number, page: number, sortBy: OpinionSort) =>
  useQuery({ ...opinionsListQuery(hotelId, page, sortBy), placeholderData: keepPreviousData });
export const useFeaturedOpinions = () => useQuery(featuredOpinionsQuery());
