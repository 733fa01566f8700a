import type { Database } from '../db/connection';
import { refreshDerivedSearchData } from '../search/derived-data';
import { refreshLocationStats } from './location-stats';

/**
 * What every writer of offers calls once its write has committed (the seed, the offer import, a
 * staff member marking a hit offer): rebuilds what the search derives from offers
 * (`refreshDerivedSearchData`: the hotels' offer sets and the version the API processes' offer
 * indexes follow) and the per-location figures (autosuggest, destinations, the hit count).
 * `hotelIds` names the only hotels whose offers changed; without it, everything is rebuilt.
 */
export async function offersWritten(db: Database, today: string, hotelIds?: readonly number[]): Promise<void> {
  if (hotelIds?.length === 0) return;
  await refreshDerivedSearchData(db, hotelIds);
  await refreshLocationStats(db, today, hotelIds);
}
