import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// One design system (docs/adr/0235-one-design-system.md): colours are @travel/ui's tokens, reached
// in CSS as custom properties (`var(--tr-error)`). The only hex colours of the apps' stylesheets are
// the token block of @travel/ui's token stylesheet, written from packages/ui/src/tokens.ts.
const REPO_ROOT = path.resolve(__dirname, '../../../../..');
const TOKEN_SHEET = 'packages/ui/src/design-tokens.css';
const APP_CSS = /^(shell\/src|mf-[a-z]+\/src|packages\/[a-z-]+\/src)\/.+\.css$/;
const HEX_COLOUR = /#[0-9a-fA-F]{3,8}\b/g;

function appStylesheets(): string[] {
  const run = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
  return [...new Set(run.stdout.split('\0'))].filter((file) => APP_CSS.test(file));
}

/** The token block's lines (`:root { ... }` of the token sheet), the one place hex colours live. */
function tokenBlockLines(file: string, lines: readonly string[]): Set<number> {
  const allowed = new Set<number>();
  if (file !== TOKEN_SHEET) return allowed;
  const start = lines.findIndex((line) => line.startsWith(':root {'));
  if (start < 0) return allowed;
  for (let index = start; index < lines.length; index += 1) {
    allowed.add(index);
    if (lines[index]?.startsWith('}')) break;
  }
  return allowed;
}

/** Every hex colour of a stylesheet outside the token block, as `file:line: #colour`. */
function hexColoursIn(file: string, text: string): string[] {
  const lines = text.split('\n');
  const allowed = tokenBlockLines(file, lines);
  return lines.flatMap((line, index) =>
    allowed.has(index) ? [] : [...line.matchAll(HEX_COLOUR)].map((match) => `${file}:${index + 1}: ${match[0]}`),
  );
}

/** Custom properties a stylesheet uses that the token block does not define (a typo shows nothing). */
function unknownTokens(text: string, defined: ReadonlySet<string>): string[] {
  return [...text.matchAll(/var\((--tr-[a-z0-9-]+)/g)].map((match) => match[1] ?? '').filter((name) => !defined.has(name));
}

const read = (file: string): string => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/**
 * The browser apps' code (not tests): where an inline colour would bypass the tokens (an SVG fill,
 * a style object). Server code (PDFs, drawn seed photos) has no stylesheet to take tokens from.
 */
const APP_CODE = /^(shell\/src|mf-[a-z]+\/src|packages\/(ui|world-map|favorites)\/src)\/.+\.tsx?$/;
const NOT_APP_CODE = /(^|\/)(__tests__|test-support)\/|\.test\.tsx?$|^packages\/e2e\//;
/** The tokens' own source, the one module whose strings are hex colours. */
const TOKEN_SOURCE = 'packages/ui/src/tokens.ts';
/** A hex colour written as a string or attribute value (`fill="#C2410C"`, `color: '#fff'`). */
const QUOTED_HEX = /['"`]#[0-9a-fA-F]{3,8}['"`]/g;

function appCode(): string[] {
  const run = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ls-files failed: ${run.stderr}`);
  return [...new Set(run.stdout.split('\0'))].filter((file) => APP_CODE.test(file) && !NOT_APP_CODE.test(file) && file !== TOKEN_SOURCE);
}

function quotedHexIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(QUOTED_HEX)].map((match) => `${file}:${index + 1}: ${match[0]}`));
}

const readIfThere = (file: string): string => {
  try {
    return read(file);
  } catch {
    return '';
  }
};

describe('lint: apps colour with the tokens of @travel/ui', () => {
  it('finds no hex colour written in application code (TS/TSX) outside the tokens module', () => {
    expect(appCode().flatMap((file) => quotedHexIn(file, readIfThere(file)))).toEqual([]);
    expect(quotedHexIn('mf-content/src/x.tsx', '<circle fill="#C2410C" />\nconst re = /#422/;')).toEqual([
      'mf-content/src/x.tsx:1: "#C2410C"',
    ]);
  });

  it('finds no hex colour in any app stylesheet outside the token block', () => {
    const files = appStylesheets();
    expect(files).toContain(TOKEN_SHEET);
    expect(files.flatMap((file) => hexColoursIn(file, read(file)))).toEqual([]);
  });

  it('uses only custom properties the token block defines', () => {
    const defined = new Set([...read(TOKEN_SHEET).matchAll(/^\s*(--tr-[a-z0-9-]+):/gm)].map((match) => match[1] ?? ''));
    expect(defined.has('--tr-error')).toBe(true);
    const unknown = appStylesheets().flatMap((file) => unknownTokens(read(file), defined).map((name) => `${file}: ${name}`));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('reports a hex colour in a new remote stylesheet by file and line, and none in the token block', () => {
    const probe = `mf-order/src/zz-colour-probe-${process.pid}.css`;
    writeFileSync(path.join(REPO_ROOT, probe), '.probe {\n  color: #b00020;\n}\n');
    try {
      expect(appStylesheets()).toContain(probe);
      expect(hexColoursIn(probe, read(probe))).toEqual([`${probe}:2: #b00020`]);
    } finally {
      rmSync(path.join(REPO_ROOT, probe), { force: true });
    }
    expect(hexColoursIn(TOKEN_SHEET, ':root {\n  --tr-error: #b3261e;\n}\n.x {\n  color: #fff;\n}')).toEqual([`${TOKEN_SHEET}:5: #fff`]);
  });
});
