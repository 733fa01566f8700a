import { z } from 'zod';
import { isCalendarDay, isPhone, ORDER_PATTERNS } from './order-validation';

/**
 * The marketing calls of docs/product/api-catalogue.md (newsletter, DSA notice, franchise, mice) and the contact
 * form: one schema per form for the page (it checks a field as the visitor leaves it) and the
 * server (its 400 names the field). Issue messages are the codes below; the page shows the Polish
 * text of `contact:forms.errors.<code>`.
 */
export const MARKETING_FIELD_ERRORS = [
  'required',
  'too-long',
  'cyrillic',
  'invalid-email',
  'invalid-phone',
  'invalid-url',
  'invalid-date',
  'date-past',
  'invalid-number',
  'consent-required',
  'lists-required',
] as const;
export type MarketingFieldError = (typeof MARKETING_FIELD_ERRORS)[number];

/** The named actions a bot-protection challenge is bound to (one per form that creates). */
export const BOT_ACTIONS = ['newsletter', 'contact', 'franchise', 'mice', 'dsa', 'price-alert'] as const;
export type BotAction = (typeof BOT_ACTIONS)[number];

/** Why a bot-protection token was refused (403 `code`). */
export const BOT_CHECK_CODES = ['bot-check-invalid', 'bot-check-expired', 'bot-check-replayed', 'bot-check-action'] as const;
export type BotCheckCode = (typeof BOT_CHECK_CODES)[number];

/** The newsletter lists a visitor chooses from. */
export const NEWSLETTER_LISTS = ['last-minute', 'first-minute', 'exotic', 'guide'] as const;
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'too-long')
    .refine((v) => !ORDER_PATTERNS.cyrillic.test(v), 'cyrillic');
const email = text(254).refine((v) => ORDER_PATTERNS.cyrillic.test(v) || ORDER_PATTERNS.email.test(v), 'invalid-email');
const phone = text(20).refine((v) => ORDER_PATTERNS.cyrillic.test(v) || isPhone(v), 'invalid-phone');
const consent = z.literal(true, { error: 'consent-required' });

/**
 * The solved bot-protection challenge: base64 of `{ challenge, solution }` (the ALTCHA payload),
 * taken from `GET /marketing/challenge/` for the form's action (ADR 0181).
 */
export const botTokenSchema = z.string({ error: 'required' }).min(1, 'required').max(4000, 'too-long');

/** An ALTCHA (v2) proof-of-work challenge, signed by the server. */
export const botChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type BotChallenge = z.infer<typeof botChallengeSchema>;
export const botChallengeQuery = z.object({ action: z.enum(BOT_ACTIONS) });

export const newsletterSubscribeFields = z.object({
  email,
  lists: z
    .array(z.enum(NEWSLETTER_LISTS), { error: 'lists-required' })
    .min(1, 'lists-required')
    .max(NEWSLETTER_LISTS.length)
    .refine((lists) => new Set(lists).size === lists.length, 'lists-required'),
  consent,
});
export const newsletterSubscribeBody = newsletterSubscribeFields.extend({ botToken: botTokenSchema });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeFields>;
export const newsletterSubscribeResponse = z.object({ status: z.literal('confirmation-sent') });

export const newsletterConfirmBody = z.object({ token: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{32,64}$/, 'invalid') });
export const newsletterConfirmResponse = z.object({
  email: z.string(),
  lists: z.array(z.enum(NEWSLETTER_LISTS)),
  status: z.literal('confirmed'),
});

/** From the signed link of every newsletter e-mail: the address and its HMAC (hex). */
export const newsletterUnsubscribeBody = z.object({
  email: z.string({ error: 'required' }).min(3, 'required').max(254, 'too-long'),
  signature: z.string({ error: 'required' }).regex(/^[0-9a-f]{64}$/, 'invalid'),
});
export const newsletterUnsubscribeResponse = z.object({ status: z.literal('unsubscribed') });

export const contactFields = z.object({
  name: text(100),
  email,
  phone: phone.optional(),
  message: text(2000),
  consent,
});
export const franchiseFields = z.object({
  name: text(100),
  email,
  phone,
  city: text(100),
  message: text(2000),
  consent,
});
/** A number as JSON has it: `true`, `[]` or `"0x10"` are not a count of people. */
const participants = z.number({ error: 'invalid-number' }).int('invalid-number').min(1, 'invalid-number').max(5000, 'invalid-number');
const plannedDate = z.string({ error: 'invalid-date' }).refine(isCalendarDay, 'invalid-date');

export const miceFields = z.object({
  company: text(150),
  name: text(100),
  email,
  phone,
  participants,
  /** The planned date, yyyy-mm-dd (a day in the past is refused by `miceFieldsOn`). */
  date: plannedDate.optional(),
  message: text(2000),
  consent,
});
/**
 * The mice form on the shop's day `today` (yyyy-mm-dd, Europe/Warsaw): the planned date may not
 * lie in the past (docs/product/newsletter-and-enquiries.md). The page and the API both check it.
 */
export function miceFieldsOn(today: string) {
  return miceFields.extend({ date: plannedDate.refine((day) => !isCalendarDay(day) || day >= today, 'date-past').optional() });
}
/** A notice of illegal content under art. 16 of the Digital Services Act: where, why, who, and the statement of good faith. */
export const dsaFields = z.object({
  contentUrl: text(500).refine((v) => /^https?:\/\/\S+$/.test(v), 'invalid-url'),
  explanation: text(4000),
  name: text(100),
  email,
  goodFaith: consent,
});

export const contactBody = contactFields.extend({ botToken: botTokenSchema });
export const franchiseBody = franchiseFields.extend({ botToken: botTokenSchema });
export const miceBody = miceFields.extend({ botToken: botTokenSchema });
export const dsaBody = dsaFields.extend({ botToken: botTokenSchema });

/** The enquiry kinds staff read; each has its own form and call. */
export const ENQUIRY_KINDS = ['contact', 'franchise', 'mice', 'dsa'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

export const enquiryResponse = z.object({ id: z.uuid(), received: z.literal(true) });

export const enquiriesQuery = z.object({ kind: z.enum(ENQUIRY_KINDS).optional() });
export const enquiriesResponse = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(ENQUIRY_KINDS),
      name: z.string(),
      email: z.string(),
      /** Every field as sent, except the consent and the bot token. */
      fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      createdAt: z.string(),
    }),
  ),
});
