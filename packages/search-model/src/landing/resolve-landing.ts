import { landingPresets } from './landing-presets';
import type { LandingPreset } from './landing-types';
import { SUMMER_SLUG_PATTERN, summerSlug } from './seasons';

const indexes = new Map<string, ReadonlyMap<string, LandingPreset>>();

/** The landing pages by slug; only the summer slug changes with the day, so one index per summer slug. */
function landingIndex(now: Date): ReadonlyMap<string, LandingPreset> {
  const key = summerSlug(now);
  let index = indexes.get(key);
  if (index === undefined) {
    index = new Map(landingPresets(now).map((landing) => [landing.slug, landing]));
    indexes.set(key, index);
  }
  return index;
}

export interface ClockOptions {
  /** The current instant; injectable for tests. Defaults to the real clock. */
  now?: Date;
}

/**
 * The landing page of a slug, or null for an unknown one. A past summer slug (lato-26 once the
 * 2026 season is over) resolves to the current summer page: compare `landing.slug` with the
 * requested slug to redirect.
 */
export function resolveLanding(slug: string, options: ClockOptions = {}): LandingPreset | null {
  const now = options.now ?? new Date();
  const index = landingIndex(now);
  const direct = index.get(slug);
  if (direct !== undefined) return direct;
  const summer = SUMMER_SLUG_PATTERN.exec(slug);
  if (summer !== null) {
    const current = summerSlug(now);
    if (Number(summer[1]) <= Number(current.slice('lato-'.length))) return index.get(current) ?? null;
  }
  return null;
}

/** The landing page whose alias (the short filter value, e.g. 'last-minute-warszawa') is given. */
export function resolveLandingByAlias(alias: string, options: ClockOptions = {}): LandingPreset | null {
  const index = landingIndex(options.now ?? new Date());
  for (const landing of index.values()) if (landing.alias === alias) return landing;
  return null;
}

/** Every landing page for the given day. */
export function allLandings(options: ClockOptions = {}): LandingPreset[] {
  return [...landingIndex(options.now ?? new Date()).values()];
}
