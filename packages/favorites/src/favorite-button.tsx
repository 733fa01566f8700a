import { ANALYTICS_CURRENCY } from '@travel/contracts/analytics-items';
import { FAVORITES_LIMIT } from '@travel/api-client';
import { emitAnalytics, eventBus } from '@travel/event-bus';
import { useTranslation } from '@travel/i18n';
import { preloadFavoriteToggle, useFavorites, useFavoritesActions } from './use-favorites';

/**
 * The heart toggle of one offer. The favourites API keys a favourite by the offer's hash alone;
 * `hotelName` only makes the accessible name unique on a list of cards.
 */
export interface FavoriteButtonProps {
  offerHash: string;
  hotelName: string;
  /** The per-adult price shown next to the heart, for the analytics event. */
  price?: number | undefined;
  className?: string;
}

// Inline, so the heart looks the same on every page that renders it without a stylesheet of its own.
const BUTTON_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: '50%',
  background: 'var(--tr-surface)',
  color: 'var(--tr-error)',
  cursor: 'pointer',
} as const;

/** Adds or removes the offer at once (optimistic); a failed call restores it and shows a toast. */
export function FavoriteButton({ offerHash, hotelName, price, className }: FavoriteButtonProps) {
  const { t } = useTranslation('favorites');
  const pressed = useFavorites().hashes.has(offerHash);
  const { toggle: toggleOffer } = useFavoritesActions();
  const action = pressed ? t('button.remove') : t('button.add');

  const toggle = async (): Promise<void> => {
    const adding = !pressed;
    const result = await toggleOffer(offerHash, price);
    if (result === 'confirmed') {
      emitAnalytics({
        event: adding ? 'add_to_wishlist' : 'remove_from_wishlist',
        ecommerce: {
          currency: ANALYTICS_CURRENCY,
          value: price ?? 0,
          items: [{ item_id: offerHash, item_name: hotelName, ...(price === undefined ? {} : { price }) }],
        },
      });
    } else {
      const failed = adding ? t('errors.add', { hotel: hotelName }) : t('errors.remove', { hotel: hotelName });
      const message = result === 'limit' ? t('errors.limit', { hotel: hotelName, count: FAVORITES_LIMIT }) : failed;
      eventBus.emit('toast:show', {
        id: `favorites-${offerHash}-${Date.now()}`,
        message,
        type: 'error',
        module: 'favorites',
      });
    }
  };

  return (
    <button
      type="button"
      className={['search-favorite', pressed ? 'search-favorite--on' : null, className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={t('button.label', { action, hotel: hotelName })}
      title={action}
      data-testid="favorite-button"
      style={{ ...BUTTON_STYLE, border: `1px solid ${pressed ? 'var(--tr-error)' : 'var(--tr-border-strong)'}` }}
      onPointerEnter={preloadFavoriteToggle}
      onFocus={preloadFavoriteToggle}
      onClick={() => void toggle()}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
