import { z } from 'zod';

// The photo URL contract lives in ../photos.ts (zod-free, for the browser); re-exported here.
export * from '../photos';

/*
 * The log service (docs/product/errors.md): a photo the browser could not load is
 * reported with status 500 in a record of action, message, request url, response status, route,
 * host, service and timestamp.
 */

export const CLIENT_LOG_ACTIONS = ['image-load-error'] as const;

export const clientLogRecord = z.strictObject({
  action: z.enum(CLIENT_LOG_ACTIONS),
  message: z.string().min(1).max(1000),
  /** What failed to load: our path or an absolute http(s) URL. */
  requestUrl: z
    .string()
    .max(2048)
    .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'expected a path or an http(s) URL'),
  responseStatus: z.number().int().min(0).max(599),
  /** The page's path when it happened. */
  route: z
    .string()
    .max(2048)
    .regex(/^\/\S*$/, 'expected a path'),
  host: z
    .string()
    .max(255)
    .regex(/^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/, 'expected a host name'),
  /** Which app reported it (`search`, `hotel`, …). */
  service: z
    .string()
    .max(64)
    .regex(/^[a-z][a-z0-9_-]*$/, 'expected a service name'),
  timestamp: z.iso.datetime({ offset: true }),
});

export type ClientLogRecord = z.infer<typeof clientLogRecord>;

export const clientLogResponse = z.object({ accepted: z.literal(true) });
