/**
 * The public surface of a shared package: the names its entry module exports, followed through
 * `export * from './local'`, each marked as a value or a type. Read from the TypeScript source
 * with a small parser, not the compiler: TypeScript 7 has no JavaScript API, and API Extractor
 * would need declarations emitted first for every package on every run
 * (docs/adr/0210-shared-versions-and-compatibility-gate.md). Node-only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compareVersions, parseVersion } from './semver-range';

export type ExportKind = 'value' | 'type';

/** `name` → kind, sorted by name; `* from 'pkg'` stands for a whole third-party re-export. */
export type ApiSurface = Record<string, ExportKind>;

/** What `api-surface.json` of a package records: the surface of its last released version. */
export interface ReleasedSurface {
  readonly version: string;
  readonly exports: ApiSurface;
  /**
   * For each export, the version that first exported it: a remote that imports the name must
   * require at least that version, or an older live shell would hand it `undefined`.
   */
  readonly since?: Readonly<Record<string, string>>;
}

/** The record to write for `version` with `current` as its surface: names keep their `since`, new ones get `version`. */
export function releaseRecord(version: string, current: ApiSurface, released: ReleasedSurface): Required<ReleasedSurface> {
  const since = Object.fromEntries(
    Object.keys(current).map((name) => [name, (name in released.exports ? released.since?.[name] : undefined) ?? version]),
  );
  return { version, exports: current, since };
}

export const SURFACE_FILE = 'api-surface.json';

const DECLARATION =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(async\s+function\*?|function\*?|const|let|var|class|enum|const\s+enum|interface|type|namespace)\s+([A-Za-z_$][\w$]*)/gm;
const LIST = /^export\s+(type\s+)?\{([^}]*)\}(?:\s+from\s+'([^']+)')?/gm;
const STAR = /^export\s+(type\s+)?\*\s+(?:as\s+([A-Za-z_$][\w$]*)\s+)?from\s+'([^']+)'/gm;
const DEFAULT = /^export\s+default\s+(?!(?:async\s+)?function|class|abstract)/m;

function resolveLocal(fromFile: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), request.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => existsSync(file));
}

/** The surface of the module in `file` (exports only; comments are ignored). */
export function surfaceOfFile(file: string, seen: Set<string> = new Set()): ApiSurface {
  if (seen.has(file)) return {};
  seen.add(file);
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const surface: Record<string, ExportKind> = {};
  for (const match of source.matchAll(DECLARATION)) {
    const keyword = match[1] ?? '';
    surface[match[2] ?? ''] = keyword === 'interface' || keyword === 'type' ? 'type' : 'value';
  }
  for (const match of source.matchAll(LIST)) {
    const allTypes = match[1] !== undefined;
    for (const part of (match[2] ?? '').split(',')) {
      const trimmed = part.trim();
      if (trimmed === '') continue;
      const isType = allTypes || trimmed.startsWith('type ');
      const name = trimmed
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) surface[name] = isType ? 'type' : 'value';
    }
  }
  for (const match of source.matchAll(STAR)) {
    const [, typeOnly, namespace, request = ''] = match;
    if (namespace) {
      surface[namespace] = typeOnly ? 'type' : 'value';
      continue;
    }
    const local = request.startsWith('.') ? resolveLocal(file, request) : undefined;
    if (local === undefined) surface[`* from '${request}'`] = typeOnly ? 'type' : 'value';
    else for (const [name, kind] of Object.entries(surfaceOfFile(local, seen))) surface[name] = typeOnly ? 'type' : kind;
  }
  if (DEFAULT.test(source)) surface['default'] = 'value';
  return sortSurface(surface);
}

