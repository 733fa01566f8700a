/** The shared workspace packages with their versions and current surfaces (Node-only). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { surfaceOfFile, SURFACE_FILE, type ApiSurface } from './api-surface';
import { SHARED_WORKSPACE_PACKAGES } from './shared';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface SharedPackageSurface {
  readonly name: string;
  readonly dir: string;
  readonly version: string;
  readonly surface: ApiSurface;
  /** `packages/<name>/api-surface.json`: the last released surface. */
  readonly recordFile: string;
}

export function packageDirOf(name: string): string {
  return path.join(REPO_ROOT, 'packages', name.replace('@travel/', ''));
}

export function sharedPackageSurfaces(): SharedPackageSurface[] {
  return SHARED_WORKSPACE_PACKAGES.map((name) => {
    const dir = packageDirOf(name);
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
    return { name, dir, version, surface: surfaceOfFile(path.join(dir, 'src/index.ts')), recordFile: path.join(dir, SURFACE_FILE) };
  });
}
