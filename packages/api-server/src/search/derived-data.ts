import type { Database } from '../db/connection';
import { refreshHotelOfferSets } from '../db/migrations/0005-hotel-offer-sets';

/**
 * Rebuilds every structure the search derives from `offers` (today: each hotel's sets of
 * departure cities, operators, transports, offer types and boards). Whoever writes offers (the
 * seed, an import of changed offers) calls this once after the write, so the search's fast paths
 * never read stale data.
 */
export async function refreshDerivedSearchData(db: Database): Promise<void> {
  await db.exec(refreshHotelOfferSets);
}
