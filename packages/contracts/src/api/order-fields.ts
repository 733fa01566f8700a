import { ageOn, PARTY_LIMITS } from './party-rules';
import type { ClientDataContext } from './order-validation';

/**
 * What the client form renders before it validates anything, without zod: the issue codes and
 * the kind of each traveller. The schemas (`./order-validation`) come later, off the order page's
 * first paint (docs/adr/0192-first-load-budget.md).
 */
/** The issue codes of the order forms' rules (`./order-validation`). */
export const ORDER_FIELD_ERRORS = [
  'required',
  'too-long',
  'invalid-name',
  'cyrillic',
  'invalid-phone',
  'invalid-email',
  'invalid-postal-code',
  'invalid-date',
  'birth-date-future',
  'adult-too-young',
  'child-age',
  'infant-age',
  'unknown-nationality',
] as const;
export type OrderFieldError = (typeof ORDER_FIELD_ERRORS)[number];

/** Participant kinds in the order of the form: the adults first, then each child of the party. */
export type ParticipantKind = 'adult' | 'child' | 'infant';

export const kindOfAge = (age: number): ParticipantKind =>
  age < PARTY_LIMITS.infantAgeLimit ? 'infant' : age < PARTY_LIMITS.childAgeLimit ? 'child' : 'adult';

/** The kind of each traveller of the party, in the form's order: adults, then each child by its birth date. */
export function participantKinds(party: ClientDataContext['party'], departureDate: string): ParticipantKind[] {
  return [
    ...Array.from({ length: party.adults }, (): ParticipantKind => 'adult'),
    ...party.children.map((birth) => kindOfAge(ageOn(birth, departureDate))),
  ];
}
