import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The workspace folders named by the root package.json, `packages/*` globs expanded. */
export function listWorkspaces(repoRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces?: string[] };
  const folders: string[] = [];
  for (const pattern of manifest.workspaces ?? []) {
    if (pattern.endsWith('/*')) {
      const parent = pattern.slice(0, -2);
      const parentDir = path.join(repoRoot, parent);
      if (!existsSync(parentDir)) continue;
      for (const entry of readdirSync(parentDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        if (entry.isDirectory() && existsSync(path.join(parentDir, entry.name, 'package.json'))) {
          folders.push(`${parent}/${entry.name}`);
        }
      }
    } else if (existsSync(path.join(repoRoot, pattern, 'package.json'))) {
      folders.push(pattern);
    }
  }
  return folders;
}

export function readRootScripts(repoRoot: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return manifest.scripts ?? {};
}
