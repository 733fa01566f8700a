import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { salesOfficesResponse } from '@travel/contracts/api/content';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';

const client = createApiClient();

export type SalesOffice = z.infer<typeof salesOfficesResponse>['offices'][number];

/** `GET /api/purchase/sales-offices/`: every office, by city (a short list: one call serves the list and each office page). */
export function salesOfficesQueryOptions(api: ApiClient = client) {
  return apiQueryOptions(api, 'salesOffices', {});
}

export function useSalesOffices() {
  return useQuery(salesOfficesQueryOptions());
}
