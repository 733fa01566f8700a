import { readFileSync } from 'node:fs';
import path from 'node:path';

// The shell's stylesheet takes the tokens from @travel/ui (docs/adr/0311-design-tokens-stylesheet-in-ui.md):
// it imports the package's token stylesheet, which the build inlines, and defines none itself.
const STYLESHEET = readFileSync(path.join(__dirname, '../app-layout.css'), 'utf8');

describe("the shell's stylesheet and @travel/ui's tokens", () => {
  it("imports @travel/ui's token stylesheet before any rule", () => {
    const withoutComments = STYLESHEET.replace(/\/\*[\s\S]*?\*\//g, '').trimStart();
    expect(withoutComments.startsWith("@import '@travel/ui/design-tokens.css';")).toBe(true);
  });

  it('defines no custom property of the tokens itself', () => {
    expect(STYLESHEET).not.toMatch(/^\s*--tr-[a-z0-9-]+:/m);
  });

  it("takes the shared components' rules from @travel/ui, not a copy of its own", () => {
    expect(STYLESHEET).toContain("@import '@travel/ui/components.css';");
    expect(STYLESHEET).not.toMatch(/^\.tr-(button|dialog|skeleton|field|error-summary|price)\b/m);
  });
});
