import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  /** The Polish error text, shown under the field and tied to it. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  requiredLabel?: string;
  /** Renders the control with the ids and ARIA attributes it must carry. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required: boolean }) => ReactNode;
}

/** A label, the control, a hint and the field's own error, all tied together for screen readers. */
export function FormField({ id, label, error, hint, required = true, requiredLabel, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className={error ? 'review-field review-field--error' : 'review-field'}>
      <label htmlFor={id}>
        {label}
        {required && requiredLabel ? <span className="review-field__required"> {requiredLabel}</span> : null}
      </label>
      {hint ? (
        <span id={hintId} className="review-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="review-field__error">
          {error}
        </span>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}), required })}
    </div>
  );
}
