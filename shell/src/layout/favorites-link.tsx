import { useTranslation } from '@travel/i18n';
import { Link } from 'react-router-dom';
import { useUiStore } from '../store/ui-store';

/** The header's favourites link with the count fetched on start and kept fresh by the bus. */
export function FavoritesLink() {
  const { t } = useTranslation('common');
  const count = useUiStore((s) => s.favoritesCount);
  const pending = useUiStore((s) => s.favoritesIsPending);
  const showCount = !pending && count > 0;
  return (
    <Link
      to="/ulubione/"
      className="tr-header__action tr-favorites-link"
      aria-label={showCount ? t('header.favoritesCount', { count }) : t('header.favorites')}
      data-testid="favorites-link"
    >
      <span aria-hidden="true" className="tr-favorites-link__icon">
        ♥
      </span>
      <span>{t('header.favorites')}</span>
      {showCount ? (
        <span aria-hidden="true" className="tr-badge" data-testid="favorites-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
