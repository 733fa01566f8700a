import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient, type ApiClient } from '@travel/api-client';
import { LAST_MINUTE_DATE_FROM_DAY, LAST_MINUTE_DATE_TO_DAY, addDays, warsawToday } from '@travel/search-model';

const client = createApiClient();

/**
 * `GET /api/offers/last-minute/`: the cheapest near-term offers, one per hotel, departing within
 * the last-minute preset's window (tomorrow to day 32). The home page's loader prefetches it.
 */
export function lastMinuteQueryOptions(now: Date, limit: number, api: ApiClient = client) {
  const today = warsawToday(now);
  return apiQueryOptions(api, 'offersLastMinute', {
    query: {
      departureDateFrom: addDays(today, LAST_MINUTE_DATE_FROM_DAY),
      departureDateTo: addDays(today, LAST_MINUTE_DATE_TO_DAY),
      limit: String(limit),
    },
  });
}

export function useLastMinute(now: Date, limit: number) {
  return useQuery(lastMinuteQueryOptions(now, limit));
}
