import { CURRENCY_SYMBOL } from './constants';

/** Non-breaking, so "1 234 zł" never wraps inside a number or before the currency. */
const GROUP_SEPARATOR = '\u00A0';
const DECIMAL_SEPARATOR = ',';

/**
 * Formats an amount in złoty: grouping spaces every three digits, a decimal comma, and the two
 * decimals dropped when they are ,00 (docs/product/validation-and-display.md). `1234.5` → "1 234,50"; `2999` → "2 999".
 * Non-finite input gives "" so a missing price never prints "NaN".
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '';
  const grosze = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(grosze / 100);
  const fraction = grosze % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  const sign = value < 0 && grosze !== 0 ? '-' : '';
  const decimals = fraction === 0 ? '' : `${DECIMAL_SEPARATOR}${String(fraction).padStart(2, '0')}`;
  return `${sign}${grouped}${decimals}`;
}

/** `1234.5` → "1 234,50 zł"; `1299` → "1 299 zł". */
export function formatPrice(value: number): string {
  const amount = formatAmount(value);
  return amount === '' ? '' : `${amount}${GROUP_SEPARATOR}${CURRENCY_SYMBOL}`;
}

/** Money travels as integer grosze (docs/adr/0040-api-data-and-offer-search.md); `129900` → "1 299 zł". */
export function formatPriceFromGrosze(grosze: number): string {
  return Number.isFinite(grosze) ? formatPrice(grosze / 100) : '';
}
