import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * What each workspace's code imports, against what its package.json declares and what the
 * imported workspace package exports (docs/adr/0236-package-manifests.md). Pure reading: no
 * resolution through node_modules, so a dependency that happens to be hoisted does not pass for a
 * declared one.
 */

export interface Manifest {
  readonly name: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly exports?: string | Readonly<Record<string, string>>;
  readonly workspaces?: readonly string[];
}

export interface Workspace {
  /** Relative to the repository root, e.g. `mf-search`, `packages/ui`. */
  readonly dir: string;
  readonly manifest: Manifest;
}

export interface ImportSite {
  readonly file: string;
  readonly line: number;
  readonly specifier: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_DIRS = /(^|\/)(node_modules|dist|dist-debug|coverage|test-results|playwright-report|fixtures\/generated)\//;
/** Files that run only in tests, builds and scripts: they may use the root's tooling (jest, webpack, testing-library). */
const TOOLING_FILE =
  /(^|\/)(__tests__|test-support|scripts)\/|\.(test|journey|spec)\.[cm]?[jt]sx?$|(^|\/)(webpack|jest|playwright)\.config\.[cm]?ts$|(^|\/)jest\.setup\.ts$/;

const IMPORT_PATTERNS = [
  /^\s*(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gm,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

const BUILTINS = new Set(builtinModules);

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The workspaces of the root manifest (`packages/*` expanded), each with its manifest. */
export function workspacesOf(repoRoot: string): Workspace[] {
  const root = readJson<Manifest>(path.join(repoRoot, 'package.json'));
  const dirs = (root.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return spawnSync('ls', [path.join(repoRoot, parent)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map((name) => `${parent}/${name}`);
  });
  return dirs
    .filter((dir) => existsSync(path.join(repoRoot, dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readJson<Manifest>(path.join(repoRoot, dir, 'package.json')) }));
}

/** Tracked and new source files of the repository (a new import is checked before it is committed). */
export function sourceFiles(repoRoot: string): string[] {
  const run = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
  return [...new Set(run.stdout.split('\0'))].filter(
    (file) => SOURCE.test(file) && !SKIPPED_DIRS.test(file) && existsSync(path.join(repoRoot, file)),
  );
}

/** The workspace a file belongs to: the deepest workspace folder that holds it. */
export function workspaceOf(file: string, workspaces: readonly Workspace[]): Workspace | undefined {
  return workspaces.filter((workspace) => file.startsWith(`${workspace.dir}/`)).sort((a, b) => b.dir.length - a.dir.length)[0];
}

/** Every module specifier a source text imports, with its line; comments and strings that only mention one are skipped. */
export function importsIn(file: string, text: string): ImportSite[] {
  const lines = text.split('\n');
  const sites: ImportSite[] = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      const source = lines[line - 1] ?? '';
      const before = source.slice(0, source.indexOf(match[0].trimStart()));
      // A comment (`// lazy(() => import('…'))`) or a string holding code (a test's fixture) imports nothing.
      if (/^\s*(\/\/|\*|\/\*)/.test(source) || /['"`]/.test(before)) continue;
      sites.push({ file, line, specifier: match[1] ?? '' });
    }
  }
  return sites;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; relative, absolute, `node:` and built-ins → undefined. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  if (specifier.includes('${') || specifier.includes('*')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return BUILTINS.has(name) ? undefined : name;
}

export const isToolingFile = (file: string): boolean => TOOLING_FILE.test(file);

/** Whether a workspace package's `exports` map offers `subpath` (`.` or `./x`), patterns included. */
export function exportsSubpath(manifest: Manifest, subpath: string): boolean {
  const exportsField = manifest.exports;
  if (exportsField === undefined) return subpath === '.';
  if (typeof exportsField === 'string') return subpath === '.';
  return Object.keys(exportsField).some((key) => {
    if (key === subpath) return true;
    const star = key.indexOf('*');
    return star >= 0 && subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1));
  });
}
