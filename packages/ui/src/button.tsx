import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A real `<button>` (type="button" unless told otherwise, so it never submits a form by accident). */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  const classes = ['tr-button', `tr-button--${variant}`, className].filter(Boolean).join(' ');
  // oxlint-disable-next-line react/button-has-type -- `type` is always one of the three valid values
  return <button type={type} className={classes} {...rest} />;
}
