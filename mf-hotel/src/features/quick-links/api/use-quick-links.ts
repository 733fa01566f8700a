import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient } from '@travel/api-client';

const client = createApiClient();

export const quickLinksQuery = (country: string) => apiQueryOptions(client, 'hotelsQuickLinks', { query: { country } });
export const discoverQuery = () => apiQueryOptions(client, 'hotelsDestinationsDiscover', { query: { limit: '6' } });

export const useQuickLinks = (country: string | null) => useQuery({ ...quickLinksQuery(country ?? ''), enabled: country !== null });
export const useDestinationsDiscover = () => useQuery(discoverQuery());
