/**
 * Translation keys typed from the Polish source files (docs/adr/0030-shell-services-and-shared-packages.md): `t('header.menuOpen')`
 * type-checks, a misspelt key does not. Loaded by `index.ts`, so every workspace that imports
 * `@travel/i18n` gets the augmentation.
 */
import type common from '../locales/pl/common.json';
import type contact from '../locales/pl/contact.json';
import type error from '../locales/pl/error.json';
import type favorites from '../locales/pl/favorites.json';
import type hitOffers from '../locales/pl/hit-offers.json';
import type home from '../locales/pl/home.json';
import type staff from '../locales/pl/staff.json';
import type hotelAddOpinion from '../locales/pl/hotel-add-opinion.json';
import type hotel from '../locales/pl/hotel.json';
import type hotelsListing from '../locales/pl/hotels-listing.json';
import type hotels from '../locales/pl/hotels.json';
import type listing from '../locales/pl/listing.json';
import type newsletter from '../locales/pl/newsletter.json';
import type offerForClient from '../locales/pl/offer-for-client.json';
import type offer from '../locales/pl/offer.json';
import type order from '../locales/pl/order.json';
import type payment from '../locales/pl/payment.json';
import type salesOfficeListing from '../locales/pl/sales-office-listing.json';
import type salesOffice from '../locales/pl/sales-office.json';
import type staticPages from '../locales/pl/static-pages.json';
import type tourGuide from '../locales/pl/tour-guide.json';

export interface TranslationResources {
  common: typeof common;
  contact: typeof contact;
  error: typeof error;
  favorites: typeof favorites;
  'hit-offers': typeof hitOffers;
  home: typeof home;
  staff: typeof staff;
  hotel: typeof hotel;
  'hotel-add-opinion': typeof hotelAddOpinion;
  hotels: typeof hotels;
  'hotels-listing': typeof hotelsListing;
  listing: typeof listing;
  newsletter: typeof newsletter;
  offer: typeof offer;
  'offer-for-client': typeof offerForClient;
  order: typeof order;
  payment: typeof payment;
  'sales-office': typeof salesOffice;
  'sales-office-listing': typeof salesOfficeListing;
  'static-pages': typeof staticPages;
  'tour-guide': typeof tourGuide;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: TranslationResources;
  }
}
