import type { ReactNode } from 'react';

export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  required: boolean;
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** The Polish error text, shown under the label and tied to the control. */
  error?: string | undefined;
  hint?: string | undefined;
  required: boolean;
  /** '(wymagane)' / '(opcjonalne)'. */
  marker: string;
  children: (control: FieldControl) => ReactNode;
}

/** A label, the control, a hint and the field's own error, all tied together for screen readers. */
export function FormField({ id, label, error, hint, required, marker, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className={error ? 'content-form__field content-form__field--error' : 'content-form__field'}>
      <label htmlFor={id}>
        {label} <span className="content-form__marker">{marker}</span>
      </label>
      {hint ? (
        <span id={hintId} className="content-form__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="content-form__error">
          {error}
        </span>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}), required })}
    </div>
  );
}
