import { z } from 'zod';
import { airlinesValues, boardValues, offerSortValues, offerTypeValues, transportValues } from './reference-values';
import { REVIEW_CATEGORIES } from './review-constants';

// The value lists live zod-free in `./reference-values` (read on first paint); their schemas here.
export { airlinesValues, boardValues, offerSortValues, offerTypeValues, transportValues };

export const offerSortSchema = z.enum(offerSortValues);
export type OfferSort = z.infer<typeof offerSortSchema>;

export const boardSchema = z.enum(boardValues);

export const offerTypeSchema = z.enum(offerTypeValues);

export const transportSchema = z.enum(transportValues);

/** Transport codes on an offer (docs/product/validation-and-display.md: F and NF flight; BA, BU, NB bus; others own). */
export const transportCodeSchema = z.enum(['F', 'BU', 'W']);

export const airlinesSchema = z.enum(airlinesValues);

export const opinionSourceSchema = z.enum(['ft', 'hc']);
export const opinionCategoryValues = REVIEW_CATEGORIES;
export const opinionCategorySchema = z.enum(opinionCategoryValues);
