import { z } from 'zod';
import { dayPattern } from './common';
import { ageOn, PARTY_LIMITS } from './party';
import { kindOfAge, ORDER_FIELD_ERRORS, participantKinds, type OrderFieldError, type ParticipantKind } from './order-fields';

/**
 * The order forms' rules (docs/product/validation-and-display.md), one copy for the order remote and the server: the page
 * checks a field as the shopper leaves it, the server re-validates the same body and answers 400
 * naming each field. Issue messages are the codes below; the page shows the Polish text of
 * `order:errors.<code>`, the server's 400 names the field and the code.
 */
export { ORDER_FIELD_ERRORS, participantKinds, type OrderFieldError, type ParticipantKind };

/**
 * docs/product/validation-and-display.md patterns, each used by a field. The spec's patterns no
 * field of the shop takes (8-10 digits, tak/nie, date lists, HH:MM, decimals) are not kept here;
 * the page says where each of those values is checked instead.
 */
export const ORDER_PATTERNS = {
  /** Digits, dashes and spaces, 3-15 characters. */
  phone: /^[\d -]{3,15}$/,
  /** The Polish country prefix 48 with an optional plus, not followed by a space. */
  polishPrefix: /^\+?48(?! )/,
  /** An e-mail address whose top-level part has 2 or more letters. */
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/,
  /** NN-NNN or 3-6 digits. */
  postalCode: /^(\d{2}-\d{3}|\d{3,6})$/,
  /** dd.mm.yyyy */
  polishDate: /^\d{2}\.\d{2}\.\d{4}$/,
  /** yyyy-mm-dd */
  isoDate: dayPattern,
  /** The reservation number: 'ftr', digits, a separator, digits (`ftr2026-000123`). */
  reservationNumber: /^ftr\d+-\d+$/,
  /** Any character of the Cyrillic script (every Cyrillic block). */
  cyrillic: /\p{Script=Cyrillic}/u,
  /** A name as in the passport: Latin letters (with diacritics), spaces, hyphens, apostrophes, dots. */
  name: /^\p{Script=Latin}[\p{Script=Latin}\p{M}' .-]*$/u,
} as const;

/** True for a valid calendar day in yyyy-mm-dd. */
export function isCalendarDay(value: string): boolean {
  if (!ORDER_PATTERNS.isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** dd.mm.yyyy → yyyy-mm-dd, or null when it is not a calendar day. */
export function polishDateToIso(value: string): string | null {
  if (!ORDER_PATTERNS.polishDate.test(value)) return null;
  const [d, m, y] = value.split('.') as [string, string, string];
  const iso = `${y}-${m}-${d}`;
  return isCalendarDay(iso) ? iso : null;
}

/** A phone number: an optional Polish prefix (+48 / 48, no space after it), then 3-15 digits, dashes and spaces with at least 3 digits. */
export function isPhone(value: string): boolean {
  if (/^\+?48 /.test(value)) return false;
  const numberPart = (rest: string): boolean => ORDER_PATTERNS.phone.test(rest) && (rest.match(/\d/g)?.length ?? 0) >= 3;
  // The prefix is optional: `480 12` is a number read without it (its `48` is not a prefix).
  return numberPart(value) || numberPart(value.replace(ORDER_PATTERNS.polishPrefix, ''));
}

const MAX_NAME = 50;
const MAX_TEXT = 100;

const required = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'too-long')
    .refine((v) => !ORDER_PATTERNS.cyrillic.test(v), 'cyrillic');

const personName = required(MAX_NAME).refine((v) => ORDER_PATTERNS.cyrillic.test(v) || ORDER_PATTERNS.name.test(v), 'invalid-name');
const text = required(MAX_TEXT);

export const bookerSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: required(254).refine((v) => ORDER_PATTERNS.cyrillic.test(v) || ORDER_PATTERNS.email.test(v), 'invalid-email'),
  phone: required(20).refine((v) => ORDER_PATTERNS.cyrillic.test(v) || isPhone(v), 'invalid-phone'),
  street: text,
  postalCode: required(7).refine((v) => ORDER_PATTERNS.cyrillic.test(v) || ORDER_PATTERNS.postalCode.test(v), 'invalid-postal-code'),
  city: text,
});
export type Booker = z.infer<typeof bookerSchema>;

