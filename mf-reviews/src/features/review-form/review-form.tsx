import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@travel/api-client';
import type { Review, ReviewDraftFields, ReviewSubmitField, RotateInfo } from '@travel/contracts';
import { REVIEW_CATEGORIES, REVIEW_LIMITS, REVIEW_PARTY_TYPES } from '@travel/contracts/api/review-constants';
import { useTranslation } from '@travel/i18n';
import { ErrorSummary, FormField, useFormState, type ErrorSummaryEntry } from '@travel/ui';
import { reviewLinkRefusal } from './api/use-review-draft';

/**
 * The submit rules come with zod and the review schemas (~35 KB brotli), which the form's first
 * paint does not need: loaded once the form is up, awaited by a submit that comes sooner
 * (docs/adr/0192-first-load-budget.md).
 */
const loadSubmitRules = async () => (await import('@travel/contracts/api/reviews')).reviewSubmitRules;

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export interface ReviewPhotoActions {
  uploading: boolean;
  upload(file: File): Promise<unknown>;
  /** Rejects when the API refused; the form then says so. */
  rotate(fileName: string, rotateInfo: RotateInfo): Promise<unknown>;
  /** Rejects when the API refused; the form then says so. */
  remove(fileName: string): Promise<unknown>;
}

export interface ReviewFormProps {
  review: Review;
  rulesUrl: string;
  /** Every change of the fields (the page saves the draft a pause later). */
  onFieldsChange(fields: ReviewDraftFields): void;
  saveState: SaveState;
  photos: ReviewPhotoActions;
  /** Sends the complete review to verification; rejects when the API refused it. */
  onSubmit(fields: ReviewDraftFields): Promise<unknown>;
}

type Fields = {
  ratings: NonNullable<ReviewDraftFields['ratings']>;
  descriptions: NonNullable<ReviewDraftFields['descriptions']>;
  rating: number | null;
  author: string;
  title: string;
  pros: string;
  cons: string;
  travelDate: string;
  partyType: string;
};

const fieldsOf = (r: Review): Fields => ({
  rating: r.rating,
  ratings: r.ratings,
  author: r.author,
  title: r.title,
  pros: r.pros,
  cons: r.cons,
  descriptions: r.descriptions,
  travelDate: r.travelDate ?? '',
  partyType: r.partyType ?? '',
});
const toDraft = (f: Fields): ReviewDraftFields => ({
  rating: f.rating,
  ratings: f.ratings,
  author: f.author,
  title: f.title,
  pros: f.pros,
  cons: f.cons,
  descriptions: f.descriptions,
  travelDate: /^\d{4}-(0[1-9]|1[0-2])$/.test(f.travelDate) ? f.travelDate : null,
  partyType: (REVIEW_PARTY_TYPES as readonly string[]).includes(f.partyType) ? (f.partyType as ReviewDraftFields['partyType']) : null,
});

/** The order of the fields in the form, which the error summary follows. */
const CHECKED: readonly ReviewSubmitField[] = ['rating', 'author', 'travelDate', 'partyType', 'pros'];
const MB = 1024 * 1024;
/** This month in the shop's time zone, `yyyy-mm`: a review is of a stay that happened (docs/product/reviews.md). */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' }).format(new Date());
const MEGAPIXELS = REVIEW_LIMITS.maxPhotoPixels / 1_000_000;

