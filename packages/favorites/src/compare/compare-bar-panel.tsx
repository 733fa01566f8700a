import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { useBrowserList } from '../browser-list/browser-list';
import { compareHref, type CompareParty } from './compare-address';
import { clearCompared, COMPARE_LIMIT, compareSelection, removeCompared, type ComparedOffer } from './compare-selection';

export interface CompareBarPanelProps {
  /** The party the page prices for, so the comparison prices the same people. */
  party?: CompareParty | undefined;
}

// Fixed to the bottom of the window: it appears over the page, never moving what is laid out.
const BAR_STYLE = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--tr-space-2) var(--tr-space-4)',
  padding: 'var(--tr-space-2) var(--tr-space-4)',
  background: 'var(--tr-surface)',
  color: 'var(--tr-text)',
  borderTop: '2px solid var(--tr-theme)',
  boxShadow: '0 -2px 8px rgb(0 0 0 / 15%)',
} as const;
const LIST_STYLE = { display: 'flex', flexWrap: 'wrap', gap: 'var(--tr-space-2)', margin: 0, padding: 0, listStyle: 'none' } as const;
const BUTTON_STYLE = {
  minHeight: 44,
  minWidth: 44,
  padding: '0 var(--tr-space-2)',
  border: '1px solid var(--tr-border-strong)',
  borderRadius: 'var(--tr-radius)',
  background: 'var(--tr-surface)',
  color: 'var(--tr-text)',
  font: 'inherit',
  cursor: 'pointer',
} as const;
const LINK_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 var(--tr-space-4)',
  borderRadius: 'var(--tr-radius)',
  background: 'var(--tr-accent)',
  color: 'var(--tr-on-theme)',
  fontWeight: 700,
} as const;

/**
 * While the fixed bar is shown, the page keeps room for it at its end and the browser keeps a
 * focused element above it (`scroll-padding-bottom`): on a 320 px phone three chosen offers make
 * the bar half the screen high, and without the room the footer's links stayed under it and Tab
 * moved focus out of sight (WCAG 2.4.7; docs/adr/0218-phone-pages.md).
 */
function useRoomForBar(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (element === null) return undefined;
    const root = document.documentElement;
    const reserve = (): void => {
      const height = `${element.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [bar]);
}

/** The offers chosen for the comparison, with the way to it; nothing while none is chosen. */
export function CompareBarPanel({ party }: CompareBarPanelProps) {
  const chosen = useBrowserList(compareSelection);
  if (chosen.length === 0) return null;
  return <Bar chosen={chosen} party={party} />;
}

function Bar({ chosen, party }: CompareBarPanelProps & { chosen: readonly ComparedOffer[] }) {
  const { t } = useTranslation('favorites');
  const bar = useRef<HTMLElement>(null);
  useRoomForBar(bar);
  // The × pressed goes away with its offer: focus moves to the × of the offer that takes its place
  // (the next one, else the one before), not to the page's body (WCAG 2.4.3).
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const target = removeButtons.current.get(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });
  const remove = (hash: string): void => {
    const at = chosen.findIndex((offer) => offer.hash === hash);
    focusNext.current = (chosen[at + 1] ?? chosen[at - 1])?.hash ?? null;
    removeCompared(hash);
  };
  return (
    <aside ref={bar} aria-label={t('compare.bar.label')} data-testid="compare-bar" style={BAR_STYLE}>
      <p style={{ margin: 0 }}>
        <strong>{t('compare.bar.count', { count: chosen.length, limit: COMPARE_LIMIT })}</strong>
      </p>
      <ul style={LIST_STYLE}>
        {chosen.map((offer) => (
          <li key={offer.hash} style={{ display: 'flex', alignItems: 'center', gap: 'var(--tr-space-1)' }}>
            <span>{offer.hotelName}</span>
            <button
              type="button"
              style={BUTTON_STYLE}
              aria-label={t('compare.remove', { hotel: offer.hotelName })}
              ref={(button) => {
                if (button) removeButtons.current.set(offer.hash, button);
                else removeButtons.current.delete(offer.hash);
              }}
              onClick={() => remove(offer.hash)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {chosen.length > 1 ? (
        <Link
          to={compareHref(
            chosen.map((offer) => offer.hash),
            party,
          )}
          style={LINK_STYLE}
          data-testid="compare-link"
        >
          {t('compare.bar.open', { count: chosen.length })}
        </Link>
      ) : (
        <p style={{ margin: 0 }}>{t('compare.bar.chooseMore')}</p>
      )}
      <button type="button" style={BUTTON_STYLE} onClick={clearCompared}>
        {t('compare.bar.clear')}
      </button>
    </aside>
  );
}
