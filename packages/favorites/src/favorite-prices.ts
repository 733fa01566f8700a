import { createBrowserList } from './browser-list/browser-list';
import { FAVORITES_LIMIT } from '@travel/api-client';

/** The per-adult price an offer had when this browser saved it, so the favourites page can say it changed. */
export interface SeenPrice {
  readonly hash: string;
  readonly pricePerPerson: number;
}

const OFFER_HASH = /^[a-z0-9]{4,40}$/;

function parseSeenPrice(value: unknown): SeenPrice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { hash, pricePerPerson } = value as Record<string, unknown>;
  return typeof hash === 'string' && OFFER_HASH.test(hash) && typeof pricePerPerson === 'number' ? { hash, pricePerPerson } : null;
}

/** In the browser only (the favourites API keeps no prices); newest first, one per offer. */
export const favoritePrices = createBrowserList('travel:favorite-prices', parseSeenPrice, FAVORITES_LIMIT);

export function recordFavoritePrice(seen: SeenPrice): void {
  favoritePrices.write([seen, ...favoritePrices.read().filter((item) => item.hash !== seen.hash)]);
}
