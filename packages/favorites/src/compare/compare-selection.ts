import { createBrowserList } from '../browser-list/browser-list';

/** At most this many offers side by side (docs/adr/0271-compare-and-recently-viewed.md). */
export const COMPARE_LIMIT = 3;

/** An offer the visitor chose to compare, with what it cost when chosen (to tell a changed price). */
export interface ComparedOffer {
  readonly hash: string;
  readonly hotelName: string;
  /** Per adult, zł, when it was added. */
  readonly pricePerPerson: number;
}

const OFFER_HASH = /^[a-z0-9]{4,40}$/;

function parseComparedOffer(value: unknown): ComparedOffer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { hash, hotelName, pricePerPerson } = value as Record<string, unknown>;
  if (typeof hash !== 'string' || !OFFER_HASH.test(hash) || typeof hotelName !== 'string' || typeof pricePerPerson !== 'number')
    return null;
  return { hash, hotelName: hotelName.slice(0, 200), pricePerPerson };
}

export const compareSelection = createBrowserList('travel:compare', parseComparedOffer, COMPARE_LIMIT);

export type CompareToggleResult = 'added' | 'removed' | 'full';

/** Adds the offer, or removes it when it is chosen already; a full selection takes nothing more. */
export function toggleCompared(offer: ComparedOffer): CompareToggleResult {
  const chosen = compareSelection.read();
  if (chosen.some((item) => item.hash === offer.hash)) {
    compareSelection.write(chosen.filter((item) => item.hash !== offer.hash));
    return 'removed';
  }
  if (chosen.length >= COMPARE_LIMIT) return 'full';
  compareSelection.write([...chosen, offer]);
  return 'added';
}

export function removeCompared(hash: string): void {
  compareSelection.write(compareSelection.read().filter((item) => item.hash !== hash));
}

export function clearCompared(): void {
  compareSelection.write([]);
}
