import { BREAKPOINTS, COLORS, FONT_STACK, RADIUS, SPACING } from './tokens';

/** The widest the page's content grows: the largest breakpoint. */
const MAX_CONTENT_WIDTH = BREAKPOINTS.xl;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The `:root` block of custom properties `./design-tokens.css` carries, written from the tokens
 * (`__tests__/design-tokens.test.ts` holds the stylesheet to it). Not exported: only that test needs it.
 */
export function designTokensCss(): string {
  const lines = [
    ...Object.entries(COLORS).map(([name, value]) => `  --tr-${kebab(name)}: ${value.toLowerCase()};`),
    `  --tr-radius: ${RADIUS}px;`,
    ...Object.entries(SPACING).map(([step, px]) => `  --tr-space-${step}: ${px}px;`),
    `  --tr-max-width: ${MAX_CONTENT_WIDTH}px;`,
    `  --tr-font: ${FONT_STACK.replaceAll('"', "'")};`,
  ];
  return `:root {\n${lines.join('\n')}\n  color-scheme: light;\n}`;
}
