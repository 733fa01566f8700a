import { z } from 'zod';

// Query parameters arrive as strings: these helpers parse them the way docs/product/api-catalogue.md sends them
// (lists comma-joined, ranges `from,to`, dates yyyy-mm-dd, booleans true/false).

export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export const day = z
  .string()
  .regex(dayPattern, 'expected yyyy-mm-dd')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'not a calendar date');

export const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'expected a slug');

export const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

export const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, 'expected an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const floatParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** A comma-joined list; empty items are dropped. */
export const csv = <T extends z.ZodType<unknown, string>>(item: T, max = 50) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    )
    .pipe(z.array(item).max(max));

export interface NumRange {
  from?: number | undefined;
  to?: number | undefined;
}

/** `from,to` with either end optional; `from` must not exceed `to`. */
export const rangeParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\s*(-?\d+(\.\d+)?)?\s*,\s*(-?\d+(\.\d+)?)?\s*$|^\s*-?\d+(\.\d+)?\s*$/, 'expected from,to')
    .transform((v): NumRange => {
      const [a, b] = v.split(',').map((s) => s.trim());
      const range: NumRange = {};
      if (a) range.from = Number(a);
      if (b) range.to = Number(b);
      else if (b === undefined && a) range.to = Number(a);
      return range;
    })
    .refine((r) => [r.from, r.to].every((n) => n === undefined || (n >= min && n <= max)), `each end within ${min}..${max}`)
    .refine((r) => r.from === undefined || r.to === undefined || r.from <= r.to, 'from must not exceed to');

/** The body of every 4xx/5xx answer. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** The query/body/path parameter that was missing or malformed (400 only). */
  parameter: z.string().optional(),
  /**
   * What went wrong, for a program to act on (`no-places`, `order-paid`, `invalid-parameter`):
   * every 4xx of the order, purchase and payment calls carries one (docs/product/order-and-payment.md).
   */
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

/** Money in złoty (two decimals at most); the database keeps integer grosze. */
export const zl = z.number();

export const locationRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  path: z.string(),
  genitive: z.string(),
  locative: z.string(),
  kind: z.string(),
  countryCode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});
export type LocationRef = z.infer<typeof locationRefSchema>;

export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
export const countSchema = z.object({ count: z.number().int().min(0) });
