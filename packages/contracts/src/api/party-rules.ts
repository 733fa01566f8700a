/**
 * The party's rules without zod, for pages that check a party as it is typed (the hotel's
 * configurator): importing `./party` would bundle zod into the remote a second time.
 */
import type { PartyCount } from './party';

/**
 * The travelling party, one set of rules for the page and the server (ADR 0050 and ADR 0130): 1-9
 * adults, up to 6 children given by birth date; a child is under 18 on the departure date, a child
 * under one year on that day travels as an infant (docs/product/validation-and-display.md: 'niemowlę'); a birth date lies
 * neither in the future nor more than 120 years back.
 */
export const PARTY_LIMITS = {
  minAdults: 1,
  maxAdults: 9,
  maxChildren: 6,
  /** A child is younger than this (whole years) on the departure date. */
  childAgeLimit: 18,
  /** A child younger than this (whole years) on the departure date is an infant. */
  infantAgeLimit: 1,
  /** No birth date lies more than this many years back. */
  maxAgeYears: 120,
} as const;

/** Whole years from a birth date to a day (both yyyy-mm-dd). */
export function ageOn(birthDate: string, onDay: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDay.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface PartyIssue {
  /** The field, as a 400 names it: `children.1`. */
  parameter: string;
  message: string;
}

/**
 * The first birth date that cannot belong to a child of this trip, or null. `today` is the
 * shop's day (Europe/Warsaw); `departureDate` the trip's first day (today when not known yet).
 */
export function partyIssue(children: readonly string[], today: string, departureDate: string = today): PartyIssue | null {
  for (const [i, birth] of children.entries()) {
    const parameter = `children.${i}`;
    if (birth > today) return { parameter, message: 'birth date is in the future' };
    if (ageOn(birth, today) >= PARTY_LIMITS.maxAgeYears)
      return { parameter, message: `birth date is more than ${PARTY_LIMITS.maxAgeYears} years ago` };
    if (ageOn(birth, departureDate) >= PARTY_LIMITS.childAgeLimit)
      return { parameter, message: `a child is under ${PARTY_LIMITS.childAgeLimit} on the departure date (${departureDate})` };
  }
  return null;
}

/**
 * Adults, children and infants as prices count them, ages taken on the departure date. A birth date
 * 18 or more years before that day is an adult's (a calendar over many days may reach past a
 * birthday; a chosen day with such a child is refused by `partyIssue`).
 */
export function countParty(adults: number | undefined, children: readonly string[] | undefined, departureDate: string): PartyCount {
  const ages = (children ?? []).map((b) => ageOn(b, departureDate));
  const grown = ages.filter((a) => a >= PARTY_LIMITS.childAgeLimit).length;
  const infants = ages.filter((a) => a < PARTY_LIMITS.infantAgeLimit).length;
  return { adults: (adults ?? 2) + grown, children: ages.length - infants - grown, infants };
}
