import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

export const hotelFaqQuery = (hotelId: number, api: ApiClient = client) =>
  apiQueryOptions(api, 'hotelsFaq', { query: { hotelId: String(hotelId) } });

export const useHotelFaq = (hotelId: number) => useQuery(hotelFaqQuery(hotelId));
