import type { OfferFilters } from '@travel/contracts';
import { countText } from '@travel/i18n/source-texts';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { datePl } from '../mail/documents';
import { compileFilters } from '../search/filters';
import type { OfferRow } from '../search/offers';
import { listBestOffers } from '../search/search-engine';

/** A search alert without a last departure day works this many days (docs/product/price-alerts.md). */
export const SEARCH_ALERT_DAYS = 90;

/** Flight transport codes (docs/product/validation-and-display.md: F and NF flight; bus and own transport travel by road). */
const FLIGHT_CODES: readonly string[] = ['F', 'NF'];

/**
 * `Hotel Albatros, Kreta (Grecja), wylot 12.05.2027, 8 dni`: the offer as its alert e-mails name it;
 * a trip by coach or by one's own car leaves by road, `wyjazd`, as the booking e-mails say it.
 */
export const offerLabel = (offer: Pick<OfferRow, 'hotel_name' | 'loc_name' | 'country' | 'dep' | 'duration_days' | 'transport'>): string =>
  `${offer.hotel_name}, ${offer.loc_name} (${offer.country}), ${FLIGHT_CODES.includes(offer.transport) ? 'wylot' : 'wyjazd'} ${datePl(offer.dep)}, ${countText('days', offer.duration_days)}`;

export interface SearchHit {
  hash: string;
  priceAdult: number;
  lowest30dAdult: number;
  text: string;
}

/**
 * The cheapest offer per adult a search finds (as the listing finds it, sorted by price), among
 * only the offers `extraWhere` allows when given; null when it finds none.
 */
export async function cheapestOfSearch(db: Database, filters: OfferFilters, today: string, extraWhere?: SQL): Promise<SearchHit | null> {
  const compiled = await compileFilters(db, { ...filters, sortBy: 'cena' }, today);
  const best = (await listBestOffers(db, compiled, 1, 0, extraWhere)).offers[0];
  if (!best) return null;
  return {
    hash: best.hash,
    priceAdult: Math.round(best.pricePerPerson * 100),
    lowest30dAdult: Math.round(best.lowestPrice30dPerPerson * 100),
    text: offerLabel({
      hotel_name: best.hotelName,
      loc_name: best.destination.name,
      country: best.destination.country,
      dep: best.departureDate,
      duration_days: best.durationDays,
      transport: best.transport,
    }),
  };
}
