import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_PACKAGES, SHARED_WORKSPACE_PACKAGES, isSharedRequest } from '@travel/federation/shared';
import { SHARED_MODULES } from '../shared-modules';

describe('SHARED_MODULES', () => {
  it('answers every shared singleton a server bundle may require (the one list in packages/federation)', () => {
    // @sentry/react is loaded lazily in the browser only; no server-rendered page imports it.
    const expected = [...SHARED_PACKAGES, ...SHARED_WORKSPACE_PACKAGES].filter((name) => name !== '@sentry/react');
    expect(expected.filter((name) => !SHARED_MODULES.has(name))).toEqual([]);
  });

  it("answers every deep import of a shared package in the remotes' page code (a server bundle leaves it to the host)", () => {
    const repo = path.resolve(__dirname, '../../../../../..');
    const roots = readdirSync(repo)
      .filter((name) => name.startsWith('mf-'))
      .map((name) => path.join(repo, name, 'src'))
      .concat(['favorites', 'price-alerts', 'world-map'].map((name) => path.join(repo, 'packages', name, 'src')));
    const imported = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__tests__') walk(file);
        } else if (/\.tsx?$/.test(entry.name)) {
          for (const match of readFileSync(file, 'utf8').matchAll(/from '(@travel\/[a-z-]+\/[a-z-/]+)'/g)) imported.add(match[1]!);
        }
      }
    };
    roots.forEach(walk);
    const deepShared = [...imported].filter((request) => isSharedRequest(request) && !request.endsWith('/testing'));
    expect(deepShared.length).toBeGreaterThan(0);
    expect(deepShared.filter((request) => !SHARED_MODULES.has(request))).toEqual([]);
  });

  it('hands out the very instances the site server renders with', async () => {
    const react = await import('react');
    expect(SHARED_MODULES.get('react')?.['useState']).toBe(react.useState);
    expect(SHARED_MODULES.get('react')?.['__esModule']).toBe(true);
  });
});
