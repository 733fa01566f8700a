import type { ReactNode } from 'react';

/** The ids and ARIA attributes a field's control must carry. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  required: boolean;
}

/** The class names of the parts of a field. */
export interface FormFieldClassNames {
  readonly field: string;
  /** Added to `field` while the field shows an error. */
  readonly invalid: string;
  readonly marker: string;
  readonly hint: string;
  readonly error: string;
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** The Polish error text, shown under the label and tied to the control. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Sets the control's `required`; default true. */
  required?: boolean;
  /** Shown after the label, e.g. '(wymagane)'; nothing when absent. */
  marker?: string | undefined;
  /** The shell's shared field styles unless a form needs its own (docs/adr/0235-one-design-system.md). */
  classNames?: FormFieldClassNames;
  /** Renders the control with the ids and ARIA attributes it must carry. */
  children: (control: FieldControl) => ReactNode;
}

/** The shared field styles of the shell's stylesheet: one look, one error red for every form. */
export const FORM_FIELD_CLASSES: FormFieldClassNames = {
  field: 'tr-field',
  invalid: 'tr-field--invalid',
  marker: 'tr-field__marker',
  hint: 'tr-field__hint',
  error: 'tr-field__error',
};

/** A label, the control, a hint and the field's own error, all tied together for screen readers. */
export function FormField({ id, label, error, hint, required = true, marker, classNames = FORM_FIELD_CLASSES, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className={error ? `${classNames.field} ${classNames.invalid}` : classNames.field}>
      <label htmlFor={id}>
        {label}
        {marker ? (
          <>
            {' '}
            <span className={classNames.marker}>{marker}</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <span id={hintId} className={classNames.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={classNames.error}>
          {error}
        </span>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}), required })}
    </div>
  );
}
