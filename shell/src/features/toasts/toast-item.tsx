import type { Toast } from '@travel/contracts/events';
import { useTranslation } from '@travel/i18n';
import { useEffect, useState } from 'react';

export interface ToastItemProps {
  toast: Toast;
  onHide: (id: string) => void;
}

/**
 * One toast. It hides itself after `timeOut` ms (0 = stays); the timer pauses while the pointer or
 * focus is on it (WCAG 2.2.1), and a replaced toast (same id, new object) starts a fresh timer.
 */
export function ToastItem({ toast, onHide }: ToastItemProps) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (toast.timeOut <= 0 || paused) return;
    const timer = setTimeout(() => onHide(toast.id), toast.timeOut);
    return () => clearTimeout(timer);
  }, [toast, paused, onHide]);

  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- hover only pauses the timer
    <div
      className={`tr-toast tr-toast--${toast.type}`}
      data-testid="toast"
      data-toast-id={toast.id}
      role={toast.type === 'error' ? 'alert' : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="tr-toast__message">
        {toast.message}
        {toast.link ? (
          <>
            {' '}
            <a className="tr-toast__link" href={toast.link.href}>
              {toast.link.title}
            </a>
          </>
        ) : null}
      </p>
      <button type="button" className="tr-toast__close" aria-label={t('toast.close')} onClick={() => onHide(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
