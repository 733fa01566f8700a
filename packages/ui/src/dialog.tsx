import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';

export type DialogCloseReason = 'escape' | 'backdrop';

export interface DialogProps {
  /** Id of the element holding the dialog's title. */
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for questions that need an answer (confirm), `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Escape always calls it; a backdrop click only when `closeOnBackdrop` is set. */
  onClose: (reason: DialogCloseReason) => void;
  closeOnBackdrop?: boolean;
  /** Receives focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Where focus goes back to: the opener, or, when the opener sits in a panel that was hidden as the
 * dialog opened (a header menu's item), the button that controls that panel, which is visible.
 */
function returnTargetOf(opener: HTMLElement): HTMLElement | null {
  if (!opener.isConnected) return null;
  const hiddenPanel = opener.closest<HTMLElement>('[hidden]');
  if (!hiddenPanel) return opener;
  const controls = opener.ownerDocument.querySelectorAll<HTMLElement>('[aria-controls]');
  return [...controls].find((control) => control.getAttribute('aria-controls') === hiddenPanel.id) ?? null;
}

/**
 * A modal dialog rendered while mounted: focus moves in, Tab and Shift+Tab stay inside, Escape
 * closes, and focus returns to where it was when the dialog unmounts. Not `<dialog>.showModal()`
 * because jsdom (our unit tests) lacks it and the behaviour must be the same in both.
 */
export function Dialog({
  labelledBy,
  describedBy,
  role = 'dialog',
  onClose,
  closeOnBackdrop = false,
  initialFocusRef,
  className,
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel ? focusables(panel)[0] : undefined) ?? panel;
    target?.focus();
    return () => {
      if (previous) returnTargetOf(previous)?.focus();
    };
    // Focus is taken once per opening, not on every render.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose('escape');
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose('backdrop');
  };

  return (
    // The backdrop is a mouse convenience only; keyboard users close with Escape or the buttons.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="tr-dialog-backdrop" data-testid="dialog-backdrop" onClick={onBackdropClick}>
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- `role` is dialog or alertdialog */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['tr-dialog', className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