/** The review form of docs/product/reviews.md: ratings, texts, the stay, photos; a draft saved as the guest types. */
export function ReviewForm({ review, rulesUrl, onFieldsChange, saveState, photos, onSubmit }: ReviewFormProps) {
  const { t } = useTranslation('hotel-add-opinion');
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const [fields, setFields] = useState<Fields>(() => fieldsOf(review));
  const [errors, setErrors] = useState<Partial<Record<ReviewSubmitField, string>>>({});
  const { attempt, submitFailed } = useFormState();
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  /** What the last turn or deletion did, announced with the photos' status. */
  const [photoNotice, setPhotoNotice] = useState<string | null>(null);
  const photoList = useRef<HTMLUListElement>(null);
  /** The position of a deleted photo: its button is gone, so focus moves on once the list has changed. */
  const focusAfterRemove = useRef<number | null>(null);
  const [submitError, setSubmitError] = useState<'submitFailed' | 'reviewExists' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onFieldsChange(toDraft(fields));
  }, [fields, onFieldsChange]);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    void loadSubmitRules().catch(() => undefined);
  }, []);

  // Focus goes to the delete button of the photo now in the deleted one's place (or the one
  // before it), or to the file input when none is left, never to the page's start.
  const photoCount = review.photos.length;
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = photoList.current?.querySelectorAll<HTMLButtonElement>('[data-photo-action="remove"]') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? fileInput.current)?.focus();
    // Runs once the list has been drawn without the deleted photo; the count is the trigger, not an input.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [photoCount]);

  const turnPhoto = async (fileName: string, rotateInfo: RotateInfo, number: number) => {
    setPhotoNotice(null);
    try {
      await photos.rotate(fileName, rotateInfo);
      setPhotoErrors([]);
    } catch {
      setPhotoErrors([t('photos.rotateFailed', { number })]);
    }
  };
  const removePhoto = async (fileName: string, index: number) => {
    setPhotoNotice(null);
    try {
      focusAfterRemove.current = index;
      await photos.remove(fileName);
      setPhotoErrors([]);
      setPhotoNotice(t('photos.removed', { number: index + 1 }));
    } catch {
      focusAfterRemove.current = null;
      setPhotoErrors([t('photos.removeFailed', { number: index + 1 })]);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = toDraft(fields);
    let reviewSubmitRules: Awaited<ReturnType<typeof loadSubmitRules>>;
    try {
      reviewSubmitRules = await loadSubmitRules();
    } catch {
      setSubmitError('submitFailed');
      return;
    }
    const check = reviewSubmitRules.safeParse({
      rating: draft.rating ?? null,
      author: draft.author ?? '',
      pros: draft.pros ?? '',
      travelDate: draft.travelDate ?? null,
      partyType: draft.partyType ?? null,
    });
    const found: Partial<Record<ReviewSubmitField, string>> = {};
    if (!check.success)
      for (const issue of check.error.issues)
        found[issue.path[0] as ReviewSubmitField] ??= t(`errors.${issue.path[0] as ReviewSubmitField}`);
    if (draft.travelDate && draft.travelDate > thisMonth()) found.travelDate ??= t('errors.travelDateFuture');
    setErrors(found);
    submitFailed();
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await onSubmit(draft);
    } catch (error) {
      // Another browser sent this stay's review first: trying again cannot help (docs/product/reviews.md).
      setSubmitError(reviewLinkRefusal(error) === 'review-exists' ? 'reviewExists' : 'submitFailed');
    } finally {
      setSubmitting(false);
    }
  };

  const addFiles = async (files: FileList | null) => {
    if (!files) return;
    const problems: string[] = [];
    setPhotoNotice(null);
    let room = REVIEW_LIMITS.maxPhotos - review.photos.length;
    for (const file of Array.from(files)) {
      if (room <= 0) {
        problems.push(t('photos.limit', { max: REVIEW_LIMITS.maxPhotos }));
        break;
      }
      if (file.size > REVIEW_LIMITS.maxPhotoBytes) {
        problems.push(t('photos.tooLarge', { name: file.name, size: REVIEW_LIMITS.maxPhotoBytes / MB }));
        continue;
      }
      room -= 1;
      try {
        await photos.upload(file);
      } catch (error) {
        problems.push(uploadProblem(error, file.name));
      }
    }
    setPhotoErrors(problems);
    if (fileInput.current) fileInput.current.value = '';
  };

  /** What the guest is told of a refused upload, by the API's status and code. */
  const uploadProblem = (error: unknown, name: string): string => {
    const status = error instanceof ApiError ? error.status : 0;
    const code = error instanceof ApiError ? (error.body as { code?: unknown } | null)?.code : undefined;
    if (status === 415) return t('photos.wrongType', { name });
    // A photo of a 50 or 108 MP camera may be well under 8 MB: its size is not what is wrong.
    if (status === 413 && code === 'too-many-pixels') return t('photos.tooManyPixels', { name, megapixels: MEGAPIXELS });
    if (status === 413) return t('photos.tooLarge', { name, size: REVIEW_LIMITS.maxPhotoBytes / MB });
    if (status === 400) return t('photos.unreadable', { name });
    if (status === 409) return t('photos.limit', { max: REVIEW_LIMITS.maxPhotos });
    return t('photos.failed', { name });
  };

  const summary: ErrorSummaryEntry[] = CHECKED.filter((k) => errors[k]).map((k) => ({
    fieldId: k === 'rating' ? id('rating-1') : id(k),
    text: errors[k]!,
  }));

  return (
    <form className="review-form" noValidate onSubmit={(e) => void submit(e)} aria-describedby={id('rules')}>
      <p id={id('rules')}>
        {t('rulesIntro')} <a href={rulesUrl}>{t('rulesLink')}</a>.
      </p>
      <ErrorSummary
        id="review-error-summary"
        heading={t('errors.summaryHeading', { count: summary.length })}
        entries={summary}
        attempt={attempt}
      />

      <fieldset
        className={errors.rating ? 'review-field tr-field--invalid' : 'review-field'}
        aria-describedby={errors.rating ? id('rating-error') : undefined}
      >
        <legend>
          {t('fields.rating')} <span className="tr-field__marker">{t('requiredMark')}</span>
        </legend>
        {errors.rating ? (
          <span id={id('rating-error')} className="tr-field__error">
            {errors.rating}
          </span>
        ) : null}
        <div className="review-rating">
          {[1, 2, 3, 4, 5, 6].map((value) => (
            <label key={value} className="review-rating__option">
              <input
                type="radio"
                id={id(`rating-${value}`)}
                name={id('rating')}
                value={value}
                checked={fields.rating === value}
                onChange={() => set('rating', value)}
              />
              <span aria-hidden="true">{value}</span>
              <span className="visually-hidden">{t('fields.ratingOption', { value })}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="review-field">
        <legend>{t('fields.categories')}</legend>
        <div className="review-categories">
          {REVIEW_CATEGORIES.map((category) => (
            <FormField key={category} id={id(`cat-${category}`)} label={t(`categories.${category}`)} required={false}>
              {(control) => (
                <select
                  {...control}
                  value={fields.ratings[category] ?? ''}
                  onChange={(e) => {
                    const { [category]: _dropped, ...rest } = fields.ratings;
                    set('ratings', e.target.value === '' ? rest : { ...rest, [category]: Number(e.target.value) });
                  }}
                >
                  <option value="">{t('fields.categoryNone')}</option>
                  {[6, 5, 4, 3, 2, 1].map((v) => (
                    <option key={v} value={v}>
                      {t('fields.ratingOption', { value: v })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </div>
      </fieldset>

      <FormField id={id('author')} label={t('fields.author')} error={errors.author} marker={t('requiredMark')}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={REVIEW_LIMITS.authorMax}
            value={fields.author}
            onChange={(e) => set('author', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={id('travelDate')}
        label={t('fields.travelDate')}
        hint={t('fields.travelDateHint')}
        error={errors.travelDate}
        marker={t('requiredMark')}
      >
        {(control) => (
          <input
            {...control}
            type="month"
            max={thisMonth()}
            value={fields.travelDate}
            onChange={(e) => set('travelDate', e.target.value)}
          />
        )}
      </FormField>
      <FormField id={id('partyType')} label={t('fields.partyType')} error={errors.partyType} marker={t('requiredMark')}>
        {(control) => (
          <select {...control} value={fields.partyType} onChange={(e) => set('partyType', e.target.value)}>
            <option value="">{t('fields.partyTypeChoose')}</option>
            {REVIEW_PARTY_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`partyTypes.${p}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id('title')} label={t('fields.title')} required={false}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={REVIEW_LIMITS.titleMax}
            value={fields.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <FormField id={id('pros')} label={t('fields.pros')} hint={t('fields.prosHint')} error={errors.pros} marker={t('requiredMark')}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={REVIEW_LIMITS.textMax}
            value={fields.pros}
            onChange={(e) => set('pros', e.target.value)}
          />
        )}
      </FormField>
      <FormField id={id('cons')} label={t('fields.cons')} required={false}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={REVIEW_LIMITS.textMax}
            value={fields.cons}
            onChange={(e) => set('cons', e.target.value)}
          />
        )}
      </FormField>

      <details className="review-descriptions">
        <summary>{t('fields.descriptions')}</summary>
        {REVIEW_CATEGORIES.map((category) => (
          <FormField
            key={category}
            id={id(`desc-${category}`)}
            label={t('fields.descriptionOf', { category: t(`categories.${category}`) })}
            required={false}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={REVIEW_LIMITS.textMax}
                value={fields.descriptions[category] ?? ''}
                onChange={(e) => {
                  const { [category]: _dropped, ...rest } = fields.descriptions;
                  set('descriptions', e.target.value === '' ? rest : { ...rest, [category]: e.target.value });
                }}
              />
            )}
          </FormField>
        ))}
      </details>

      <fieldset className="review-field">
        <legend>{t('fields.photos')}</legend>
        <p id={id('photos-hint')} className="tr-field__hint">
          {t('fields.photosHint', { size: REVIEW_LIMITS.maxPhotoBytes / MB, megapixels: MEGAPIXELS, max: REVIEW_LIMITS.maxPhotos })}
        </p>
        <label htmlFor={id('photos')} className="review-photos__add">
          {t('photos.add')}
        </label>
        <input
          ref={fileInput}
          id={id('photos')}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-invalid={photoErrors.length > 0}
          aria-describedby={photoErrors.length > 0 ? `${id('photos-hint')} ${id('photos-errors')}` : id('photos-hint')}
          onChange={(e) => void addFiles(e.target.files)}
        />
        <div aria-live="polite" className="review-photos__status">
          {photos.uploading ? <p>{t('photos.uploading')}</p> : null}
          {photoNotice ? <p>{photoNotice}</p> : null}
          <div id={id('photos-errors')}>
            {photoErrors.map((text) => (
              <p key={text} className="tr-field__error">
                {text}
              </p>
            ))}
          </div>
        </div>
        <ul className="review-photos" ref={photoList}>
          {review.photos.map((photo, index) => (
            <li key={photo.fileName} className="review-photos__item">
              <img src={photo.url} alt={t('photos.preview', { number: index + 1 })} width={photo.width} height={photo.height} />
              <button
                type="button"
                onClick={() => void turnPhoto(photo.fileName, ((photo.rotateInfo + 90) % 360) as RotateInfo, index + 1)}
              >
                {t('photos.rotate', { number: index + 1 })}
              </button>
              <button type="button" data-photo-action="remove" onClick={() => void removePhoto(photo.fileName, index)}>
                {t('photos.remove', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>

      <output className="review-form__save">
        {saveState === 'saving' ? t('saving') : saveState === 'saved' ? t('saved') : saveState === 'error' ? t('saveFailed') : ''}
      </output>
      {submitError ? (
        <p role="alert" className="tr-field__error">
          {t(`errors.${submitError}`)}
        </p>
      ) : null}
      <button type="submit" className="review-form__submit" disabled={submitting}>
        {submitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
