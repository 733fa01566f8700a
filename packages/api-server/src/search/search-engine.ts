import { sql, type SQL } from 'drizzle-orm';
import type { OfferFiltersResponse, OfferListItem } from '@travel/contracts';
import type { Database } from '../db/connection';
import type { CompiledFilters } from './filters';
import { indexSearchEngine } from './index-search-engine';
import { currentOfferIndex, offerIndexUse } from './offer-index';
import type { MapListing } from './offers';
import { sqlSearchEngine } from './sql-search-engine';

/** One page of the listing: the best offer per hotel, and how many hotels match. */
export interface OfferPage {
  offers: OfferListItem[];
  total: number;
}

/**
 * The offer search (docs/adr/0258-one-search-engine-interface.md): two implementations give the
 * same answers, the SQL one over the offers table and the index one from memory; the parity test
 * compares them over generated filter sets.
 */
export interface SearchEngine {
  readonly kind: 'index' | 'sql';
  /** The best offer of each matching hotel, sorted, one page of them. */
  listBestOffers(c: CompiledFilters, limit: number, offset: number): Promise<OfferPage>;
  /** How many hotels have a matching offer (the list's total). */
  countHotels(c: CompiledFilters): Promise<number>;
  /** Map pins: each hotel's cheapest matching offer (no per-hotel counts: a pin opens the list). */
  mapListing(c: CompiledFilters, limit?: number): Promise<MapListing>;
  /**
   * Live counts of every filter option: per hotel, which values each offer-level facet still
   * offers with the *other* offer-level facets applied; hotel-level facets (standard, rating,
   * airport) are applied afterwards on the hotel rows. Choosing an option thus shows how many
   * hotels it leaves.
   */
  filterFacets(c: CompiledFilters): Promise<OfferFiltersResponse>;
}

/**
 * The engine that answers `c`: the index when it holds the database's current offers and `c` has
 * no condition it cannot evaluate, else SQL (which alone takes an extra condition).
 */
export async function searchEngineFor(db: Database, c: CompiledFilters, only?: SQL): Promise<SearchEngine> {
  const index = only || !c.offer.indexable ? null : await currentOfferIndex(db);
  offerIndexUse[index ? 'index' : 'sql']++;
  return index ? indexSearchEngine(db, index) : sqlSearchEngine(db, only);
}

/** One listing page; `only` narrows it further (answered by SQL). */
export async function listBestOffers(db: Database, c: CompiledFilters, limit: number, offset: number, only?: SQL): Promise<OfferPage> {
  return (await searchEngineFor(db, c, only)).listBestOffers(c, limit, offset);
}

/** The best hit offer (`is_hit`, marked by staff) per hotel under the filters. */
export async function listHitOffers(db: Database, c: CompiledFilters, limit: number): Promise<OfferListItem[]> {
  return (await listBestOffers(db, c, limit, 0, sql`o.is_hit`)).offers;
}

export async function countHotels(db: Database, c: CompiledFilters): Promise<number> {
  return (await searchEngineFor(db, c)).countHotels(c);
}

export async function mapListing(db: Database, c: CompiledFilters, limit = 500): Promise<MapListing> {
  return (await searchEngineFor(db, c)).mapListing(c, limit);
}

export async function filterFacets(db: Database, c: CompiledFilters): Promise<OfferFiltersResponse> {
  return (await searchEngineFor(db, c)).filterFacets(c);
}
