import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '@travel/api-client';
import type { ReviewDraftFields } from '@travel/contracts';
import { MAIL_RATING_MAX, mailRatingOf, reviewFormPath } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
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
  useStartNewReview,
  useSubmitReview,
  useReviewStylesheet,
  type SaveState,
} from '../features/review-form';

/** `/dodaj-opinie/:hotelSlug/` and the e-mail entry `/dodaj-opinie/:hotelSlug/ocena/:rating/?rid=`. */
export function ReviewFormPage() {
  const { hotelSlug = '', rating } = useParams();
  const { search, hash } = useLocation();
  // A rating no e-mail link carries is dropped, and the address with it, as the site server does with
  // its 301 (docs/product/reviews.md): the page is then the plain form, at the plain form's address.
  if (rating !== undefined && mailRatingOf(rating) === null)
    return <Navigate replace to={{ pathname: reviewFormPath(hotelSlug), search, hash }} />;
  return <ReviewFormAt hotelSlug={hotelSlug} fromMail={mailRatingOf(rating)} />;
}

/** The page at an address whose rating, if any, is one the e-mail carries. */
function ReviewFormAt({ hotelSlug, fromMail }: { hotelSlug: string; fromMail: number | null }) {
  useReviewStylesheet();
  const { t } = useTranslation('hotel-add-opinion');
  const [search] = useSearchParams();
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
  const startNewReview = useStartNewReview(hotelId);
  /** Set by "write it again": its button is gone once the new form is up, so focus goes to the form's intro. */
  const startedOver = useRef(false);
  const intro = useRef<HTMLParagraphElement>(null);
  const onFieldsChange = useCallback((f: ReviewDraftFields) => setFields(f), []);
  const saveState: SaveState = autosave.isPending ? 'saving' : autosave.isError ? 'error' : autosave.isSuccess ? 'saved' : 'idle';

  const confirmation = useRef<HTMLDivElement>(null);
  const status = review?.status;
  useEffect(() => {
    if (status === 'to_verification') confirmation.current?.focus();
  }, [status]);

  const name = hotel.data?.hotel.name;
  const state = pageStateOf({
    // Only the API's 404 (or 400: the address holds no slug at all) means there is no such hotel, as the
    // site server's status says; any other failure is a page that did not load.
    hotelMissing: hotel.error instanceof ApiError && (hotel.error.status === 404 || hotel.error.status === 400),
    refusal,
    loadFailed: hotel.isError || draft.isError || mail.isError,
    review,
    options: options.data,
  });
  const formShown = state.kind === 'form';
  useEffect(() => {
    if (!formShown || !startedOver.current) return;
    startedOver.current = false;
    intro.current?.focus();
  }, [formShown]);
  return (
    // The address's slug is no hotel's name: the heading names the hotel once the API knows it.
    <RemoteFrame remote="reviews" title={name === undefined ? t('headingNoHotel') : t('heading', { name })}>
      {/* What to write and the e-mail's rating are about the form: not said where none is shown. */}
      {state.kind === 'form' ? (
        <>
          <p ref={intro} tabIndex={-1}>
            {t('intro')}
          </p>
          {fromMail !== null && mail.isSuccess ? <p>{t('ratingFromMail', { rating: fromMail, max: MAIL_RATING_MAX })}</p> : null}
        </>
      ) : null}
      <PageBody
        state={state}
        hotelSlug={hotelSlug}
        confirmation={confirmation}
        saveState={saveState}
        photos={photos}
        onFieldsChange={onFieldsChange}
        // Only the e-mail link can start a new draft: without it the rejection is all there is to show.
        onStartOver={
          rid === null
            ? undefined
            : () => {
                startedOver.current = true;
                void startNewReview();
              }
        }
        onSubmit={(submitted, body) =>
          submit.mutateAsync({
            params: { reviewId: submitted.reviewId, hotelId: String(submitted.hotelId) },
            body: { ...body, status: 'to_verification' },
          })
        }
      />
    </RemoteFrame>
  );
}

