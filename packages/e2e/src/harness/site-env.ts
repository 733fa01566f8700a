/**
 * The global setup hands the running site to the test workers through the environment (workers
 * start after it and inherit process.env).
 */
export const SITE_URL_VAR = 'E2E_BASE_URL';
export const SITE_DATA_DIR_VAR = 'E2E_DATA_DIR';

export interface SiteInfo {
  readonly baseURL: string;
  readonly dataDir: string;
}

export function readSiteInfo(): SiteInfo {
  const baseURL = process.env[SITE_URL_VAR];
  const dataDir = process.env[SITE_DATA_DIR_VAR];
  if (baseURL === undefined || dataDir === undefined) {
    throw new Error(`${SITE_URL_VAR} / ${SITE_DATA_DIR_VAR} are not set: run the journeys through playwright.config.ts`);
  }
  return { baseURL, dataDir };
}
