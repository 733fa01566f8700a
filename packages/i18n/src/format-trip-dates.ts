import { formatDate, parseDate, type DateInput } from './format-date';

/** A trip's first and last day, for a text's `{{from}} – {{to}}`. */
export interface TripDates {
  readonly from: string;
  readonly to: string;
}

/**
 * A trip's dates as the offer page's heading and its `<title>` both write them
 * (docs/product/page-metadata.md): Polish month names, the year once at the end when both days fall
 * in one year ('5 lipca' – '12 lipca 2027'), on each day when they do not ('28 grudnia 2026' –
 * '4 stycznia 2027'). Days are Europe/Warsaw calendar days. An invalid date logs 'Invalid date!'
 * and gives two empty strings (docs/product/errors.md).
 */
export function formatTripDates(departure: DateInput, end: DateInput): TripDates {
  const first = parseDate(departure);
  const last = parseDate(end);
  if (!first || !last) {
    console.error('Invalid date!');
    return { from: '', to: '' };
  }
  const oneYear = formatDate(first, 'yyyy') === formatDate(last, 'yyyy');
  return { from: formatDate(first, oneYear ? 'd MMMM' : 'd MMMM yyyy'), to: formatDate(last, 'd MMMM yyyy') };
}
