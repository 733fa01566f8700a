import type { ReactNode } from 'react';

export interface LoadingTextProps {
  /** The translated text, e.g. `t('loading')` → "Ładowanie…". */
  children: ReactNode;
  className?: string;
}

/** Announced politely once; a text instead of a spinner so it is readable and costs no animation. */
export function LoadingText({ children, className }: LoadingTextProps) {
  return (
    <output aria-live="polite" className={['tr-loading', className].filter(Boolean).join(' ')}>
      {children}
    </output>
  );
}
