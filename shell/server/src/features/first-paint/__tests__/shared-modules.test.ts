import { SHARED_PACKAGES, SHARED_WORKSPACE_PACKAGES } from '@travel/federation/shared';
import { SHARED_MODULES } from '../shared-modules';

describe('SHARED_MODULES', () => {
  it('answers every shared singleton a server bundle may require (the one list in packages/federation)', () => {
    // @sentry/react is loaded lazily in the browser only; no server-rendered page imports it.
    const expected = [...SHARED_PACKAGES, ...SHARED_WORKSPACE_PACKAGES].filter((name) => name !== '@sentry/react');
    expect(expected.filter((name) => !SHARED_MODULES.has(name))).toEqual([]);
  });

  it('hands out the very instances the site server renders with', async () => {
    const react = await import('react');
    expect(SHARED_MODULES.get('react')?.['useState']).toBe(react.useState);
    expect(SHARED_MODULES.get('react')?.['__esModule']).toBe(true);
  });
});
