/**
 * The API's value lists of the search reference data, without zod: the search model labels them
 * and the remotes render them on their first paint, while the schemas (`./reference`) are needed
 * only where a value is parsed (docs/adr/0192-first-load-budget.md,
 * docs/adr/0257-one-reference-module.md).
 */

/** API values of the six sort options (docs/product/search-and-filtr.md): cheapest, most popular, best rated,
 * nearest date, biggest discount, hit offers. */
export const offerSortValues = ['cena', 'popularnosc', 'ocena', 'termin', 'rabat', 'hity'] as const;

export const boardValues = ['all-inclusive', 'obiad', 'bb', 'hb', 'fb', 'wlasne', 'wedlug-programu'] as const;

export const offerTypeValues = ['city-break', 'narty', 'rejs', 'sylwester', 'wycieczka-objazdowa', 'wypoczynek'] as const;

/** Transport filter values; `dowolny` means any. */
export const transportValues = ['dowolny', 'samolot', 'autokar', 'samolot-lub-autokar', 'wlasny'] as const;

export const airlinesValues = ['default', 'bez-low-costow', 'bez-czarterow'] as const;

/** Sort orders of the hotels listing (`GET /v1/hotels/list/`): most popular, best rated, highest
 * standard, by name, cheapest. */
export const hotelSortValues = ['popularnosc', 'ocena', 'standard', 'nazwa', 'cena'] as const;
export type HotelSort = (typeof hotelSortValues)[number];

/** Who travels: the groups a hotel is recommended for (the hotels listing's `hotelRecommendedFor`
 * filter) and the party a reviewer names in the review form. */
export const travellerGroupValues = ['rodziny-z-dziecmi', 'pary', 'przyjaciele', 'single', 'seniorzy'] as const;
export type TravellerGroup = (typeof travellerGroupValues)[number];
