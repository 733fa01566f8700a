import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient } from '@travel/api-client';
import { eventBus } from '@travel/event-bus';
import { LAST_MINUTE_DATE_FROM_DAY, LAST_MINUTE_DATE_TO_DAY, addDays, warsawToday } from '@travel/search-model';

const client = createApiClient({ onError: (report) => eventBus.emit('api:error', report) });

/**
 * `GET /api/offers/last-minute/`: the cheapest near-term offers, one per hotel, departing within
 * the last-minute preset's window (tomorrow to day 32).
 */
export function useLastMinute(now: Date, limit: number) {
  const today = warsawToday(now);
  return useQuery(
    apiQueryOptions(client, 'offersLastMinute', {
      query: {
        departureDateFrom: addDays(today, LAST_MINUTE_DATE_FROM_DAY),
        departureDateTo: addDays(today, LAST_MINUTE_DATE_TO_DAY),
        limit: String(limit),
      },
    }),
  );
}
