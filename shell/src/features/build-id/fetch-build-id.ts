import { BUILD_ID_URL } from './build-id-check';

/** `GET /next-api/build-id/` → the build id the server currently serves. */
export async function fetchBuildId(): Promise<string> {
  const res = await fetch(BUILD_ID_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`GET ${BUILD_ID_URL} answered ${res.status}`);
  // The schema comes with zod, which no first paint loads (docs/adr/0192-first-load-budget.md).
  const { buildIdSchema } = await import('./build-id-schema');
  return buildIdSchema.parse(await res.json()).buildId;
}
