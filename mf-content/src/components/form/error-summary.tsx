import { useEffect, useRef } from 'react';
import { useTranslation } from '@travel/i18n';

export interface ErrorSummaryEntry {
  /** The id of the field the link focuses. */
  fieldId: string;
  text: string;
}

/** Every error of a failed submit, in the form's order; it takes focus and each link focuses its field (as mf-order's client form). */
export function ErrorSummary({ id, entries, attempt }: { id: string; entries: readonly ErrorSummaryEntry[]; attempt: number }) {
  const { t } = useTranslation('contact');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (entries.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={`${id}-summary-heading`} className="content-form__summary">
      <h3 id={`${id}-summary-heading`}>{t('forms.summaryHeading', { count: entries.length })}</h3>
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
