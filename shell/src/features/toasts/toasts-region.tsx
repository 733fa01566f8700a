import { TOAST_DEFAULT_POSITION, TOAST_POSITIONS, type Toast, type ToastPosition } from '@travel/contracts/events';
import { useTranslation } from '@travel/i18n';
import { useUiStore } from '../../store/ui-store';
import { ToastItem } from './toast-item';

/**
 * The toasts of the page, grouped by position. The default bottom-center region is always in the
 * DOM so screen readers already watch it when the first toast arrives.
 */
export function ToastsRegion() {
  const { t } = useTranslation('common');
  const toasts = useUiStore((s) => s.toasts);
  const hideToast = useUiStore((s) => s.hideToast);

  const byPosition = new Map<ToastPosition, Toast[]>();
  for (const toast of toasts) byPosition.set(toast.position, [...(byPosition.get(toast.position) ?? []), toast]);

  return (
    <section className="tr-toasts" aria-label={t('toast.regionLabel')}>
      {TOAST_POSITIONS.filter((p) => p === TOAST_DEFAULT_POSITION || byPosition.has(p)).map((position) => (
        <div
          key={position}
          // `<output>` may only hold phrasing content; each toast is a block with a button.
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="status"
          aria-live="polite"
          className={`tr-toasts__group tr-toasts__group--${position}`}
          data-position={position}
        >
          {(byPosition.get(position) ?? []).map((toast) => (
            <ToastItem key={toast.id} toast={toast} onHide={hideToast} />
          ))}
        </div>
      ))}
    </section>
  );
}
