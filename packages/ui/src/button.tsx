import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** React 19 passes `ref` as a prop, so a caller can focus the button. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/** A real `<button>` (type="button" unless told otherwise, so it never submits a form by accident). */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  const classes = ['tr-button', `tr-button--${variant}`, className].filter(Boolean).join(' ');
  // oxlint-disable-next-line react/button-has-type -- `type` is always one of the three valid values
  return <button type={type} className={classes} {...rest} />;
}
