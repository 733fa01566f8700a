/**
 * Does each remote require a high enough version of the shared workspace packages it imports from?
 * A remote runs on whatever copy the live shell provides (docs/adr/0210-shared-versions-and-compatibility-gate.md):
 * when its range admits a version older than the one that first exported a name it imports, the
 * deploy gate lets it meet that older shell and the name is `undefined` at run time. Node-only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleasedSurface } from './api-surface';
import { compareVersions, parseVersion, satisfies, type Version } from './semver-range';

const NAMED_IMPORT = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;

/** The value names a source text imports (or re-exports) by name from `pkg`'s entry; type-only names are left out. */
export function importedValueNames(source: string, pkg: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(NAMED_IMPORT)) {
    const [, typeOnly, list = '', request] = match;
    if (request !== pkg || typeOnly !== undefined) continue;
    for (const part of list.split(',')) {
      const trimmed = part.trim();
      if (trimmed === '' || trimmed.startsWith('type ')) continue;
      const name = trimmed.split(/\s+as\s+/)[0]?.trim();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** The problems of one remote's requirement `range` on `pkg` against the names it imports: one line per name. */
export function requirementProblems(
  remote: string,
  pkg: string,
  range: string | undefined,
  imported: readonly string[],
  record: ReleasedSurface,
): string[] {
  if (imported.length > 0 && range === undefined) return [`${remote} imports ${imported.join(', ')} from ${pkg} without depending on it`];
  const since = record.since ?? {};
  const knownVersions = [...new Set([...Object.values(since), record.version])];
  const problems: string[] = [];
  for (const name of imported) {
    const first = since[name];
    if (first === undefined) {
      problems.push(`${remote} imports ${name} from ${pkg}, which ${pkg} ${record.version} does not export`);
      continue;
    }
    const older = knownVersions.filter((version) => satisfies(first, `>${version}`) && satisfies(version, range ?? '*'));
    if (older.length > 0) {
      problems.push(
        `${remote} requires ${pkg} ${range}, which admits ${older.sort(byVersion).join(', ')}, but imports ${name} (since ${first}): require ^${first} or higher`,
      );
    }
  }
  return problems;
}

function byVersion(a: string, b: string): number {
  const zero: Version = { major: 0, minor: 0, patch: 0, pre: '' };
  return compareVersions(parseVersion(a) ?? zero, parseVersion(b) ?? zero);
}

/** Every `.ts`/`.tsx` file under `dir`, tests and declarations left out. */
export function browserSourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('__tests__'));
}

/** All value names the files import from `pkg`. */
export function importedValueNamesIn(files: readonly string[], pkg: string): string[] {
  return [...new Set(files.flatMap((file) => importedValueNames(readFileSync(file, 'utf8'), pkg)))].sort();
}
