import { endpoint, RATE_LIMITED } from './endpoint';
import { healthSchema } from '../common';
import * as img from '../images';

/** The API itself: liveness, and failures the browser reports. */
export const siteEndpoints = {
  health: endpoint({ method: 'GET', path: '/health', summary: 'Liveness', response: healthSchema }),
  clientLog: endpoint({
    method: 'POST',
    path: img.CLIENT_LOG_PATH,
    summary: 'A failure seen in the browser (an image that did not load), for the log service',
    successStatus: 202,
    body: img.clientLogRecord,
    response: img.clientLogResponse,
    // Anyone can post: a listing with every photo broken posts 20, a script is stopped at 30.
    rateLimit: { max: 30, windowMs: 60_000 },
    errors: { 429: RATE_LIMITED },
  }),
} as const;
