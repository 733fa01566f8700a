/**
 * The review form's limits and choices, without zod: the form renders them on its first paint,
 * while the schemas (`./reviews`) are needed only when it is sent (docs/adr/0192-first-load-budget.md).
 */
import { travellerGroupValues } from './reference-values';

/** The categories a guest may describe; the values of `opinionCategorySchema` (`./reference`). */
export const REVIEW_CATEGORIES = [
  'amenities_for_children',
  'beach',
  'entertainment_and_sport',
  'gastronomy',
  'hotel_and_surroundings',
  'location_and_surroundings',
  'pool',
  'rooms',
] as const;

/** Who travelled: the traveller groups the hotels listing filters by. */
export const REVIEW_PARTY_TYPES = travellerGroupValues;

export const REVIEW_ROTATIONS = [0, 90, 180, 270] as const;

/** Limits a guest meets in the form and the server enforces. */
export const REVIEW_LIMITS = {
  maxPhotos: 8,
  /** Bytes of one uploaded file, enforced while it streams. */
  maxPhotoBytes: 8 * 1024 * 1024,
  /** Decoded pixels of one photo (a decompression bomb declares far more). */
  maxPhotoPixels: 40_000_000,
  authorMax: 60,
  titleMax: 120,
  textMax: 3000,
  prosMin: 10,
  reasonMax: 500,
} as const;
/** What the upload accepts, decided by the file's bytes; every photo is stored as a JPEG. */
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
