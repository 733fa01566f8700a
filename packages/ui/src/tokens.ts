/** Design tokens shared by the shell and every remote (docs/product/constants.md). */

/** Theme and status-bar colour. White text on it has a contrast of 13.9:1. */
export const THEME_COLOR = '#042C46';

export const COLORS = {
  theme: THEME_COLOR,
  themeLight: '#0B4A73',
  /** Call-to-action orange; 5.2:1 on white, AA for text and for white text on it. */
  accent: '#C2410C',
  text: '#1B2530',
  textMuted: '#4A5763',
  surface: '#FFFFFF',
  surfaceMuted: '#F2F5F8',
  border: '#C5D0DA',
  focus: '#1D7BD8',
  info: '#0B4A73',
  success: '#1E6B3A',
  warning: '#8A4B00',
  error: '#B3261E',
} as const;

/** Spec breakpoints in px (min-width): xxs 0, xs 384, sm 576, md 768, lg 1024, xl 1280. */
export const BREAKPOINTS = { xxs: 0, xs: 384, sm: 576, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/** `(min-width: 768px)` for `md`; the media query behind each breakpoint flag. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Spacing scale in px (a 4 px grid). */
export const SPACING = { xxs: 4, xs: 8, sm: 12, md: 16, lg: 24, xl: 32, xxl: 48 } as const;
export type Spacing = keyof typeof SPACING;

export const RADIUS = { sm: 4, md: 8, lg: 16 } as const;
export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
