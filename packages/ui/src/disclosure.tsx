import { useId, type KeyboardEvent, type ReactNode } from 'react';

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

/** A button that shows and hides a panel (WAI-ARIA disclosure); Escape closes the open panel. */
export function Disclosure({ open, onOpenChange, label, className, buttonClassName, buttonTestId, children }: DisclosureProps) {
  const panelId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
    }
  };
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the open panel
    <div className={className} onKeyDown={onKeyDown}>
      <button
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