type Review = NonNullable<ReturnType<typeof useReviewDraft>['data']>;
type Refusal = NonNullable<ReturnType<typeof reviewLinkRefusal>> | 'rid-required';
type ReviewFormProps = Parameters<typeof ReviewForm>[0];

/** What the page shows, in the order the checks apply. */
type PageState =
  | { kind: 'hotel-not-found' }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'load-failed' }
  | { kind: 'loading' }
  | { kind: 'form'; review: Review; rulesUrl: string }
  | { kind: 'sent'; review: Review };

function pageStateOf(page: {
  hotelMissing: boolean;
  refusal: Refusal | null;
  loadFailed: boolean;
  review: Review | undefined;
  options: { rulesUrl: string } | undefined;
}): PageState {
  if (page.hotelMissing) return { kind: 'hotel-not-found' };
  if (page.refusal !== null) return { kind: 'refused', refusal: page.refusal };
  if (page.loadFailed) return { kind: 'load-failed' };
  if (!page.review || !page.options) return { kind: 'loading' };
  if (page.review.status === 'draft') return { kind: 'form', review: page.review, rulesUrl: page.options.rulesUrl };
  return { kind: 'sent', review: page.review };
}

function PageBody({
  state,
  hotelSlug,
  confirmation,
  saveState,
  photos,
  onFieldsChange,
  onStartOver,
  onSubmit,
}: {
  state: PageState;
  hotelSlug: string;
  confirmation: RefObject<HTMLDivElement | null>;
  saveState: SaveState;
  photos: ReviewFormProps['photos'];
  onFieldsChange: ReviewFormProps['onFieldsChange'];
  onStartOver: (() => void) | undefined;
  onSubmit: (review: Review, body: Parameters<ReviewFormProps['onSubmit']>[0]) => ReturnType<ReviewFormProps['onSubmit']>;
}) {
  const { t } = useTranslation('hotel-add-opinion');
  switch (state.kind) {
    case 'hotel-not-found':
      return <p role="alert">{t('hotelNotFound')}</p>;
    case 'refused':
      return (
        <div role="alert" className="review-refusal" data-testid="review-refusal">
          <p>{t(`refusal.${state.refusal}`)}</p>
          <p>
            <Link to={`/hotel/${hotelSlug}/`}>{t('submitted.back')}</Link>
          </p>
        </div>
      );
    case 'load-failed':
      return <p role="alert">{t('loadFailed')}</p>;
    case 'loading':
      return <p aria-busy="true">{t('loading')}</p>;
    case 'form':
      return (
        <ReviewForm
          review={state.review}
          rulesUrl={state.rulesUrl}
          onFieldsChange={onFieldsChange}
          saveState={saveState}
          photos={photos}
          onSubmit={(body) => onSubmit(state.review, body)}
        />
      );
    case 'sent':
      return (
        <div ref={confirmation} tabIndex={-1} aria-live="polite" className="review-confirmation">
          <SentReviewStatus review={state.review} onStartOver={onStartOver} />
          <p>
            <Link to={`/hotel/${hotelSlug}/`}>{t('submitted.back')}</Link>
          </p>
        </div>
      );
  }
}

/**
 * A sent review: waiting for verification, rejected with its reason, or published. A rejected one
 * frees its stay (docs/product/reviews.md): from the e-mail link the guest may write it again.
 */
function SentReviewStatus({ review, onStartOver }: { review: Review; onStartOver: (() => void) | undefined }) {
  const { t } = useTranslation('hotel-add-opinion');
  if (review.status === 'to_verification')
    return (
      <>
        <h2>{t('submitted.heading')}</h2>
        <p>{t('submitted.text')}</p>
      </>
    );
  if (review.status === 'rejected')
    return (
      <>
        <p>{t('rejected', { reason: review.rejectionReason ?? '' })}</p>
        {onStartOver === undefined ? null : (
          <p>
            <button type="button" onClick={onStartOver}>
              {t('rejectedStartOver')}
            </button>
          </p>
        )}
      </>
    );
  return <p>{t('published')}</p>;
}
