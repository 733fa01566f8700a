import type { i18n as I18nInstance, Resource, ResourceLanguage } from 'i18next';
import common from '../locales/pl/common.json';
import contact from '../locales/pl/contact.json';
import error from '../locales/pl/error.json';
import favorites from '../locales/pl/favorites.json';
import hitOffers from '../locales/pl/hit-offers.json';
import home from '../locales/pl/home.json';
import staff from '../locales/pl/staff.json';
import hotelAddOpinion from '../locales/pl/hotel-add-opinion.json';
import hotel from '../locales/pl/hotel.json';
import hotelsListing from '../locales/pl/hotels-listing.json';
import hotels from '../locales/pl/hotels.json';
import listing from '../locales/pl/listing.json';
import newsletter from '../locales/pl/newsletter.json';
import offerForClient from '../locales/pl/offer-for-client.json';
import offer from '../locales/pl/offer.json';
import order from '../locales/pl/order.json';
import payment from '../locales/pl/payment.json';
import salesOfficeListing from '../locales/pl/sales-office-listing.json';
import salesOffice from '../locales/pl/sales-office.json';
import staticPages from '../locales/pl/static-pages.json';
import tourGuide from '../locales/pl/tour-guide.json';
import { createI18n } from './init-i18n';
import type { TranslationResources } from './typed-resources';

/** A translation namespace of the shop, e.g. `hotel` for `locales/pl/hotel.json`. */
export type NamespaceName = keyof TranslationResources;

// Every namespace the typed resources know; a new locale file that is missing here fails the type check.
const POLISH: { readonly [name in NamespaceName]: TranslationResources[name] } = {
  common,
  contact,
  error,
  favorites,
  'hit-offers': hitOffers,
  home,
  staff,
  hotel,
  'hotel-add-opinion': hotelAddOpinion,
  hotels,
  'hotels-listing': hotelsListing,
  listing,
  newsletter,
  offer,
  'offer-for-client': offerForClient,
  order,
  payment,
  'sales-office': salesOffice,
  'sales-office-listing': salesOfficeListing,
  'static-pages': staticPages,
  'tour-guide': tourGuide,
};

/**
 * The real Polish texts of one namespace, by name (`loadNamespace('hotel')`), so tests in any
 * workspace read the shop's translations without importing this package's files by path.
 */
export function loadNamespace<Name extends NamespaceName>(name: Name): TranslationResources[Name] {
  return POLISH[name];
}

/**
 * An initialised instance holding the real Polish `common`, `error` and `contact` texts plus any
 * namespaces a test adds, for `<I18nextProvider i18n={…}>` in component tests. Nothing is fetched.
 * `extra` is either namespace names (`['listing', 'home']`) or namespace objects by name.
 */
export function createTestI18n(extra: readonly NamespaceName[] | ResourceLanguage = {}): Promise<I18nInstance> {
  const added: ResourceLanguage = isNameList(extra) ? Object.fromEntries(extra.map((name) => [name, loadNamespace(name)])) : extra;
  const resources: Resource = { pl: { common, error, contact, ...added } };
  return createI18n({ resources });
}

function isNameList(extra: readonly NamespaceName[] | ResourceLanguage): extra is readonly NamespaceName[] {
  return Array.isArray(extra);
}
