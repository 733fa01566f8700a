import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { boardValues, offerTypeValues } from '@travel/contracts/api/reference-values';
import { BEACH_TYPES } from '@travel/search-model/reference/beach-types';

// One reference module (docs/adr/0257-one-reference-module.md): the boards, offer types and beach
// types are listed by the contract (the API's values) and labelled by the search model's
// reference data; the seed, the API and the remotes import them. A second literal list of the same
// slugs is a copy whose labels or order drift (the seed once said "Rejs" where filters said "Rejsy").
const REPO_ROOT = path.resolve(__dirname, '../../../../..');

const LISTS: ReadonlyArray<{ name: string; slugs: readonly string[]; home: readonly string[] }> = [
  {
    name: 'boards',
    slugs: boardValues,
    home: ['packages/contracts/src/api/reference-values.ts', 'packages/search-model/src/reference/boards.ts'],
  },
  {
    name: 'offer types',
    slugs: offerTypeValues,
    home: ['packages/contracts/src/api/reference-values.ts', 'packages/search-model/src/reference/offer-types.ts'],
  },
  { name: 'beach types', slugs: BEACH_TYPES, home: ['packages/search-model/src/reference/beach-types.ts'] },
];

/** Arrays that name most of a list on purpose, with why: they are a choice over it, not a copy. */
const ALLOWED: ReadonlyArray<{ file: string; name: string; reason: string }> = [
  { file: 'packages/api-server/src/seed/generate.ts', name: 'boards', reason: 'the seed draws boards with weights (all inclusive twice)' },
];

const APP_SOURCE = /^(packages\/[^/]+|shell|shell\/server|mf-[^/]+)\/src\/.*\.(ts|tsx)$/;
const TEST_CODE = /(^|\/)(__tests__|test-support)\/|\.test\.tsx?$|^packages\/e2e\//;

function applicationFiles(): string[] {
  const run = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
  return [...new Set(run.stdout.split('\0'))].filter((file) => APP_SOURCE.test(file) && !TEST_CODE.test(file));
}

/** An array literal of string literals (over several lines or one). */
const STRING_ARRAY = /\[\s*(?:['"][^'"\n]+['"]\s*,\s*)+['"][^'"\n]+['"]\s*,?\s*\]/g;

/** A list is written out where one array literal holds more than half of its slugs. */
function copiesIn(file: string, text: string): string[] {
  const arrays = text.match(STRING_ARRAY) ?? [];
  const allowed = (name: string) => ALLOWED.some((a) => a.file === file && a.name === name);
  return LISTS.filter(({ name, home }) => !home.includes(file) && !allowed(name)).flatMap(({ name, slugs }) =>
    arrays.flatMap((array) => {
      const written = slugs.filter((slug) => array.includes(`'${slug}'`) || array.includes(`"${slug}"`));
      return written.length > slugs.length / 2 ? [`${file}: ${written.length} of ${slugs.length} ${name}`] : [];
    }),
  );
}

function readFile(file: string): string {
  try {
    return readFileSync(path.join(REPO_ROOT, file), 'utf8');
  } catch {
    return '';
  }
}

describe('lint: boards, offer types and beach types are listed once', () => {
  it('finds no second literal list of them in application code', () => {
    expect(applicationFiles().flatMap((file) => copiesIn(file, readFile(file)))).toEqual([]);
  });

  it('catches a copy in a new file, and not a file naming one or two of them', () => {
    const copy = `export const beaches = [${BEACH_TYPES.map((slug) => `'${slug}'`).join(', ')}];`;
    expect(copiesIn('mf-hotel/src/features/new/labels.ts', copy)).toEqual(['mf-hotel/src/features/new/labels.ts: 10 of 10 beach types']);
    const uses =
      "const zwiedzanie = { offerType: 'wycieczka-objazdowa' };\nconst ski = { offerType: 'narty' }, cruise = { offerType: 'rejs' };";
    expect(copiesIn('packages/api-server/src/search/filters.ts', uses)).toEqual([]);
  });
});