export function sortSurface(surface: ApiSurface): ApiSurface {
  return Object.fromEntries(Object.entries(surface).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The names a subset module re-exports (`shared-subsets/*.ts`), sorted. */
export function exportedValueNames(file: string): string[] {
  return Object.entries(surfaceOfFile(file))
    .filter(([, kind]) => kind === 'value')
    .map(([name]) => name);
}

export type Bump = 'none' | 'patch' | 'minor' | 'major';
const BUMP_ORDER: readonly Bump[] = ['none', 'patch', 'minor', 'major'];

export interface SurfaceChange {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  /** A value became a type or the other way round: code using it breaks. */
  readonly changedKind: readonly string[];
}

export function diffSurface(released: ApiSurface, current: ApiSurface): SurfaceChange {
  const added = Object.keys(current).filter((name) => !(name in released));
  const removed = Object.keys(released).filter((name) => !(name in current));
  const changedKind = Object.keys(current).filter((name) => name in released && released[name] !== current[name]);
  return { added, removed, changedKind };
}

/** Removing or changing an export breaks consumers (major); adding one is a feature (minor). */
export function requiredBump(change: SurfaceChange): Bump {
  if (change.removed.length > 0 || change.changedKind.length > 0) return 'major';
  if (change.added.length > 0) return 'minor';
  return 'none';
}

/** The bump from one version to the next; under 1.0.0 a minor counts as a major (semver's `^0.x`). */
export function bumpBetween(from: string, to: string): Bump | 'downgrade' | 'invalid' {
  const a = parseVersion(from);
  const b = parseVersion(to);
  if (!a || !b) return 'invalid';
  const order = compareVersions(b, a);
  if (order < 0) return 'downgrade';
  if (order === 0) return 'none';
  if (b.major !== a.major || (a.major === 0 && b.minor !== a.minor)) return 'major';
  if (b.minor !== a.minor) return 'minor';
  return 'patch';
}

export function isEnoughBump(made: Bump | 'downgrade' | 'invalid', needed: Bump): boolean {
  if (made === 'downgrade' || made === 'invalid') return false;
  return BUMP_ORDER.indexOf(made) >= BUMP_ORDER.indexOf(needed);
}

/** The smallest version after `from` that makes `needed`. */
export function nextVersion(from: string, needed: Bump): string {
  const v = parseVersion(from);
  if (!v) return from;
  if (needed === 'major') return v.major === 0 ? `0.${v.minor + 1}.0` : `${v.major + 1}.0.0`;
  if (needed === 'minor') return `${v.major}.${v.minor + 1}.0`;
  if (needed === 'patch') return `${v.major}.${v.minor}.${v.patch + 1}`;
  return from;
}

export interface SurfaceVerdict {
  readonly ok: boolean;
  /** What a developer reads when it is not: names, versions, the command to run. */
  readonly problems: readonly string[];
}

/**
 * Compares a package's current surface and version with its last released record: the version must
 * be bumped enough for the change, and the record must be rewritten with it (`npm run api-surface
 * -- --write`), so the next change is compared with this one.
 */
export function checkSurface(pkg: string, version: string, current: ApiSurface, released: ReleasedSurface): SurfaceVerdict {
  const change = diffSurface(released.exports, current);
  const needed = requiredBump(change);
  const made = bumpBetween(released.version, version);
  const problems: string[] = [];
  const what = [
    change.added.length > 0 ? `adds ${change.added.join(', ')}` : '',
    change.removed.length > 0 ? `removes ${change.removed.join(', ')}` : '',
    change.changedKind.length > 0 ? `changes the kind of ${change.changedKind.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  if (made === 'invalid') problems.push(`${pkg}: version "${version}" or released "${released.version}" is not semver`);
  else if (!isEnoughBump(made, needed)) {
    problems.push(
      `${pkg} ${what} since ${released.version}: a ${needed} change, but its version is ${version}; set it to ${nextVersion(released.version, needed)} (or higher) and run npm run api-surface -- --write`,
    );
  } else if (made !== 'none' || needed !== 'none') {
    problems.push(
      `${pkg} ${version} is not recorded as released (${SURFACE_FILE} says ${released.version}): run npm run api-surface -- --write`,
    );
  }
  return { ok: problems.length === 0, problems };
}
