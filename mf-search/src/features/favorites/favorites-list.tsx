import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, Skeleton } from '@travel/ui';
import { useFavorites, useFavoritesActions } from '@travel/favorites';

export interface FavoritesListProps {
  /** One saved offer; the page composes the card and its heart (which removes it). */
  renderOffer: (offer: OfferListItem) => ReactNode;
  /** Beside the count once the list is there (the way to compare them). */
  actions?: ReactNode;
}

/** The favourites page body: saved offers, the expired ones, or a way to start searching. */
export function FavoritesList({ renderOffer, actions }: FavoritesListProps) {
  const { t } = useTranslation('favorites');
  const state = useFavorites();
  const favorites = useFavoritesActions();
  const available = new Set(state.offers.map((offer) => offer.hash));
  const expired = [...state.hashes].filter((hash) => !available.has(hash));
  const count = useRef<HTMLOutputElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state.hashes.size);
  useEffect(() => {
    const removed = state.hashes.size < shown.current;
    shown.current = state.hashes.size;
    // A removed card took its focused button with it, and focus fell back to the page's body: it
    // goes to the count that says what is left (or to the empty list's heading).
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (removed && lost) (emptyHeading.current ?? count.current)?.focus();
  }, [state.hashes.size]);

  if (state.status === 'error') {
    return <ErrorMessage title={t('loadError')} onRetry={() => void favorites.reload()} retryLabel={t('retry')} />;
  }
  if (state.status !== 'ready') {
    return (
      <div aria-busy="true">
        <p className="favorites__loading">{t('loading')}</p>
        <ul className="home-grid" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="home-grid__skeleton">
              <Skeleton lines={4} height="1.25em" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (state.hashes.size === 0) {
    return (
      <div className="favorites__empty" data-testid="favorites-empty">
        <h2 ref={emptyHeading} tabIndex={-1}>
          {t('empty.heading')}
        </h2>
        <p>{t('empty.text')}</p>
        <Link to="/">{t('empty.link')}</Link>
      </div>
    );
  }
  return (
    <>
      {/* The list's heading, between the page's <h1> and the cards' <h3> (no level skipped, WCAG 1.3.1). */}
      <h2 className="favorites__count">
        <output ref={count} tabIndex={-1} aria-live="polite">
          {t('count', { count: state.hashes.size })}
        </output>
      </h2>
      {actions}
      {state.offers.length > 0 ? (
        <ul className="home-grid" aria-label={t('listLabel')} data-testid="favorites-list">
          {state.offers.map((offer) => (
            <li key={offer.hash}>{renderOffer(offer)}</li>
          ))}
        </ul>
      ) : null}
      {expired.length > 0 ? (
        <div className="favorites__expired">
          <p>{t('expired', { count: expired.length })}</p>
          <ul>
            {expired.map((hash) => (
              <li key={hash}>
                <button type="button" className="home-search__link-button" onClick={() => void favorites.toggle(hash)}>
                  {t('removeExpired', { hash })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
