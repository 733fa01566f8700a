import { z } from 'zod';
import { REVIEW_LIMITS } from './review-constants';
import { reviewHotelParams, reviewPhotoSchema, tempStorageDirectoryIdSchema, type RotateInfo } from './reviews';

// The spec's photo calls (`POST /images/hotel/{hotelId}/` and `POST /images/update/hotel/{hotelId}/`,
// multipart `images[]` + `rotateInfo`) as thin adapters over the shop's one-photo upload
// (docs/adr/0262-review-photos-at-the-spec-paths.md).

/** The file parts' name: the spec's `images[]`. */
export const REVIEW_IMAGES_PART = 'images[]';

const rotation = z.enum(['0', '90', '180', '270'], { message: 'expected 0, 90, 180 or 270' }).transform((v) => Number(v) as RotateInfo);

/** One turn for every photo (`90`), or one per photo in the order sent (`0,90,0`). */
const rotateInfo = z
  .string()
  .max(40)
  .transform((v) => v.split(',').map((s) => s.trim()))
  .pipe(z.array(rotation).min(1).max(REVIEW_LIMITS.maxPhotos))
  .optional();

export const reviewImagesParams = reviewHotelParams;
export const reviewImagesCreateFields = z.object({ rotateInfo });
export const reviewImagesUpdateFields = z.object({ tempStorageDirectoryId: tempStorageDirectoryIdSchema, rotateInfo });

export const reviewImagesResponse = z.object({
  /** The draft's temporary folder the photos went into; the next batch names it. */
  tempStorageDirectoryId: z.string(),
  reviewId: z.string(),
  /** The photos of this batch, in the order sent. */
  photos: z.array(reviewPhotoSchema),
});
export type ReviewImagesAnswer = z.infer<typeof reviewImagesResponse>;
