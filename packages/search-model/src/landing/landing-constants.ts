/** Landing preset constants (docs/product/landing-pages.md). */
export const LAST_MINUTE_DATE_FROM_DAY = 1;
export const LAST_MINUTE_DATE_TO_DAY = 32;
export const LAST_MINUTE_DURATION = { from: 7, to: 29 } as const;
export const LAST_MINUTE_OFFER_TYPE = 'wypoczynek';
export const LAST_MINUTE_TRANSPORT = 'samolot' as const;
export const ALL_INCLUSIVE_DURATION = { from: 7, to: 29 } as const;
export const FIRST_MINUTE_DURATION = { from: 7, to: 29 } as const;
export const CHEAP_HOLIDAY_PRICE = { from: 1, to: 2000 } as const;
export const FOR_7_DAYS_DURATION = { from: 7, to: 9 } as const;
export const FOR_14_DAYS_DURATION = { from: 14, to: 16 } as const;
export const FOR_SINGLES_ADULTS = 1;
export const SKI_HOTEL_ATTRIBUTE = 'kurorty-narciarskie';
export const FAMILY_HOTEL_ATTRIBUTE = 'dla-dzieci';
/** Destinations reached by road, where the default transport is 'dowolny' (docs/product/landing-pages.md). */
export const NEARBY_DESTINATIONS = ['czechy', 'polska', 'slowacja', 'niemcy', 'litwa', 'lotwa', 'estonia'] as const;
/** dla-singli is offered only for Poland (docs/product/landing-pages.md). */
export const FOR_SINGLES_LOCATIONS = ['polska'] as const;
