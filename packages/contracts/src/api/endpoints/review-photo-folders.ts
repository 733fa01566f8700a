import { endpoint, RATE_LIMITED } from './endpoint';
import { REVIEW_LIMITS } from '../review-constants';
import * as rf from '../review-photo-folders';

const uploadErrors = {
  409: 'This browser has no draft of the hotel (`code: review-draft-missing`), the draft would pass its most photos or is no longer a draft (`code: photo-limit | review-not-draft`)',
  413: 'A file or its pixel count is too large (`code: file-too-large | too-many-pixels`)',
  415: 'Not multipart, or the bytes are not a JPEG, PNG or WebP image (`code: unsupported-type`)',
  429: RATE_LIMITED,
} as const;

/**
 * The spec's review-photo paths: several `images[]` at once with `rotateInfo`, into the temporary
 * folder of this browser's draft (docs/adr/0262-review-photos-at-the-spec-paths.md).
 */
export const reviewPhotoFolderEndpoints = {
  reviewImagesCreate: endpoint({
    method: 'POST',
    path: '/review/images/hotel/{hotelId}/',
    summary:
      "The spec's first batch: up to 8 photos (`images[]`) into the temporary folder of this browser's draft of the hotel, answered with the folder's id",
    params: rf.reviewImagesParams,
    multipart: {
      file: rf.REVIEW_IMAGES_PART,
      maxBytes: REVIEW_LIMITS.maxPhotoBytes,
      maxFiles: REVIEW_LIMITS.maxPhotos,
      fields: rf.reviewImagesCreateFields,
    },
    response: rf.reviewImagesResponse,
    successStatus: 201,
    rateLimit: { max: 30, windowMs: 60_000 },
    errors: uploadErrors,
  }),
  reviewImagesAdd: endpoint({
    method: 'POST',
    path: '/review/images/update/hotel/{hotelId}/',
    summary: 'More photos (`images[]`) into a temporary folder (`tempStorageDirectoryId`) of this browser’s draft',
    params: rf.reviewImagesParams,
    multipart: {
      file: rf.REVIEW_IMAGES_PART,
      maxBytes: REVIEW_LIMITS.maxPhotoBytes,
      maxFiles: REVIEW_LIMITS.maxPhotos,
      fields: rf.reviewImagesUpdateFields,
    },
    response: rf.reviewImagesResponse,
    successStatus: 201,
    rateLimit: { max: 30, windowMs: 60_000 },
    errors: uploadErrors,
  }),
} as const;
