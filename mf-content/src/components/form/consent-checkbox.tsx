import type { ReactNode } from 'react';

export interface ConsentCheckboxProps {
  id: string;
  name: string;
  /** The statement the shopper agrees to, as the checkbox's label. */
  label: ReactNode;
  checked: boolean;
  /** The Polish error text, shown above the box and tied to it; nothing when absent. */
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/** A required agreement of a content form: the box, its statement, and its own error for screen readers. */
export function ConsentCheckbox({ id, name, label, checked, error, onChange }: ConsentCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'content-form__check tr-field--invalid' : 'content-form__check'}>
      {error ? (
        <span id={errorId} className="tr-field__error">
          {error}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        required
        aria-invalid={Boolean(error)}
        {...(error ? { 'aria-describedby': errorId } : {})}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
