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
        <div className="tr-header__actions">
          <ContactMenu />
          <FavoritesLink />
          <UserMenu />
        </div>
      </div>
      <MainMenu />
    </header>
  );
}
