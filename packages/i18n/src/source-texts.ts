import common from '../locales/pl/common.json';
import contact from '../locales/pl/contact.json';
import favorites from '../locales/pl/favorites.json';
import home from '../locales/pl/home.json';
import hotelAddOpinion from '../locales/pl/hotel-add-opinion.json';
import hotel from '../locales/pl/hotel.json';
import hotelsListing from '../locales/pl/hotels-listing.json';
import newsletter from '../locales/pl/newsletter.json';
import offer from '../locales/pl/offer.json';
import order from '../locales/pl/order.json';
import payment from '../locales/pl/payment.json';
import salesOfficeListing from '../locales/pl/sales-office-listing.json';
import salesOffice from '../locales/pl/sales-office.json';
import staticPages from '../locales/pl/static-pages.json';
import tourGuide from '../locales/pl/tour-guide.json';

/**
 * The pages' own formatters, for a server's texts that show a score (the opinions summary), a trip's
 * dates (the offer's title) or a price (the price-alert e-mails).
 */
export { formatPriceFromGrosze } from './format-price';
export { formatRating } from './format-rating';
export { formatTripDates } from './format-trip-dates';

/**
 * The Polish source texts a server needs outside React (the API's page meta: titles and leads of
 * pages whose words live in the translation files). Read-only; the browser loads the same files
 * over HTTP.
 */
export const POLISH_SOURCE_TEXTS = {
  common,
  contact,
  favorites,
  home,
  hotel,
  'hotel-add-opinion': hotelAddOpinion,
  'hotels-listing': hotelsListing,
  newsletter,
  offer,
  order,
  payment,
  'sales-office': salesOffice,
  'sales-office-listing': salesOfficeListing,
  'static-pages': staticPages,
  'tour-guide': tourGuide,
} as const;

/** `{{name}}` placeholders filled from `values` (the i18next syntax, without formatting). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

const polishPlurals = new Intl.PluralRules('pl');

/**
 * The plural text `key` of a translation object (`count_one`, `count_few`, `count_many`…) in the
 * form Polish plural rules pick for `count`, with `{{count}}` filled: for servers that write
 * sentences without i18next.
 */
export function pluralText(texts: Readonly<Record<string, unknown>>, key: string, count: number): string {
  const text = texts[`${key}_${polishPlurals.select(count)}`];
  return fillTemplate(typeof text === 'string' ? text : '{{count}}', { count: String(count) });
}

/** '3 dni', '2 noce', '5 nocy': a counted noun of `common.json`'s `plural.*` (the booking e-mail). */
export function countText(noun: 'adults' | 'children' | 'infants' | 'years' | 'persons' | 'days' | 'nights', count: number): string {
  return pluralText(common.plural, noun, count);
}
