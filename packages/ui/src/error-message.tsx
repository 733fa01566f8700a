import type { ReactNode } from 'react';
import { Button } from './button';

export interface ErrorMessageProps {
  title: ReactNode;
  children?: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  /** The translated label of the retry button. */
  retryLabel?: string;
  className?: string;
  'data-testid'?: string;
}

/** An error the user can act on: announced as an alert, with an optional retry. */
export function ErrorMessage({ title, children, onRetry, retryLabel, className, ...rest }: ErrorMessageProps) {
  return (
    <div role="alert" className={['tr-error', className].filter(Boolean).join(' ')} data-testid={rest['data-testid']}>
      <p className="tr-error__title">{title}</p>
      {children ? <div className="tr-error__body">{children}</div> : null}
      {onRetry && retryLabel ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
