import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ReviewDraftFields } from '@travel/contracts';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { MAX_RATING, parseRatingParam } from '../features/rating-param/parse-rating-param';
import {
  hasRememberedDraft,
  ReviewForm,
  reviewLinkRefusal,
  useDraftAutosave,
  useFromMail,
  useHotelBySlug,
  useReviewDraft,
  useReviewFormOptions,
  useReviewPhotos,
  useSubmitReview,
  useReviewStylesheet,
  type SaveState,
} from '../features/review-form';

/** `/dodaj-opinie/:hotelSlug/` and the e-mail entry `/dodaj-opinie/:hotelSlug/ocena/:rating/?rid=`. */
export function ReviewFormPage() {
  useReviewStylesheet();
  const { t } = useTranslation('hotel-add-opinion');
  const { hotelSlug = '', rating } = useParams();
  const [search] = useSearchParams();
  const fromMail = parseRatingParam(rating);
  const rid = search.get('rid');
  const hotel = useHotelBySlug(hotelSlug);
  const hotelId = hotel.data?.hotel.id;
  const mail = useFromMail(hotelId, fromMail, rid);
  // Reviews come from real stays only (docs/adr/0232-reviews-from-real-stays.md): a draft starts from
  // the after-return e-mail's link, or is one this browser started from it before.
  const linkChecked = rid !== null && (fromMail === null || mail.isSuccess);
  const draft = useReviewDraft(hotelId, { rating: fromMail, rid, ready: linkChecked || (rid === null && hasRememberedDraft(hotelId)) });
  const refusal =
    reviewLinkRefusal(mail.error) ??
    reviewLinkRefusal(draft.error) ??
    (rid === null && hotelId !== undefined && !hasRememberedDraft(hotelId) ? 'rid-required' : null);
  const options = useReviewFormOptions();
  const review = draft.data;

  const [fields, setFields] = useState<ReviewDraftFields | null>(null);
  const autosave = useDraftAutosave(review, fields ?? {});
  const submit = useSubmitReview(hotelId);
  const photos = useReviewPhotos(review);
  const onFieldsChange = useCallback((f: ReviewDraftFields) => setFields(f), []);
  const saveState: SaveState = autosave.isPending ? 'saving' : autosave.isError ? 'error' : autosave.isSuccess ? 'saved' : 'idle';

  const confirmation = useRef<HTMLDivElement>(null);
  const status = review?.status;
  useEffect(() => {
    if (status === 'to_verification') confirmation.current?.focus();
  }, [status]);

  const name = hotel.data?.hotel.name ?? hotelSlug;
  return (
    <RemoteFrame remote="reviews" title={t('heading', { name })}>
      <p>{t('intro')}</p>
      {fromMail !== null && mail.isSuccess ? <p>{t('ratingFromMail', { rating: fromMail, max: MAX_RATING })}</p> : null}
      {hotel.isError ? (
        <p role="alert">{t('hotelNotFound')}</p>
      ) : refusal !== null ? (
        <div role="alert" className="review-refusal" data-testid="review-refusal">
          <p>{t(`refusal.${refusal}`)}</p>
          <p>
            <Link to={`/hotel/${hotelSlug}/`}>{t('submitted.back')}</Link>
          </p>
        </div>
      ) : draft.isError || mail.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : !review || !options.data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : review.status === 'draft' ? (
        <ReviewForm
          review={review}
          rulesUrl={options.data.rulesUrl}
          onFieldsChange={onFieldsChange}
          saveState={saveState}
          photos={photos}
          onSubmit={(body) =>
            submit.mutateAsync({
              params: { reviewId: review.reviewId, hotelId: String(review.hotelId) },
              body: { ...body, status: 'to_verification' },
            })
          }
        />
      ) : (
        <div ref={confirmation} tabIndex={-1} aria-live="polite" className="review-confirmation">
          {review.status === 'to_verification' ? (
            <>
              <h2>{t('submitted.heading')}</h2>
              <p>{t('submitted.text')}</p>
            </>
          ) : review.status === 'rejected' ? (
            <p>{t('rejected', { reason: review.rejectionReason ?? '' })}</p>
          ) : (
            <p>{t('published')}</p>
          )}
          <p>
            <Link to={`/hotel/${hotelSlug}/`}>{t('submitted.back')}</Link>
          </p>
        </div>
      )}
    </RemoteFrame>
  );
}
