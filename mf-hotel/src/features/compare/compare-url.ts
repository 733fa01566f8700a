import { comparedHashesOf, type CompareParty } from '@travel/favorites/compare';
import {
  CHILD_AGE_LIMIT,
  DEFAULT_ADULTS,
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  parseBirthDate,
  warsawToday,
  type IsoDate,
} from '@travel/search-model';

/** What the comparison's address holds: the offers, in order, and who travels. */
export interface CompareAddress {
  readonly hashes: readonly string[];
  readonly party: CompareParty;
}

/**
 * `?oferty=a,b,c&dorosli=3&dzieci=01.05.2019`: the party written as the hotel page writes it.
 * Invalid values are dropped silently, as on every page (docs/product/validation-and-display.md).
 */
export function parseCompareAddress(search: string, now: Date): CompareAddress {
  const params = new URLSearchParams(search);
  const adultsText = params.get('dorosli') ?? '';
  const adults = /^\d{1,2}$/.test(adultsText) ? Number(adultsText) : DEFAULT_ADULTS;
  const today = warsawToday(now);
  const children: IsoDate[] = [];
  for (const item of (params.get('dzieci') ?? '').split(',')) {
    if (children.length >= MAX_CHILDREN) break;
    const date = parseBirthDate(item, today, CHILD_AGE_LIMIT);
    if (date !== null) children.push(date);
  }
  return {
    hashes: comparedHashesOf(search),
    party: { adults: adults >= MIN_ADULTS && adults <= MAX_ADULTS ? adults : DEFAULT_ADULTS, children },
  };
}
