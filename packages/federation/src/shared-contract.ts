/**
 * What a build provides and requires of the shared singletons, read from its `mf-manifest.json`
 * (docs/adr/0210-shared-versions-and-compatibility-gate.md). The host's manifest says what it
 * provides (each package's version, and for a subset the names it exports); a remote's says what it
 * requires (its `requiredVersion`, taken from its own dependency ranges, and the subset it was
 * built with). Browser-safe and dependency-free: the deploy gate and the host's runtime check both
 * use it, so they can never disagree.
 */
import { satisfies } from './semver-range';

/** The manifest field the build adds: each subset share key → the names that subset exports. */
export const SUBSETS_MANIFEST_FIELD = 'travelSubsets';

export interface SharedOffer {
  /** The version this build bundles (what it provides when it is the host). */
  readonly version: string;
  /** What this build accepts from a host; `false` accepts any. */
  readonly requiredVersion: string | false;
  /** For a package shared as a subset: the names the subset exports, sorted. */
  readonly subset?: readonly string[];
}

export type SharedOffers = Readonly<Record<string, SharedOffer>>;

export interface UnmetRequirement {
  readonly package: string;
  /** The remote's range, with the subset names it needs when that is what is missing. */
  readonly required: string;
  /** The host's version (and "subset without …"). */
  readonly provided: string;
  /** Subset names the remote was built with and the host's subset lacks. */
  readonly missingExports?: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shared offers of a federation manifest (its `shared` list and our subsets field); lenient. */
export function sharedOffersOf(manifest: unknown): SharedOffers {
  const offers: Record<string, SharedOffer> = {};
  if (!isRecord(manifest)) return offers;
  const subsets = isRecord(manifest[SUBSETS_MANIFEST_FIELD]) ? manifest[SUBSETS_MANIFEST_FIELD] : {};
  for (const item of Array.isArray(manifest['shared']) ? manifest['shared'] : []) {
    if (!isRecord(item) || typeof item['name'] !== 'string' || typeof item['version'] !== 'string') continue;
    const required = item['requiredVersion'];
    const names = subsets[item['name']];
    offers[item['name']] = {
      version: item['version'],
      requiredVersion: typeof required === 'string' && required !== '' ? required : false,
      ...(Array.isArray(names) ? { subset: names.filter((name): name is string => typeof name === 'string').sort() } : {}),
    };
  }
  return offers;
}

/**
 * What the remote requires and the host does not provide. A package the host does not share at all
 * is not a problem: the remote then loads its own copy, which it bundles as the fallback.
 */
export function unmetRequirements(remote: SharedOffers, host: SharedOffers): UnmetRequirement[] {
  const unmet: UnmetRequirement[] = [];
  for (const [name, wanted] of Object.entries(remote).sort(([a], [b]) => a.localeCompare(b))) {
    // A deep import (`react/jsx-runtime`) comes with its package (`react/` is shared as a prefix).
    const given = host[name] ?? host[packageOf(name)];
    if (given === undefined) continue;
    if (wanted.requiredVersion !== false && !satisfies(given.version, wanted.requiredVersion)) {
      unmet.push({ package: name, required: wanted.requiredVersion, provided: given.version });
      continue;
    }
    // The host bundles the whole package when it has no subset: every name is there.
    if (wanted.subset === undefined || given.subset === undefined) continue;
    const offered = new Set(given.subset);
    const missing = wanted.subset.filter((export_) => !offered.has(export_));
    if (missing.length > 0) {
      unmet.push({
        package: name,
        required: `${wanted.requiredVersion || wanted.version} (subset with ${missing.join(', ')})`,
        provided: `${given.version} (subset without them)`,
        missingExports: missing,
      });
    }
  }
  return unmet;
}

/** `react/jsx-runtime` → `react`, `@scope/pkg/sub` → `@scope/pkg`. */
function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/** One line a person can act on: package, required and provided version. */
export function describeUnmet(remote: string, unmet: UnmetRequirement): string {
  return `${remote} requires ${unmet.package} ${unmet.required}, the shell provides ${unmet.provided}`;
}

/** The error a remote load fails with when the host cannot serve it; the slot shows its fallback. */
export class SharedRequirementError extends Error {
  override readonly name = 'SharedRequirementError';
  constructor(
    readonly remote: string,
    readonly unmet: readonly UnmetRequirement[],
  ) {
    super(unmet.map((item) => describeUnmet(remote, item)).join('; '));
  }
}
