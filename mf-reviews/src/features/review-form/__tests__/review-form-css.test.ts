import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The declarations of the rule whose selector list is exactly `selector`. */
function declarationsOf(css: string, selector: string): string {
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  const rule = rules.find(([, selectors]) =>
    selectors!
      .split(',')
      .map((s) => s.trim())
      .includes(selector),
  );
  return rule?.[2] ?? '';
}

describe('review form stylesheet at 320 px (docs/adr/0218-phone-pages.md)', () => {
  const css = readFileSync(join(__dirname, '../review-form.css'), 'utf8');

  it('gives each field box one column that may shrink below its content, as a grid of form controls must', () => {
    for (const box of ['.review-field', '.review-descriptions', '.review-form .tr-field']) {
      expect(declarationsOf(css, box)).toMatch(/grid-template-columns:\s*minmax\(0,\s*1fr\)/);
    }
  });

  it('keeps the file input and a refused file’s long name within the box', () => {
    expect(declarationsOf(css, ".review-form input[type='file']")).toMatch(/max-width:\s*100%/);
    expect(declarationsOf(css, '.review-photos__status')).toMatch(/overflow-wrap:\s*anywhere/);
  });
});
