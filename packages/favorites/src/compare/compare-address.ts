import { DEFAULT_ADULTS, formatPolishDate, type IsoDate } from '@travel/search-model';
import { COMPARE_LIMIT } from './compare-selection';

/** The comparison page; its address holds the offers (`?oferty=a,b,c`), so it can be shared. */
export const COMPARE_PATH = '/porownanie/';
export const COMPARE_OFFERS_PARAM = 'oferty';

const OFFER_HASH = /^[a-z0-9]{4,40}$/;

/** Who travels: the comparison prices every offer for them. */
export interface CompareParty {
  readonly adults: number;
  /** Birth dates. */
  readonly children: readonly IsoDate[];
}

/** The party as the hotel page's address writes it (`dorosli=3&dzieci=01.05.2019`); '' for two adults. */
export function comparePartyQuery(party: CompareParty): string {
  const params: string[] = [];
  if (party.adults !== DEFAULT_ADULTS) params.push(`dorosli=${party.adults}`);
  if (party.children.length > 0) params.push(`dzieci=${party.children.map(formatPolishDate).join(',')}`);
  return params.join('&');
}

/** The address comparing `hashes` (at most three, first ones kept), priced for `party`. */
export function compareHref(hashes: readonly string[], party?: CompareParty): string {
  const offers = [...new Set(hashes)].slice(0, COMPARE_LIMIT).join(',');
  const partyQuery = party === undefined ? '' : comparePartyQuery(party);
  return `${COMPARE_PATH}?${COMPARE_OFFERS_PARAM}=${offers}${partyQuery === '' ? '' : `&${partyQuery}`}`;
}

/** The offers of a comparison's query string: valid codes only, no repeats, at most three. */
export function comparedHashesOf(search: string): string[] {
  const value = new URLSearchParams(search).get(COMPARE_OFFERS_PARAM) ?? '';
  return [...new Set(value.split(',').filter((hash) => OFFER_HASH.test(hash)))].slice(0, COMPARE_LIMIT);
}
