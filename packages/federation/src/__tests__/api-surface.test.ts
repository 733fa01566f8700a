/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSurface, releaseRecord, surfaceOfFile, type ReleasedSurface } from '../api-surface';
import { sharedPackageSurfaces } from '../shared-package-surfaces';

describe.each(sharedPackageSurfaces())('$name', ({ name, version, surface, recordFile }) => {
  it('exports what its last released version recorded, or carries the bump the change needs', () => {
    const released = JSON.parse(readFileSync(recordFile, 'utf8')) as ReleasedSurface;
    expect(checkSurface(name, version, surface, released).problems).toEqual([]);
  });
});

describe('releaseRecord', () => {
  it('keeps the first version of a released name and gives a new one the version being recorded', () => {
    const released: ReleasedSurface = {
      version: '1.2.0',
      exports: { Button: 'value', Badge: 'value' },
      since: { Button: '1.0.0', Badge: '1.2.0' },
    };
    expect(releaseRecord('1.3.0', { Button: 'value', Badge: 'value', ScrollRegion: 'value' }, released).since).toEqual({
      Button: '1.0.0',
      Badge: '1.2.0',
      ScrollRegion: '1.3.0',
    });
  });

  it('starts a name again at the version that brings it back after a removal', () => {
    const released: ReleasedSurface = { version: '2.0.0', exports: { Button: 'value' }, since: { Button: '1.0.0' } };
    expect(releaseRecord('2.1.0', { Button: 'value', Badge: 'value' }, released).since['Badge']).toBe('2.1.0');
  });
});

describe('checkSurface', () => {
  const released: ReleasedSurface = { version: '1.2.0', exports: { Button: 'value', ButtonProps: 'type' } };

  it('asks for a minor version for a new export, naming it', () => {
    const verdict = checkSurface('@travel/ui', '1.2.0', { ...released.exports, Badge: 'value' }, released);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toBe(
      '@travel/ui adds Badge since 1.2.0: a minor change, but its version is 1.2.0; set it to 1.3.0 (or higher) and run npm run api-surface -- --write',
    );
    expect(checkSurface('@travel/ui', '1.2.1', { ...released.exports, Badge: 'value' }, released).ok).toBe(false);
  });

  it('asks for a major version for a removed export or one that changed from value to type', () => {
    expect(checkSurface('@travel/ui', '1.3.0', { Button: 'value' }, released).problems[0]).toContain(
      'removes ButtonProps since 1.2.0: a major change',
    );
    expect(checkSurface('@travel/ui', '1.3.0', { Button: 'type', ButtonProps: 'type' }, released).problems[0]).toContain('set it to 2.0.0');
  });

  it('with the bump made, asks for the surface to be recorded as released', () => {
    const verdict = checkSurface('@travel/ui', '1.3.0', { ...released.exports, Badge: 'value' }, released);
    expect(verdict.problems).toEqual([
      '@travel/ui 1.3.0 is not recorded as released (api-surface.json says 1.2.0): run npm run api-surface -- --write',
    ]);
    expect(
      checkSurface(
        '@travel/ui',
        '1.3.0',
        { ...released.exports, Badge: 'value' },
        { version: '1.3.0', exports: { ...released.exports, Badge: 'value' } },
      ).ok,
    ).toBe(true);
  });
});

describe('surfaceOfFile', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'surface-'));
    writeFileSync(
      path.join(dir, 'index.ts'),
      [
        '/** export const Commented = 1; */',
        "export * from './tokens';",
        "export { Button, type ButtonProps } from './button';",
        "export type { Theme } from './theme';",
        "export { helper as publicHelper } from './helper';",
        "export * as icons from './icons';",
        'export function useThing() {}',
        'export interface Options { a: string }',
        'export const LIMIT = 3;',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'tokens.ts'), 'export const COLORS = {};\nexport type Spacing = number;\nconst hidden = 1;\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every exported name as a value or a type, following local star re-exports', () => {
    expect(surfaceOfFile(path.join(dir, 'index.ts'))).toEqual({
      Button: 'value',
      ButtonProps: 'type',
      COLORS: 'value',
      LIMIT: 'value',
      Options: 'type',
      Spacing: 'type',
      Theme: 'type',
      icons: 'value',
      publicHelper: 'value',
      useThing: 'value',
    });
  });
});
