import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The reasons behind the code live in the repository: docs/product/ holds the product's rules and
// docs/adr/ the decisions. A comment, test or doc that cites the old spec's sections, a ticket or a
// design document outside the repository points where a clone of the repository cannot follow.
const REPO_ROOT = path.resolve(__dirname, '../../../../..');

/** What a citation that leaves the repository looks like. Built from parts so this file passes. */
const CITATIONS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'a section of the old spec', pattern: new RegExp(['\\bspec', '\\s+00\\d\\b'].join(''), 'i') },
  { name: 'a numbered section (§)', pattern: new RegExp(['\u00a7', '\\s*\\d'].join('')) },
  { name: 'an issue number', pattern: new RegExp(['\\bissues?', '\\s+#?\\d+'].join(''), 'i') },
  { name: "an issue's acceptance list", pattern: new RegExp(['\\bdone', '[- ]when\\b'].join(''), 'i') },
  {
    name: 'a design document outside the repository',
    pattern: new RegExp(['\\b(ARCHITECTURE|STYLE|TOOLCHAIN)', '\\.md\\b|shared/(spec|design)\\b'].join('')),
  },
];

/**
 * Files whose text legitimately holds a pattern, with the one pattern each may hold: the shop's
 * regulations are Polish legal text whose paragraphs are numbered with §.
 */
const ALLOWED: ReadonlyArray<{ file: string; name: string }> = [
  { file: 'mf-content/src/content/static/regulamin.ts', name: 'a numbered section (§)' },
];

/** Probe texts are written in parts, so that this file does not hold what it looks for. */
const joined = (...parts: string[]): string => parts.join('');

const SCANNED = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|css|html|json|ya?ml)$|^\.ci\/run$/;
const NOT_SCANNED = /(^|\/)package-lock\.json$/;

/** Tracked files and new ones not ignored, so a citation is caught before it is committed. */
function repositoryFiles(): string[] {
  const run = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
  return [...new Set(run.stdout.split('\0'))].filter((file) => file !== '' && SCANNED.test(file) && !NOT_SCANNED.test(file));
}

/** Every citation in a text, as `file:line: what (the words)`. */
function citationsIn(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { name, pattern } of CITATIONS) {
      if (ALLOWED.some((allowed) => allowed.file === file && allowed.name === name)) continue;
      const match = pattern.exec(line);
      if (match) found.push(`${file}:${index + 1}: ${name} ("${match[0]}")`);
    }
  });
  return found;
}

function citationsInRepository(): string[] {
  return repositoryFiles().flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    } catch {
      return []; // deleted in the work tree, not yet in the index
    }
    return citationsIn(file, text);
  });
}

describe('lint: reasons cite docs/product and the ADRs, never the old spec or a ticket', () => {
  it('finds no citation of a spec section, an issue, its acceptance list or an outside design document', () => {
    expect(citationsInRepository()).toEqual([]);
  });

  it.each([
    [joined('/** Spec ', '000: invalid values are dropped. */')],
    [joined('// (spec ', '001)')],
    [joined('// see \u00a7', ' 4')],
    [joined('/** Fixed for iss', 'ue 12. */')],
    [joined('# Issu', 'es #14')],
    [joined("describe('done", "-when 2', () => {});")],
    [joined('- Done wh', 'en 3: health p99')],
    [joined('See ARCHITECT', 'URE.md for the shape.')],
    [joined('(the shared/des', 'ign notes)')],
  ])('recognises %s', (line) => {
    expect(citationsIn('probe.ts', line)).toHaveLength(1);
  });

  it('lets through what only looks similar', () => {
    const text = [
      '// RFC 9110, section 7.6.1',
      "// an issue's fix, the issues list, a spec of the payload",
      '// docs/product/validation-and-display.md, docs/adr/0051-filtr-codec.md',
    ].join('\n');
    expect(citationsIn('probe.ts', text)).toEqual([]);
  });

  it('reads new files too: a probe with a citation in a remote is reported by file and line', () => {
    const probe = `mf-hotel/src/zz-citation-probe-${process.pid}.ts`;
    writeFileSync(path.join(REPO_ROOT, probe), joined('export const probe = 1;\n// as iss', 'ue 7 asked\n'));
    try {
      expect(citationsInRepository()).toContain(`${probe}:2: an issue number ("iss${'ue 7'}")`);
    } finally {
      rmSync(path.join(REPO_ROOT, probe), { force: true });
    }
  });

  it('keeps the one allowance narrow: the regulations may number paragraphs, not cite a ticket', () => {
    expect(citationsIn('mf-content/src/content/static/regulamin.ts', "heading: '\u00a7 1. Postanowienia ogólne'")).toEqual([]);
    expect(citationsIn('mf-content/src/content/static/regulamin.ts', joined('// iss', 'ue 3'))).toHaveLength(1);
  });
});
