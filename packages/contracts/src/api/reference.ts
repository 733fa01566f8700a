import { z } from 'zod';
import { REVIEW_CATEGORIES } from './review-constants';

/** API values of the six sort options (docs/product/search-and-filtr.md): cheapest, most popular, best rated,
 * nearest date, biggest discount, hit offers. */
export const offerSortValues = ['cena', 'popularnosc', 'ocena', 'termin', 'rabat', 'hity'] as const;
export const offerSortSchema = z.enum(offerSortValues);
export type OfferSort = z.infer<typeof offerSortSchema>;

export const boardValues = ['all-inclusive', 'obiad', 'bb', 'hb', 'fb', 'wlasne', 'wedlug-programu'] as const;
export const boardSchema = z.enum(boardValues);

export const offerTypeValues = ['city-break', 'narty', 'rejs', 'sylwester', 'wycieczka-objazdowa', 'wypoczynek'] as const;
export const offerTypeSchema = z.enum(offerTypeValues);

/** Transport filter values; `dowolny` means any. */
export const transportValues = ['dowolny', 'samolot', 'autokar', 'samolot-lub-autokar', 'wlasny'] as const;
export const transportSchema = z.enum(transportValues);

/** Transport codes on an offer (docs/product/validation-and-display.md: F and NF flight; BA, BU, NB bus; others own). */
export const transportCodeSchema = z.enum(['F', 'BU', 'W']);

export const airlinesValues = ['default', 'bez-low-costow', 'bez-czarterow'] as const;
export const airlinesSchema = z.enum(airlinesValues);

export const opinionSourceSchema = z.enum(['ft', 'hc']);
export const opinionCategoryValues = REVIEW_CATEGORIES;
export const opinionCategorySchema = z.enum(opinionCategoryValues);
