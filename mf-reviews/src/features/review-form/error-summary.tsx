import { useEffect, useRef } from 'react';
import { useTranslation } from '@travel/i18n';

export interface ErrorSummaryEntry {
  /** The id of the field the link focuses. */
  fieldId: string;
  text: string;
}

export interface ErrorSummaryProps {
  entries: readonly ErrorSummaryEntry[];
  /** Changes on every failed submit, so the summary takes focus again. */
  attempt: number;
}

/** Every error of a failed submit, in the form's order; it takes focus and each link focuses its field. */
export function ErrorSummary({ entries, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation('hotel-add-opinion');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (entries.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="review-error-summary-heading" className="review-error-summary">
      <h2 id="review-error-summary-heading">{t('errors.summaryHeading', { count: entries.length })}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.fieldId}>
            <a
              href={`#${entry.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(entry.fieldId)?.focus();
              }}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
