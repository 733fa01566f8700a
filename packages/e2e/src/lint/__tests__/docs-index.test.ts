import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// docs/adr/README.md is the one list of decisions and their status; docs/product/ the product's
// rules that code cites. An ADR missing from the index, a header in another shape or a link to a
// file that is not there leaves the next reader at a dead end.
const REPO_ROOT = path.resolve(__dirname, '../../../../..');
const ADR_DIR = path.join(REPO_ROOT, 'docs/adr');
const PRODUCT_DIR = path.join(REPO_ROOT, 'docs/product');

const adrFiles = (): string[] => readdirSync(ADR_DIR).filter((name) => /^\d{4}-.+\.md$/.test(name));
const STATUS_LINE = /^Status: (accepted|accepted in part|superseded by \[?ADR \d{4}(\]\(\d{4}-[^)]+\.md\))?) \(\d{4}-\d{2}-\d{2}[);]/;

/** Relative links of a markdown text (`[text](target)`), without anchors and outside addresses. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '');
}

describe('docs: the ADR index and the product rules', () => {
  it('lists every ADR in docs/adr/README.md, each row linking to a file that exists', () => {
    const index = readFileSync(path.join(ADR_DIR, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/^\| \[(\d{4})\]\((\d{4}-[^)]+\.md)\) \|/gm)].map((match) => match[2]);
    expect(listed.filter((file) => file !== undefined && !existsSync(path.join(ADR_DIR, file)))).toEqual([]);
    expect(adrFiles().filter((file) => !listed.includes(file))).toEqual([]);
  });

  it('gives every ADR the one header: "# ADR NNNN: title", a blank line, "Status: ... (date)"', () => {
    const wrong = adrFiles().filter((file) => {
      const [title = '', blank, status = ''] = readFileSync(path.join(ADR_DIR, file), 'utf8').split('\n');
      return !title.startsWith(`# ADR ${file.slice(0, 4)}: `) || blank !== '' || !STATUS_LINE.test(status);
    });
    expect(wrong).toEqual([]);
  });

  it('links only to files that exist, from the product rules and the ADR index', () => {
    const pages = [...readdirSync(PRODUCT_DIR).map((name) => path.join(PRODUCT_DIR, name)), path.join(ADR_DIR, 'README.md')];
    const broken = pages.flatMap((page) =>
      relativeLinks(readFileSync(page, 'utf8'))
        .filter((target) => target !== '' && !existsSync(path.resolve(path.dirname(page), target)))
        .map((target) => `${path.relative(REPO_ROOT, page)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('recognises a header in another shape', () => {
    expect(STATUS_LINE.test('Status: accepted (2026-11-24) · Owner: API')).toBe(true);
    expect(STATUS_LINE.test('Status: superseded by [ADR 0200](0200-payment-state-machine.md) (2026-11-26)')).toBe(true);
    expect(STATUS_LINE.test('Date: 2026-11-23. Status: accepted.')).toBe(false);
    expect(STATUS_LINE.test('Status: accepted (server side)')).toBe(false);
  });
});
