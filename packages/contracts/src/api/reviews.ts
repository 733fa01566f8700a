import { z } from 'zod';
import { intParam } from './common';
import { opinionCategorySchema } from './reference';
import { REVIEW_CATEGORIES, REVIEW_LIMITS, REVIEW_PARTY_TYPES, REVIEW_PHOTO_TYPES, REVIEW_ROTATIONS } from './review-constants';

/*
 * Hotel reviews written by guests (docs/product/reviews.md, docs/adr/0185-hotel-reviews.md).
 * A guest's draft is read and written only with the HttpOnly cookie the API issued when it was
 * created; staff moderate what was submitted.
 */

export const REVIEW_STATUSES = ['draft', 'to_verification', 'published', 'rejected'] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export { REVIEW_CATEGORIES, REVIEW_LIMITS, REVIEW_PARTY_TYPES, REVIEW_PHOTO_TYPES, REVIEW_ROTATIONS };
export const reviewPartyTypeSchema = z.enum(REVIEW_PARTY_TYPES);

export const rotateInfoSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
export type RotateInfo = z.infer<typeof rotateInfoSchema>;

export const reviewIdSchema = z.uuid({ message: 'expected a review id' });
/** A temporary directory's id: 32 lowercase hex characters the API drew. */
export const tempStorageDirectoryIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'expected a temporary storage directory id');
/** A stored photo's name: 32 lowercase hex characters and `.jpg`, drawn by the API. */
export const reviewPhotoFileNameSchema = z.string().regex(/^[0-9a-f]{32}\.jpg$/, 'expected a photo file name');

const score = z.number().int().min(1, 'the scale is 1 to 6').max(6, 'the scale is 1 to 6');
const travelMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as yyyy-mm');

export const reviewPhotoSchema = z.object({
  fileName: z.string(),
  /** Where the browser loads it (the owner's cookie or a staff session is checked). */
  url: z.string(),
  rotateInfo: rotateInfoSchema,
  width: z.number().int(),
  height: z.number().int(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

export const reviewSchema = z.object({
  reviewId: z.string(),
  hotelId: z.number().int(),
  status: reviewStatusSchema,
  rating: score.nullable(),
  ratings: z.partialRecord(opinionCategorySchema, score),
  author: z.string(),
  title: z.string(),
  pros: z.string(),
  cons: z.string(),
  descriptions: z.partialRecord(opinionCategorySchema, z.string()),
  travelDate: z.string().nullable(),
  partyType: reviewPartyTypeSchema.nullable(),
  /** Came from the booking's e-mail link: a real guest. */
  verifiedGuest: z.boolean(),
  tempStorageDirectoryId: z.string(),
  photos: z.array(reviewPhotoSchema),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewResponse = z.object({ review: reviewSchema });

/** The fields of a draft a guest fills in; every one optional in a draft. */
export const reviewDraftFields = z.strictObject({
  rating: score.nullable().optional(),
  ratings: z.partialRecord(opinionCategorySchema, score).optional(),
  author: z.string().trim().max(REVIEW_LIMITS.authorMax).optional(),
  title: z.string().trim().max(REVIEW_LIMITS.titleMax).optional(),
  pros: z.string().max(REVIEW_LIMITS.textMax).optional(),
  cons: z.string().max(REVIEW_LIMITS.textMax).optional(),
  descriptions: z.partialRecord(opinionCategorySchema, z.string().max(REVIEW_LIMITS.textMax)).optional(),
  travelDate: travelMonth.nullable().optional(),
  partyType: reviewPartyTypeSchema.nullable().optional(),
});
export type ReviewDraftFields = z.infer<typeof reviewDraftFields>;

/**
 * What a review needs before it goes to verification; the form checks it with the same rules, the
 * server again on submit. The message of each issue is its error code (`required`, `too-short`).
 */
export const reviewSubmitRules = z.object({
  rating: score.nullable().refine((v) => v !== null, 'required'),
  author: z.string().trim().min(2, 'required'),
  pros: z.string().trim().min(REVIEW_LIMITS.prosMin, 'too-short'),
  travelDate: travelMonth.nullable().refine((v) => v !== null, 'required'),
  partyType: reviewPartyTypeSchema.nullable().refine((v) => v !== null, 'required'),
});
export type ReviewSubmitField = keyof z.infer<typeof reviewSubmitRules>;

const hotelId = intParam(1, 1e9);
export const reviewHotelParams = z.object({ hotelId });
export const reviewParams = z.object({ reviewId: reviewIdSchema, hotelId });
export const reviewCreateBody = z.strictObject({
  rating: score.optional(),
  /** The signed token of the booking's e-mail link: the review is then of a verified guest. */
  rid: z.string().max(2000).optional(),
});
export const reviewUpdateBody = reviewDraftFields.extend({
  /** `to_verification`: the guest submits; only a complete draft may. */
  status: z.literal('to_verification').optional(),
});
export const reviewDeleteResponse = z.object({ deleted: z.literal(true) });

export const reviewFormOptionsResponse = z.object({
  categories: z.array(opinionCategorySchema),
  ratingScale: z.object({ min: z.literal(1), max: z.literal(6) }),
  partyTypes: z.array(reviewPartyTypeSchema),
  rotations: z.array(rotateInfoSchema),
  maxPhotos: z.number().int(),
  maxPhotoBytes: z.number().int(),
  photoTypes: z.array(z.string()),
  rulesUrl: z.string(),
});

export const reviewFromMailParams = z.object({ hotelId, rating: intParam(1, 6) });
export const reviewFromMailQuery = z.object({ rid: z.string().min(1).max(2000) });
export const reviewFromMailResponse = z.object({
  hotelId: z.number().int(),
  hotelSlug: z.string(),
  hotelName: z.string(),
  rating: z.number().int(),
  guestName: z.string(),
  travelDate: z.string().nullable(),
});

export const reviewImageDirParams = z.object({ hotelId, tempStorageDirectoryId: tempStorageDirectoryIdSchema });
export const reviewImageParams = reviewImageDirParams.extend({ fileName: reviewPhotoFileNameSchema });
/** The non-file fields of an upload (multipart form fields arrive as text). */
export const reviewImageUploadFields = z.object({
  rotateInfo: z
    .enum(['0', '90', '180', '270'], { message: 'expected 0, 90, 180 or 270' })
    .transform((v) => Number(v) as RotateInfo)
    .optional(),
});
export const reviewImageUpdateBody = z.strictObject({ rotateInfo: rotateInfoSchema });
export const reviewImageResponse = z.object({ photo: reviewPhotoSchema });

export const moderationQueueQuery = z.object({ status: z.enum(['to_verification', 'rejected', 'published']).optional() });
export const moderationItemSchema = reviewSchema.extend({ hotelName: z.string(), hotelSlug: z.string() });
export const moderationQueueResponse = z.object({ items: z.array(moderationItemSchema) });
export const moderationParams = z.object({ reviewId: reviewIdSchema });
export const moderationRejectBody = z.strictObject({ reason: z.string().trim().min(3, 'required').max(REVIEW_LIMITS.reasonMax) });
export const moderationResponse = z.object({ review: moderationItemSchema });
