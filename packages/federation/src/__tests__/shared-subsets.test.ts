import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_SUBSETS, UNSHARED_ALIASES } from '../shared';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const BROWSER_SOURCE_ROOTS = ['shell/src', 'mf-search/src', 'mf-hotel/src', 'mf-order/src', 'mf-reviews/src', 'mf-content/src', 'packages'];

/**
 * Rendered by the site server only (`shell/server` imports it with the full react-router-dom): no
 * browser build contains it, which the last test checks.
 */
const SERVER_ONLY = ['shell/src/features/first-paint/render-first-paint.tsx'];

/**
 * Each subset module by the package it stands in for, with the imports browser code must not use
 * instead (the package's internals, or the alias the subset reaches it by): either would bundle a
 * second, unshared copy beside the shared one.
 */
const SUBSETS: ReadonlyArray<readonly [string, string, RegExp]> = [
  ['react-router-dom', 'react-router-dom', /from\s+'react-router(\/dom)?'/],
  ['@tanstack/react-query', 'tanstack-react-query', /from\s+'(@tanstack\/query-core|@travel\/unshared-react-query)'/],
  ['react-i18next', 'react-i18next', /from\s+'(react-i18next\/[^']+|@travel\/unshared-react-i18next)'/],
];

const subsetSource = (file: string): string => readFileSync(path.join(__dirname, `../shared-subsets/${file}.ts`), 'utf8');

/**
 * The names a subset module exports (it only re-exports; the type check holds each name to the
 * package it comes from).
 */
function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+\{([^}]*)\}\s+from\s+'[^']+'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', '__tests__', 'test-support', 'dist', 'server', 'e2e', 'api-server'].includes(entry.name)
        ? []
        : sourceFiles(relative);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const browserFiles = BROWSER_SOURCE_ROOTS.flatMap(sourceFiles).filter(
  (file) => !SERVER_ONLY.includes(file) && !file.includes('shared-subsets'),
);
const sources = new Map(browserFiles.map((file) => [file, readFileSync(path.join(REPO_ROOT, file), 'utf8')]));

/** Value names imported or re-exported from `pkg` (type-only imports cost nothing at run time). */
function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const escaped = pkg.replace(/[/\\-]/g, '\\$&');
  for (const match of source.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escaped}'`, 'g'))) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe.each(SUBSETS)('the %s subset the browser builds share', (pkg, subsetFile, privateImport) => {
  it('is what the shared config provides for the package', () => {
    expect(SHARED_SUBSETS[pkg as keyof typeof SHARED_SUBSETS]).toBe(`@travel/federation/shared-subsets/${subsetFile}`);
  });

  it('does not import its own share key, which would consume the share it provides and never resolve', () => {
    const source = subsetSource(subsetFile);
    expect(source).not.toContain(`from '${pkg}'`);
    expect(source).toMatch(/from '/);
    // An alias must lead to the package the subset stands in for, not to another one.
    for (const [, request] of source.matchAll(/from\s+'(@travel\/unshared-[^']+)'/g)) expect(UNSHARED_ALIASES[request ?? '']).toBe(pkg);
  });

  it('exports every name the browser code imports from the package', () => {
    const used = new Map<string, string>();
    for (const [file, source] of sources) {
      // A namespace import would need every export; a direct import of the package's internals
      // would bundle a second, unshared copy beside the shared one.
      expect([file, new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'${pkg}'`).test(source), privateImport.test(source)]).toEqual([
        file,
        false,
        false,
      ]);
      for (const name of importedNames(source, pkg)) used.set(name, file);
    }
    expect(used.size).toBeGreaterThan(1);
    const exported = exportedNames(subsetSource(subsetFile));
    const missing = [...used].filter(([name]) => !exported.has(name)).map(([name, from]) => `${name} (${from})`);
    expect(missing).toEqual([]);
  });
});

it('no browser source imports the server-only files', () => {
  for (const serverOnly of SERVER_ONLY) {
    const moduleName = path.basename(serverOnly).replace(/\.tsx?$/, '');
    const importers = [...sources].filter(([, source]) => new RegExp(`from '[^']*/${moduleName}'`).test(source)).map(([file]) => file);
    expect(importers).toEqual([]);
  }
});
