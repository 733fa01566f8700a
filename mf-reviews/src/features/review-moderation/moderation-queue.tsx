import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@travel/api-client';
import { moderationRejectBody, REVIEW_CATEGORIES, REVIEW_LIMITS, type moderationItemSchema } from '@travel/contracts';
import { formatRating, useTranslation } from '@travel/i18n';
import type { z } from 'zod';
import { MODERATION_STATUSES, type ModerationStatus } from './api/use-moderation';

export type ModerationItem = z.infer<typeof moderationItemSchema>;

export interface ModerationQueueProps {
  status: ModerationStatus;
  onStatusChange(status: ModerationStatus): void;
  /** The reviews of the chosen status; `undefined` while they load. */
  items: readonly ModerationItem[] | undefined;
  loadFailed: boolean;
  onRetry(): void;
  /** Publishes a review waiting for verification; rejects when the API refused. */
  onPublish(item: ModerationItem): Promise<unknown>;
  /** Rejects a review waiting for verification with the reason its author is shown. */
  onReject(item: ModerationItem, reason: string): Promise<unknown>;
}

type Outcome = { kind: 'published' | 'rejected' | 'conflict' | 'failed'; item: ModerationItem };

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Warsaw' });
const month = new Intl.DateTimeFormat('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthOf = (yyyyMm: string) => month.format(new Date(`${yyyyMm}-01T00:00:00Z`));

/**
 * The staff moderation view (ROLE_ADMIN, docs/adr/0185-hotel-reviews.md): the reviews waiting for
 * verification with everything the guest wrote and their photos; publish, or reject with a reason.
 * The decided ones can be listed too. The outcome of each decision is announced and takes focus,
 * since the decided review leaves the list.
 */
export function ModerationQueue({ status, onStatusChange, items, loadFailed, onRetry, onPublish, onReject }: ModerationQueueProps) {
  const { t } = useTranslation('staff');
  const statusId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLOutputElement>(null);

  const decide = async (item: ModerationItem, action: () => Promise<unknown>, done: 'published' | 'rejected') => {
    let kind: Outcome['kind'] = done;
    try {
      await action();
    } catch (error) {
      kind = error instanceof ApiError && error.status === 409 ? 'conflict' : 'failed';
    }
    setOutcome({ kind, item });
    return kind;
  };
  // Once the message is committed: an empty outcome is `display: none` and cannot take focus (a
  // frame callback could run before React had rendered the text). The decided review's buttons are gone.
  useLayoutEffect(() => {
    if (outcome !== null) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <div className="review-moderation">
      <p>{t('moderation.intro')}</p>
      <div className="review-moderation__filter">
        <label htmlFor={statusId}>{t('moderation.show')}</label>
        <select
          id={statusId}
          value={status}
          onChange={(e) => {
            setOutcome(null);
            onStatusChange(e.target.value as ModerationStatus);
          }}
        >
          {MODERATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`moderation.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <output ref={outcomeRef} tabIndex={-1} className="review-moderation__outcome" data-testid="moderation-outcome">
        {outcome
          ? t(`moderation.outcome.${outcome.kind}`, {
              author: outcome.item.author,
              hotel: outcome.item.hotelName,
            })
          : null}
      </output>
      {loadFailed ? (
        <div role="alert">
          <p>{t('moderation.loadFailed')}</p>
          <button type="button" onClick={onRetry}>
            {t('moderation.retry')}
          </button>
        </div>
      ) : items === undefined ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p data-testid="moderation-empty">{t(`moderation.empty.${status}`)}</p>
      ) : (
        <>
          <p>{t('moderation.count', { count: items.length })}</p>
          <ul className="review-moderation__list" data-testid="moderation-list">
            {items.map((item) => (
              <li key={item.reviewId}>
                <ModerationCard
                  item={item}
                  onPublish={() => decide(item, () => onPublish(item), 'published')}
                  onReject={(reason) => decide(item, () => onReject(item, reason), 'rejected')}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface ModerationCardProps {
  item: ModerationItem;
  onPublish(): Promise<Outcome['kind']>;
  onReject(reason: string): Promise<Outcome['kind']>;
}

function ModerationCard({ item, onPublish, onReject }: ModerationCardProps) {
  const { t } = useTranslation('staff');
  const { t: form } = useTranslation('hotel-add-opinion');
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  /** Set by "Anuluj": the reason form goes and focus returns to the button that opened it. */
  const refocusReject = useRef(false);
  useLayoutEffect(() => {
    if (rejecting || !refocusReject.current) return;
    refocusReject.current = false;
    rejectButton.current?.focus();
  }, [rejecting]);
  const rated = REVIEW_CATEGORIES.flatMap((c) => {
    const value = item.ratings[c];
    return value === undefined ? [] : [{ category: c, value }];
  });
  const described = REVIEW_CATEGORIES.filter((c) => (item.descriptions[c] ?? '').trim() !== '');
  const run = async (action: () => Promise<Outcome['kind']>) => {
    setBusy(true);
    const kind = await action();
    // A decided review leaves the list; one that failed stays usable.
    if (kind === 'failed') setBusy(false);
  };

  return (
    <article className="review-moderation__item" aria-labelledby={headingId} data-review-id={item.reviewId}>
      <h2 id={headingId}>
        {item.hotelName}: {item.title.trim() === '' ? t('moderation.untitled') : item.title}
      </h2>
      <dl className="review-moderation__facts">
        <div>
          <dt>{t('moderation.rating')}</dt>
          <dd>{item.rating === null ? t('moderation.none') : t('moderation.score', { score: formatRating(item.rating) })}</dd>
        </div>
        <div>
          <dt>{t('moderation.author')}</dt>
          <dd>
            {item.author} ({item.verifiedGuest ? t('moderation.verified') : t('moderation.notVerified')})
          </dd>
        </div>
        <div>
          <dt>{t('moderation.stay')}</dt>
          <dd>
            {item.travelDate ? monthOf(item.travelDate) : t('moderation.none')},{' '}
            {item.partyType ? form(`partyTypes.${item.partyType}`) : t('moderation.none')}
          </dd>
        </div>
        <div>
          <dt>{t('moderation.submitted')}</dt>
          <dd>{dateTime.format(new Date(item.submittedAt ?? item.updatedAt))}</dd>
        </div>
        <div>
          <dt>{t('moderation.hotel')}</dt>
          <dd>
            <a href={`/hotel/${encodeURIComponent(item.hotelSlug)}/`}>{item.hotelName}</a>
          </dd>
        </div>
        {item.status === 'rejected' && item.rejectionReason ? (
          <div>
            <dt>{t('moderation.rejectionReason')}</dt>
            <dd>{item.rejectionReason}</dd>
          </div>
        ) : null}
      </dl>
      {rated.length > 0 ? (
        <>
          <h3>{t('moderation.categoryRatings')}</h3>
          <dl className="review-moderation__ratings">
            {rated.map(({ category, value }) => (
              <div key={category}>
                <dt>{form(`categories.${category}`)}</dt>
                <dd>{t('moderation.score', { score: formatRating(value) })}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <h3>{t('moderation.pros')}</h3>
      <p className="review-moderation__text">{item.pros}</p>
      <h3>{t('moderation.cons')}</h3>
      <p className="review-moderation__text">{item.cons.trim() === '' ? t('moderation.none') : item.cons}</p>
      {described.map((c) => (
        <section key={c} aria-label={form('fields.descriptionOf', { category: form(`categories.${c}`) })}>
          <h3>{form('fields.descriptionOf', { category: form(`categories.${c}`) })}</h3>
          <p className="review-moderation__text">{item.descriptions[c]}</p>
        </section>
      ))}
      <h3>{t('moderation.photos', { count: item.photos.length })}</h3>
      {item.photos.length === 0 ? (
        <p>{t('moderation.noPhotos')}</p>
      ) : (
        <ul className="review-moderation__photos">
          {item.photos.map((photo, index) => (
            <li key={photo.fileName}>
              <a href={photo.url} target="_blank" rel="noopener">
                <img
                  src={photo.url}
                  alt={t('moderation.photoAlt', { number: index + 1, total: item.photos.length, author: item.author })}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {item.status === 'to_verification' ? (
        rejecting ? (
          <RejectForm
            busy={busy}
            onCancel={() => {
              refocusReject.current = true;
              setRejecting(false);
            }}
            onReject={(reason) => run(() => onReject(reason))}
          />
        ) : (
          <div className="review-moderation__actions">
            <button type="button" className="review-moderation__publish" disabled={busy} onClick={() => void run(onPublish)}>
              {t('moderation.publish')}
            </button>
            <button type="button" ref={rejectButton} disabled={busy} onClick={() => setRejecting(true)}>
              {t('moderation.reject')}
            </button>
          </div>
        )
      ) : null}
    </article>
  );
}

interface RejectFormProps {
  busy: boolean;
  onCancel(): void;
  onReject(reason: string): Promise<void>;
}

function RejectForm({ busy, onCancel, onReject }: RejectFormProps) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = moderationRejectBody.safeParse({ reason });
    if (!check.success) {
      setError(t('moderation.reasonRequired', { min: 3, max: REVIEW_LIMITS.reasonMax }));
      field.current?.focus();
      return;
    }
    setError(null);
    void onReject(check.data.reason);
  };
  return (
    <form className="review-moderation__reject" noValidate onSubmit={submit}>
      <label htmlFor={`${id}-reason`}>
        {t('moderation.reason')} <span className="review-moderation__required">{t('moderation.requiredMark')}</span>
      </label>
      <p id={`${id}-hint`} className="review-moderation__hint">
        {t('moderation.reasonHint', { max: REVIEW_LIMITS.reasonMax })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="review-moderation__error">
          {error}
        </p>
      ) : null}
      <textarea
        ref={field}
        id={`${id}-reason`}
        name="reason"
        rows={3}
        required
        aria-required="true"
        maxLength={REVIEW_LIMITS.reasonMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        autoFocus
      />
      <div className="review-moderation__actions">
        <button type="submit" disabled={busy}>
          {t('moderation.rejectSubmit')}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          {t('moderation.cancel')}
        </button>
      </div>
    </form>
  );
}
