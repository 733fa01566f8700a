import { readFileSync } from 'node:fs';
import path from 'node:path';
import { designTokensCss } from '@travel/ui/design-tokens-css';

// The shell's stylesheet carries @travel/ui's tokens as custom properties; the values are written
// once, in packages/ui/src/tokens.ts (docs/adr/0235-one-design-system.md).
const STYLESHEET = readFileSync(path.join(__dirname, '../app-layout.css'), 'utf8');

describe("the shell's stylesheet and @travel/ui's tokens", () => {
  it('defines the custom properties exactly as the tokens write them (on a mismatch, paste the expected block)', () => {
    const start = STYLESHEET.indexOf(':root {');
    const block = STYLESHEET.slice(start, STYLESHEET.indexOf('\n}', start) + 2);
    expect(block).toBe(designTokensCss());
  });

  it('defines the theme and the one error red that every form shows', () => {
    expect(designTokensCss()).toContain('--tr-theme: #042c46;');
    expect(designTokensCss()).toContain('--tr-error: #b3261e;');
  });
});
