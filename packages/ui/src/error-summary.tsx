import { useEffect, useRef } from 'react';

export interface ErrorSummaryEntry {
  /** The id of the field the link focuses. */
  fieldId: string;
  text: string;
}

export interface ErrorSummaryProps {
  /** Unique on the page: the summary's heading gets `${id}-heading`. */
  id: string;
  /** The Polish heading, e.g. 'Popraw 2 pola'. */
  heading: string;
  /** The heading's level where the summary stands; default 2. */
  headingLevel?: 2 | 3;
  entries: readonly ErrorSummaryEntry[];
  /** Changes on every failed submit, so the summary takes focus again. */
  attempt: number;
  /** The shell's shared `tr-error-summary` unless a form needs its own. */
  className?: string;
}

/** Every error of a failed submit, in the form's order; it takes focus and each link focuses its field. */
export function ErrorSummary({ id, heading, headingLevel = 2, entries, attempt, className = 'tr-error-summary' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (entries.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={`${id}-heading`} className={className}>
      <Heading id={`${id}-heading`}>{heading}</Heading>
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
