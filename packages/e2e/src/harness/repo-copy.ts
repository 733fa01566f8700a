import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './repo-root';

/** Build output, data and tool caches: a team's checkout would not carry ours. */
const NOT_COPIED = new Set(['.git', 'dist', 'data', '.turbo', 'test-results', 'coverage']);

export interface RepoCopy {
  readonly dir: string;
  dispose(): Promise<void>;
}

/**
 * A throw-away checkout of the working tree, as another team would have one: sources copied,
 * `node_modules` linked (no install). Journeys change code here, never in the tree people work in.
 */
export async function copyRepo(): Promise<RepoCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'travel-e2e-repo-'));
  const linked: string[] = [];
  await cp(REPO_ROOT, dir, {
    recursive: true,
    filter: (source) => {
      const name = path.basename(source);
      if (name === 'node_modules') {
        linked.push(path.relative(REPO_ROOT, source));
        return false;
      }
      return !NOT_COPIED.has(name);
    },
  });
  for (const relative of linked) {
    await symlink(path.join(REPO_ROOT, relative), path.join(dir, relative), 'dir');
  }
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}
