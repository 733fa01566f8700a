import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ConfigError } from '../config';

/**
 * The `rid` of the after-return e-mail's review link (docs/product/reviews.md): which hotel, which
 * guest, when the stay ended and until when, signed with HMAC-SHA256 under a server secret. Only
 * the server that sent the e-mail can make one, so whoever arrives with a valid `rid` stayed at that
 * hotel; before the stay's last day it is refused (docs/adr/0232-reviews-from-real-stays.md).
 */
export interface ReviewLinkClaims {
  hotelId: number;
  /** The reservation the guest travelled on. */
  reservation: string;
  guestName: string;
  /** yyyy-mm of the stay. */
  travelDate: string | null;
  /** yyyy-mm-dd, the stay's last day (the return): no review before it. */
  stayEndedOn: string;
  /** Unix seconds after which the link no longer pre-fills anything. */
  expiresAt: number;
}

/** How long a review link works after it is sent. */
export const REVIEW_LINK_DAYS = 90;
/** Only for development and tests; production refuses to start without `REVIEW_LINK_SECRET`. */
const DEV_SECRET = 'dev-only review link secret, never used in production';

const claimsSchema = z.object({
  h: z.number().int().positive(),
  r: z.string().max(64),
  n: z.string().max(60),
  d: z.string().nullable(),
  s: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  e: z.number().int(),
});

/** `REVIEW_LINK_SECRET` (at least 32 characters); outside production a fixed development secret stands in. */
export function reviewLinkSecretFromEnv(env: Record<string, string | undefined>): string {
  const secret = env.REVIEW_LINK_SECRET;
  if (secret !== undefined && secret !== '') {
    if (secret.length < 32) throw new ConfigError('Invalid API configuration:\n  REVIEW_LINK_SECRET: at least 32 characters');
    return secret;
  }
  if (env.NODE_ENV === 'production') throw new ConfigError('Invalid API configuration:\n  REVIEW_LINK_SECRET: required in production');
  return DEV_SECRET;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signReviewLink(secret: string, claims: ReviewLinkClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      h: claims.hotelId,
      r: claims.reservation,
      n: claims.guestName,
      d: claims.travelDate,
      s: claims.stayEndedOn,
      e: claims.expiresAt,
    }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export type ReviewLinkCheck =
  { ok: true; claims: ReviewLinkClaims } | { ok: false; code: 'rid-invalid' | 'rid-expired' | 'rid-before-stay-end' };

/**
 * Checks the signature first (nothing of an unsigned token is read), then the hotel, the stay's end
 * (`today`, the shop's day in Warsaw) and the expiry.
 */
export function verifyReviewLink(secret: string, rid: string, hotelId: number, now: Date, today: string): ReviewLinkCheck {
  const [payload, signature, extra] = rid.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, code: 'rid-invalid' };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, code: 'rid-invalid' };
  let parsed: z.infer<typeof claimsSchema>;
  try {
    parsed = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, code: 'rid-invalid' };
  }
  if (parsed.h !== hotelId) return { ok: false, code: 'rid-invalid' };
  if (today < parsed.s) return { ok: false, code: 'rid-before-stay-end' };
  if (parsed.e * 1000 <= now.getTime()) return { ok: false, code: 'rid-expired' };
  return {
    ok: true,
    claims: {
      hotelId: parsed.h,
      reservation: parsed.r,
      guestName: parsed.n,
      travelDate: parsed.d,
      stayEndedOn: parsed.s,
      expiresAt: parsed.e,
    },
  };
}
