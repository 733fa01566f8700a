/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleasedSurface } from '../api-surface';
import { browserSourceFiles, importedValueNames, importedValueNamesIn, requirementProblems } from '../remote-requirements';
import { sharedPackageSurfaces } from '../shared-package-surfaces';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const REMOTES = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.filter(
  (dir) => dir.startsWith('mf-'),
);
const RECORDS = sharedPackageSurfaces().map(({ name, recordFile }) => ({
  name,
  record: JSON.parse(readFileSync(recordFile, 'utf8')) as ReleasedSurface,
}));

describe.each(RECORDS)('$name record', ({ record }) => {
  it('names the first version of every export', () => {
    expect(Object.keys(record.since ?? {}).sort()).toEqual(Object.keys(record.exports).sort());
  });
});

describe.each(REMOTES)('%s', (remote) => {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const files = browserSourceFiles(path.join(REPO_ROOT, remote, 'src'));

  it.each(RECORDS)('requires a version of $name that exports every name it imports', ({ name, record }) => {
    const imported = importedValueNamesIn(files, name);
    expect(requirementProblems(remote, name, dependencies[name], imported, record)).toEqual([]);
  });
});

describe('requirementProblems', () => {
  const record: ReleasedSurface = {
    version: '1.3.0',
    exports: { formatDate: 'value', formatScore: 'value', formatRating: 'value' },
    since: { formatDate: '1.0.0', formatScore: '1.1.0', formatRating: '1.3.0' },
  };

  it('refuses a range that admits a version older than a name it imports', () => {
    expect(requirementProblems('mf-content', '@travel/i18n', '^1.0.0', ['formatDate', 'formatScore'], record)).toEqual([
      'mf-content requires @travel/i18n ^1.0.0, which admits 1.0.0, but imports formatScore (since 1.1.0): require ^1.1.0 or higher',
    ]);
    expect(requirementProblems('mf-content', '@travel/i18n', '>=1.1.0', ['formatRating'], record)).toHaveLength(1);
  });

  it('accepts a range whose lowest version exports every imported name', () => {
    expect(requirementProblems('mf-content', '@travel/i18n', '^1.1.0', ['formatDate', 'formatScore'], record)).toEqual([]);
    expect(requirementProblems('mf-hotel', '@travel/i18n', '~1.3.0', ['formatRating'], record)).toEqual([]);
  });

  it('names imports from a package the remote does not depend on', () => {
    expect(requirementProblems('mf-hotel', '@travel/i18n', undefined, ['formatDate'], record)).toEqual([
      'mf-hotel imports formatDate from @travel/i18n without depending on it',
    ]);
  });

  it('names an import the package does not export at all', () => {
    expect(requirementProblems('mf-hotel', '@travel/i18n', '^1.3.0', ['formatPrize'], record)).toEqual([
      'mf-hotel imports formatPrize from @travel/i18n, which @travel/i18n 1.3.0 does not export',
    ]);
  });
});

describe('importedValueNames', () => {
  it('reads named imports and re-exports of the entry, across lines, without types, aliases or sub-paths', () => {
    const source = [
      "import { Button, type ButtonProps, useAutosave as useSaved } from '@travel/ui';",
      "import type { FormState } from '@travel/ui';",
      'import {',
      '  ScrollRegion,',
      '  HotelStars,',
      "} from '@travel/ui';",
      "export { PriceTag } from '@travel/ui';",
      "import { tokens } from '@travel/ui/tokens';",
      "import { formatDate } from '@travel/i18n';",
    ].join('\n');
    expect(importedValueNames(source, '@travel/ui')).toEqual(['Button', 'HotelStars', 'PriceTag', 'ScrollRegion', 'useAutosave']);
  });
});