export const participantSchema = z.object({
  firstName: personName,
  lastName: personName,
  birthDate: z.string({ error: 'required' }).min(1, 'required').refine(isCalendarDay, 'invalid-date'),
  /** ISO 3166-1 alpha-2 code from the nationality list. */
  nationality: z.string({ error: 'required' }).min(1, 'required'),
});
export type Participant = z.infer<typeof participantSchema>;

/** What the client step sends: the booker and one participant per traveller. */
export const clientDataSchema = z.object({
  booker: bookerSchema,
  participants: z
    .array(participantSchema)
    .min(1)
    .max(PARTY_LIMITS.maxAdults + PARTY_LIMITS.maxChildren),
});
export type ClientData = z.infer<typeof clientDataSchema>;

/**
 * A draft as the shopper types it: every field optional and unchecked but bounded, so a reload at
 * any step keeps what was typed (the server stores it as it is).
 */
const draftText = z
  .string()
  .max(MAX_TEXT * 2)
  .optional();
export const clientDraftSchema = z.object({
  booker: z.object({
    firstName: draftText,
    lastName: draftText,
    email: draftText,
    phone: draftText,
    street: draftText,
    postalCode: draftText,
    city: draftText,
  }),
  participants: z
    .array(z.object({ firstName: draftText, lastName: draftText, birthDate: draftText, nationality: draftText }))
    .max(PARTY_LIMITS.maxAdults + PARTY_LIMITS.maxChildren),
});
export type ClientDraft = z.infer<typeof clientDraftSchema>;

export interface ClientDataContext {
  /** The party of the order: adults, and the children's birth dates given when it was made. */
  party: { adults: number; children: readonly string[] };
  /** The trip's first day (yyyy-mm-dd): ages count on it. */
  departureDate: string;
  /** The shop's day (Europe/Warsaw). */
  today: string;
  /** Codes of the nationality list. */
  nationalities: readonly string[];
}

/**
 * The client step's body checked against the order: one participant per traveller, each birth
 * date fitting the kind the trip was priced for (an adult is 18 or more on the departure date, a
 * child 1-17, an infant under 1), none in the future, nationality from the list.
 */
export function clientDataSchemaFor(context: ClientDataContext) {
  const kinds = participantKinds(context.party, context.departureDate);
  return clientDataSchema.superRefine((data, ctx) => {
    if (data.participants.length !== kinds.length) {
      ctx.addIssue({ code: 'custom', path: ['participants'], message: `expected ${kinds.length} participants` });
      return;
    }
    data.participants.forEach((person, i) => {
      if (!context.nationalities.includes(person.nationality) && person.nationality !== '')
        ctx.addIssue({ code: 'custom', path: ['participants', i, 'nationality'], message: 'unknown-nationality' });
      if (!isCalendarDay(person.birthDate)) return;
      const path = ['participants', i, 'birthDate'];
      if (person.birthDate > context.today) {
        ctx.addIssue({ code: 'custom', path, message: 'birth-date-future' });
        return;
      }
      const age = ageOn(person.birthDate, context.departureDate);
      const expected = kinds[i];
      if (age >= PARTY_LIMITS.maxAgeYears) ctx.addIssue({ code: 'custom', path, message: 'invalid-date' });
      else if (expected !== kindOfAge(age))
        ctx.addIssue({
          code: 'custom',
          path,
          message: expected === 'adult' ? 'adult-too-young' : expected === 'child' ? 'child-age' : 'infant-age',
        });
    });
  });
}

/** Issues of a failed parse as `{ 'booker.phone': 'invalid-phone' }`, the first per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}
