export { ReviewForm, type ReviewFormProps, type ReviewPhotoActions, type SaveState } from './review-form';
export {
  hasRememberedDraft,
  reviewLinkRefusal,
  type ReviewLinkRefusal,
  useDraftAutosave,
  useFromMail,
  useHotelBySlug,
  useReviewDraft,
  useReviewFormOptions,
  useReviewPhotos,
  useStartNewReview,
  useSubmitReview,
} from './api/use-review-draft';
export { useReviewStylesheet } from './use-review-stylesheet';
