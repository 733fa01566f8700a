/**
 * The design tokens of the shop, one source for every app: `./design-tokens.css` carries them as
 * CSS custom properties (`--tr-theme`, `--tr-space-4`, ...), written from these values by
 * `designTokensCss()` (`./design-tokens-css.ts`) and held to them by a test, and the shell's
 * stylesheet imports it (docs/adr/0311-design-tokens-stylesheet-in-ui.md); app stylesheets use
 * the properties, never a colour of their own (docs/adr/0235-one-design-system.md). Breakpoints
 * and the theme colour are docs/product/constants.md's.
 */

/** Theme and status-bar colour. White text on it has a contrast of 13.9:1. */
export const THEME_COLOR = '#042C46';

/** Colours as `--tr-<kebab-case name>`; every text/background pair used meets WCAG AA. */
export const COLORS = {
  theme: THEME_COLOR,
  themeLight: '#0B4A73',
  /** A light tint of the theme: selected options, the map's placeholder. */
  themeTint: '#E3EEF5',
  /** Call-to-action orange; 5.2:1 on white, AA for text and for white text on it. */
  accent: '#C2410C',
  /** The call to action under the pointer. */
  accentHover: '#9A3412',
  text: '#1B2530',
  textMuted: '#4A5763',
  /** Text on the theme, accent, error and success colours. */
  onTheme: '#FFFFFF',
  /** Quieter text on the theme colour (the footer's small print), 10.9:1 on it. */
  onThemeMuted: '#D6E2EA',
  surface: '#FFFFFF',
  surfaceMuted: '#F2F5F8',
  /** The darker band of a loading skeleton. */
  skeleton: '#E4EAEF',
  /** Separators and card edges (decoration only). */
  border: '#C5D0DA',
  /** Edges of form controls and frames that must be seen: 5.6:1 on white (WCAG 1.4.11 asks 3:1). */
  borderStrong: '#5B6B78',
  focus: '#1D7BD8',
  info: '#0B4A73',
  success: '#1E6B3A',
  successTint: '#E7F3EA',
  warning: '#8A4B00',
  /** The one error red: texts, borders and summaries of every form. */
  error: '#B3261E',
  /** The background of an error message. */
  errorTint: '#FDF1F0',
} as const;

/** Breakpoints in px (min-width): xxs 0, xs 384, sm 576, md 768, lg 1024, xl 1280. */
export const BREAKPOINTS = { xxs: 0, xs: 384, sm: 576, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/** `(min-width: 768px)` for `md`; the media query behind each breakpoint flag. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Spacing steps in px (a 4 px grid), as `--tr-space-1` ... `--tr-space-6`. */
export const SPACING = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 24, 6: 32 } as const;
export type Spacing = keyof typeof SPACING;

/** Corner radius in px, as `--tr-radius`. */
export const RADIUS = 8;
/** The system font of each platform, as `--tr-font`. */
export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
