import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_PACKAGES, SHARED_WORKSPACE_PACKAGES, UNSHARED_ALIASES } from '@travel/federation/shared';
import {
  exportsSubpath,
  importsIn,
  isToolingFile,
  packageOf,
  readJson,
  sourceFiles,
  workspaceOf,
  workspacesOf,
  type Manifest,
  type Workspace,
} from '../workspace-imports';

// Package manifests tell the truth (docs/adr/0236-package-manifests.md): every package a
// workspace's code imports is declared in that workspace's package.json (a hoisted copy in the
// root node_modules does not count), every declared dependency is used, and every subpath of our
// own packages that anything imports is one its `exports` map names.
const REPO_ROOT = path.resolve(__dirname, '../../../../..');
const APPS = /^(shell|mf-[a-z]+)$/;

interface Findings {
  readonly undeclared: string[];
  readonly notExported: string[];
  readonly unused: string[];
}

const typesPackageOf = (name: string): string => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

function check(): Findings {
  const workspaces = workspacesOf(REPO_ROOT);
  const rootTooling = readJson<Manifest>(path.join(REPO_ROOT, 'package.json')).devDependencies ?? {};
  const byName = new Map(workspaces.map((workspace) => [workspace.manifest.name, workspace]));
  const used = new Map<Workspace, Set<string>>();
  const findings: Findings = { undeclared: [], notExported: [], unused: [] };

  for (const file of sourceFiles(REPO_ROOT)) {
    const workspace = workspaceOf(file, workspaces);
    if (workspace === undefined) continue;
    const { manifest } = workspace;
    const declared = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
    for (const site of importsIn(file, readFileSync(path.join(REPO_ROOT, file), 'utf8'))) {
      const imported = packageOf(site.specifier);
      if (imported === undefined) continue;
      const name = UNSHARED_ALIASES[imported] ?? imported;
      const seen = used.get(workspace) ?? new Set<string>();
      used.set(workspace, seen.add(name));
      const ok =
        name === manifest.name ||
        name in declared ||
        typesPackageOf(name) in declared ||
        (isToolingFile(file) && (name in rootTooling || typesPackageOf(name) in rootTooling));
      if (!ok) findings.undeclared.push(`${site.file}:${site.line}: '${name}' is not declared in ${workspace.dir}/package.json`);
      const target = byName.get(name);
      if (target !== undefined && name === imported) {
        const subpath = `.${site.specifier.slice(name.length)}`;
        if (!exportsSubpath(target.manifest, subpath)) {
          findings.notExported.push(`${site.file}:${site.line}: '${site.specifier}' is not in the exports of ${target.dir}/package.json`);
        }
      }
    }
  }

  // Apps list every shared singleton: the federation config takes each requiredVersion from them.
  const sharedByApps = new Set<string>([...SHARED_PACKAGES, ...SHARED_WORKSPACE_PACKAGES]);
  for (const workspace of workspaces) {
    for (const name of Object.keys(workspace.manifest.dependencies ?? {})) {
      if (name.startsWith('@types/') || used.get(workspace)?.has(name)) continue;
      if (APPS.test(workspace.dir) && sharedByApps.has(name)) continue;
      findings.unused.push(`${workspace.dir}/package.json: '${name}' is declared and never imported`);
    }
  }
  return findings;
}

describe('lint: package manifests declare what the code imports', () => {
  const findings = check();

  it('declares every imported package in the importing workspace', () => {
    expect(findings.undeclared).toEqual([]);
  });

  it("imports only the subpaths our packages' exports maps name", () => {
    expect(findings.notExported).toEqual([]);
  });

  it('declares no dependency that nothing imports', () => {
    expect(findings.unused).toEqual([]);
  });

  it('catches an undeclared package and an unexported subpath in a new file, by file and line', () => {
    const probe = `mf-reviews/src/zz-dependency-probe-${process.pid}.ts`;
    writeFileSync(
      path.join(REPO_ROOT, probe),
      [
        "import { buildSearchPayload } from '@travel/search-model';",
        "import { z } from '@travel/contracts/not-a-module';",
        'export const probe = [buildSearchPayload, z];',
        '',
      ].join('\n'),
    );
    try {
      const { undeclared, notExported } = check();
      expect(undeclared).toContain(`${probe}:1: '@travel/search-model' is not declared in mf-reviews/package.json`);
      expect(notExported).toContain(
        `${probe}:2: '@travel/contracts/not-a-module' is not in the exports of packages/contracts/package.json`,
      );
    } finally {
      rmSync(path.join(REPO_ROOT, probe), { force: true });
    }
  });

  it('reads imports as code, not mentions of them', () => {
    const text = [
      "import type { A } from 'a-types-only';",
      'export { b } from "@scope/b/sub";',
      "const c = await import('c');",
      "// lazy(() => import('not-this'))",
      "const fixture = `require('nor-this')`;",
      "import 'side-effect';",
    ].join('\n');
    expect(importsIn('x.ts', text).map((site) => packageOf(site.specifier))).toEqual(['a-types-only', '@scope/b', 'side-effect', 'c']);
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('path')).toBeUndefined();
    expect(packageOf('./local')).toBeUndefined();
    expect(isToolingFile('mf-search/src/features/x/__tests__/y.test.tsx')).toBe(true);
    expect(isToolingFile('mf-search/src/features/x/y.tsx')).toBe(false);
  });
});
