import { z } from 'zod';
import { BUILD_ID_URL } from './build-id-check';

const buildIdSchema = z.object({ buildId: z.string().min(1) });

/** `GET /next-api/build-id/` → the build id the server currently serves. */
export async function fetchBuildId(): Promise<string> {
  const res = await fetch(BUILD_ID_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`GET ${BUILD_ID_URL} answered ${res.status}`);
  return buildIdSchema.parse(await res.json()).buildId;
}
