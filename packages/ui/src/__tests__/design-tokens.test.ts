import { readFileSync } from 'node:fs';
import path from 'node:path';
import { designTokensCss } from '../design-tokens-css';

// @travel/ui's stylesheet of tokens carries them as custom properties; the values are written
// once, in src/tokens.ts (docs/adr/0235-one-design-system.md, docs/adr/0311-design-tokens-stylesheet-in-ui.md).
const STYLESHEET = readFileSync(path.join(__dirname, '../design-tokens.css'), 'utf8');

describe("@travel/ui's token stylesheet and its tokens", () => {
  it('defines the custom properties exactly as the tokens write them (on a mismatch, paste the expected block)', () => {
    const start = STYLESHEET.indexOf(':root {');
    const block = STYLESHEET.slice(start, STYLESHEET.indexOf('\n}', start) + 2);
    expect(block).toBe(designTokensCss());
  });

  it('defines the theme and the one error red that every form shows', () => {
    expect(designTokensCss()).toContain('--tr-theme: #042c46;');
    expect(designTokensCss()).toContain('--tr-error: #b3261e;');
  });

  it('holds nothing but the token block after its comment', () => {
    expect(STYLESHEET.replace(/\/\*[\s\S]*?\*\//g, '').trim()).toBe(designTokensCss());
  });
});
