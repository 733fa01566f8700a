import { useEffect, useId, useRef, type FocusEvent, type ReactNode } from 'react';

export interface DisclosureProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The toggle button's content. */
  label: ReactNode;
  className?: string;
  buttonClassName?: string;
  buttonTestId?: string;
  children: ReactNode;
}

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure). The open panel closes on Escape,
 * wherever focus is, and when focus moves to something outside it: left open, it covers the page
 * (at 320 px the Menu button). Escape returns focus to the toggle unless it had gone elsewhere.
 */
export function Disclosure({ open, onOpenChange, label, className, buttonClassName, buttonTestId, children }: DisclosureProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const doc = root.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = doc.activeElement;
      const focusWasHere = focused === null || focused === doc.body || root.contains(focused);
      onOpenChange(false);
      // Before the panel is hidden, or focus would fall to <body> with it.
      if (focusWasHere) buttonRef.current?.focus();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [open, onOpenChange]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onOpenChange(false);
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- focus leaving closes the open panel
    <div ref={rootRef} className={className} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        data-testid={buttonTestId}
      >
        {label}
      </button>
      <div id={panelId} className="tr-disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
