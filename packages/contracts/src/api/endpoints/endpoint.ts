import { z } from 'zod';
import type { UserRole } from '../../events';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Path under /api, `{name}` marks a path parameter. */
  path: string;
  summary: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status when it is not 200 (201 for a call that creates). */
  successStatus?: 201 | 202;
  /** Answers other than 400/404 the call gives on purpose, with what they mean. */
  errors?: Partial<Record<401 | 403 | 409 | 413 | 415 | 422 | 429, string>>;
  /**
   * The call takes `multipart/form-data` with one file (instead of a JSON `body`): the part named
   * `file`, at most `maxBytes` (a 413 while it streams), and text `fields` checked by their schema.
   * `maxFiles` (default 1): up to that many parts named `file`, each within `maxBytes`.
   */
  multipart?: { file: string; maxBytes: number; fields?: z.ZodObject; maxFiles?: number };
  /**
   * Staff only: the roles that may call it (any one of them). The server's `requireRole` answers
   * 401 to a visitor who is not signed in and 403 to a user without one of these roles.
   */
  roles?: readonly UserRole[];
  /**
   * Per client address: at most `max` calls in `windowMs`, then `429` with `Retry-After`
   * (sign-in, forms, favourites writes, everything that creates).
   */
  rateLimit?: RateLimit;
  /**
   * The call creates or pays: it takes an `Idempotency-Key` header (8-100 characters), and a repeated
   * request with the same key answers the first answer without doing anything again (ADR 0150).
   * `required`: a request without the header is a 400.
   */
  idempotency?: 'required' | 'optional';
  /**
   * How a success may be cached: `public` for reads that are the same for every visitor; absent is
   * `no-store` (visitor data, writes), so a call nobody classified is never kept by a cache.
   */
  cache?: CachePolicy;
}

export type CachePolicy = 'public' | 'no-store';

export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** Writes a visitor makes by hand: generous for a person, a wall for a script. */
export const FAVORITES_WRITE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };
/** Each call creates rows (an order): a person books a few trips a minute at most. */
export const CREATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };
/** Sign-in attempts per address; failures per account are counted by the API as well. */
export const SIGN_IN_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
export const RATE_LIMITED = 'Too many calls from this address (`Retry-After` says when to try again)';
/** A form a person fills in by hand. */
export const FORM_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
/** A form protected by a proof-of-work token (ADR 0181). */
export const BOT_CHECK_REFUSED =
  'The bot-protection token is invalid, expired, already used or for another action (`code: bot-check-invalid | bot-check-expired | bot-check-replayed | bot-check-action`); nothing is stored';
/** Failures the browser reports (as the image log of `clientLog`). */
export const BROWSER_LOG_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };
/** The `Cache-Control` of each policy; every error answer is `no-store` whatever the call. */
export const CACHE_CONTROL: Readonly<Record<CachePolicy, string>> = {
  // As long as the shop's query cache keeps data fresh (docs/product/constants.md: 60 000 ms).
  public: 'public, max-age=60',
  'no-store': 'no-store',
};

/** Declares one call, keeping its literal type (so the client and server see its exact schemas). */
export const endpoint = <T extends Endpoint>(declaration: T): T => declaration;

/** Staff calls: who may call them (docs/product/roles.md) and what a refused caller hears. */
export const ADMIN_ONLY = ['ROLE_ADMIN'] as const satisfies readonly UserRole[];
export const SEO_DEBUG_ROLES = ['ROLE_ADMIN', 'ROLE_AI_SEO'] as const satisfies readonly UserRole[];
export const STAFF_ERRORS = { 401: 'Not signed in', 403: 'The signed-in user has none of the roles' } as const;
