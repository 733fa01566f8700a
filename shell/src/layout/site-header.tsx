import { useTranslation } from '@travel/i18n';
import { Link } from 'react-router-dom';
import { ContactMenu } from '../features/contact-modal/contact-menu';
import { UserMenu } from '../features/user-menu/user-menu';
import { FavoritesLink } from './favorites-link';
import { MainMenu } from './main-menu';

export function SiteHeader() {
  const { t } = useTranslation('common');
  return (
    <header className="tr-header">
      <div className="tr-header__bar">
        <Link to="/" className="tr-logo" aria-label={t('header.homeLink')}>
          <span aria-hidden="true" className="tr-logo__mark">
            P
          </span>
          <span className="tr-logo__name">{t('productName')}</span>
        </Link>
        {/* Right-aligned: the user menu, whose width changes when the signed-in user arrives after
            the first paint, comes first, so nothing else moves then (a layout shift). */}
        <div className="tr-header__actions">
          <UserMenu />
          <ContactMenu />
          <FavoritesLink />
        </div>
      </div>
      <MainMenu />
    </header>
  );
}
