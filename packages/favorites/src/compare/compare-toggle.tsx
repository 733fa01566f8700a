import { eventBus } from '@travel/event-bus';
import { useTranslation } from '@travel/i18n';
import { useBrowserList } from '../browser-list/browser-list';
import { COMPARE_LIMIT, compareSelection, toggleCompared, type ComparedOffer } from './compare-selection';

export interface CompareToggleProps {
  offer: ComparedOffer;
  className?: string;
}

// Inline, like the heart: the same look on every page without a stylesheet of its own; the text
// never changes, so the card keeps its size when the offer is chosen.
const STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--tr-space-1)',
  minHeight: 44,
  padding: '0 var(--tr-space-3)',
  borderRadius: 'var(--tr-radius)',
  background: 'var(--tr-surface)',
  color: 'var(--tr-theme)',
  font: 'inherit',
  cursor: 'pointer',
} as const;

/** "Porównaj" on an offer: chooses it for the comparison (at most three), or takes it back. */
export function CompareToggle({ offer, className }: CompareToggleProps) {
  const { t } = useTranslation('favorites');
  const chosen = useBrowserList(compareSelection).some((item) => item.hash === offer.hash);
  const onClick = (): void => {
    if (toggleCompared(offer) !== 'full') return;
    eventBus.emit('toast:show', {
      id: `compare-full-${offer.hash}`,
      message: t('compare.full', { count: COMPARE_LIMIT, hotel: offer.hotelName }),
      type: 'info',
      module: 'favorites',
    });
  };
  return (
    <button
      type="button"
      className={['tr-compare-toggle', className].filter(Boolean).join(' ')}
      aria-pressed={chosen}
      aria-label={t(chosen ? 'compare.remove' : 'compare.add', { hotel: offer.hotelName })}
      data-testid="compare-toggle"
      style={{ ...STYLE, border: `${chosen ? 2 : 1}px solid var(--tr-border-strong)`, margin: chosen ? 0 : 1 }}
      onClick={onClick}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
        <rect x="1.5" y="1.5" width="13" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        {chosen ? <path d="M4 8.5l2.5 2.5L12 5.5" fill="none" stroke="currentColor" strokeWidth="2" /> : null}
      </svg>
      {t('compare.toggle')}
    </button>
  );
}
