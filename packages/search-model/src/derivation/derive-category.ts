import { DEFAULT_CATEGORY } from '../defaults/search-defaults';
import { defaultTransport } from '../landing/preset-evaluation';
import { allLandings, resolveLanding } from '../landing/resolve-landing';
import type { LandingFamily, LandingPreset, LandingType } from '../landing/landing-types';
import type { SearchState } from '../state/search-state';
import { landingHolds, hasRequiredPresets } from './preset-match';

export interface DeriveOptions {
  now: Date;
}

const VARIANT_TYPES: readonly LandingType[] = [
  'lastMinuteDepartureCity',
  'cityBreakDepartureCity',
  'lastMinuteBoard',
  'lastMinuteTourOperator',
];

/**
 * Precedence of the forward rules when several hold (docs/adr/0052-category-derivation.md): the
 * narrower a filter, the more it says about the trip. Lower ranks win.
 */
const TYPE_RANK: Partial<Record<LandingType, number>> = { offerType: 0, board: 1, tourOperator: 2, departureCity: 3 };
const CATEGORY_RANK: Readonly<Record<string, number>> = {
  'dojazd-wlasny': 4,
  'dla-rodzin-z-dziecmi': 5,
  summer: 6,
  'na-7-dni': 7,
  'na-14-dni': 8,
  'tanie-wczasy': 9,
  'dla-singli': 10,
};
const rankOf = (landing: LandingPreset): number =>
  TYPE_RANK[landing.type] ?? CATEGORY_RANK[landing.season === 'summer' ? 'summer' : landing.slug] ?? 99;

/** Variants are tried departure city first, then board, then operator. */
const VARIANT_RANK: Partial<Record<LandingType, number>> = {
  lastMinuteDepartureCity: 0,
  cityBreakDepartureCity: 0,
  lastMinuteBoard: 1,
  lastMinuteTourOperator: 2,
};

interface DerivationTables {
  forward: LandingPreset[];
  variants: Map<LandingFamily, LandingPreset[]>;
  bases: Map<LandingFamily, LandingPreset>;
  fallback: LandingPreset;
}

const tablesCache = new WeakMap<LandingPreset, DerivationTables>();

function derivationTables(now: Date): DerivationTables {
  const landings = allLandings({ now });
  const fallback = resolveLanding(DEFAULT_CATEGORY, { now }) as LandingPreset;
  const cached = tablesCache.get(fallback);
  // One landing index per summer slug, so its fallback page identifies it.
  if (cached !== undefined) return cached;
  const isVariant = (landing: LandingPreset): boolean => VARIANT_TYPES.includes(landing.type);
  const forward = landings
    .filter((landing) => !isVariant(landing) && hasRequiredPresets(landing) && rankOf(landing) < 99)
    .sort((a, b) => rankOf(a) - rankOf(b));
  const variants = new Map<LandingFamily, LandingPreset[]>();
  const bases = new Map<LandingFamily, LandingPreset>();
  for (const landing of landings) {
    if (landing.family === null) continue;
    if (isVariant(landing)) variants.set(landing.family, [...(variants.get(landing.family) ?? []), landing]);
    else bases.set(landing.family, landing);
  }
  for (const list of variants.values()) list.sort((a, b) => (VARIANT_RANK[a.type] ?? 9) - (VARIANT_RANK[b.type] ?? 9));
  const tables = { forward, variants, bases, fallback };
  tablesCache.set(fallback, tables);
  return tables;
}

/** Within a family: keep the current variant while it holds, else the first that holds, else the base. */
function familyTarget(base: LandingPreset, current: LandingPreset, state: SearchState, now: Date, tables: DerivationTables): LandingPreset {
  if (current !== base && current.family === base.family && landingHolds(current, state, now)) return current;
  const variants = tables.variants.get(base.family as LandingFamily) ?? [];
  return variants.find((variant) => landingHolds(variant, state, now)) ?? base;
}

function forwardTarget(state: SearchState, now: Date, tables: DerivationTables): LandingPreset {
  const match = tables.forward.find((landing) => landingHolds(landing, state, now));
  if (match === undefined) return tables.fallback;
  return match.family === null ? match : familyTarget(match, match, state, now, tables);
}

/** The category the filters give, starting from the state's current category (docs/product/category-derivation.md). */
export function derivedCategory(state: SearchState, options: DeriveOptions): LandingPreset {
  const { now } = options;
  const tables = derivationTables(now);
  const current = resolveLanding(state.category, { now }) ?? tables.fallback;
  if (current.family !== null) {
    const base = tables.bases.get(current.family) ?? current;
    return landingHolds(base, state, now) ? familyTarget(base, current, state, now, tables) : forwardTarget(state, now, tables);
  }
  if (current !== tables.fallback && landingHolds(current, state, now)) return current;
  return forwardTarget(state, now, tables);
}

/**
 * Re-derives the category after a filter change. A transport still at the old category's
 * default follows the new category's default; a transport the shopper chose stays.
 */
export function deriveCategory(state: SearchState, options: DeriveOptions): SearchState {
  const { now } = options;
  const target = derivedCategory(state, options);
  if (target.slug === state.category) return state;
  const previous = resolveLanding(state.category, { now }) ?? resolveLanding(DEFAULT_CATEGORY, { now });
  const transport =
    state.transport === defaultTransport(previous, state.destinations, now)
      ? defaultTransport(target, state.destinations, now)
      : state.transport;
  return { ...state, category: target.slug, transport };
}
