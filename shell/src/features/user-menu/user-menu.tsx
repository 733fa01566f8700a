import { useTranslation } from '@travel/i18n';
import { Disclosure } from '@travel/ui';
import { useLocation } from 'react-router-dom';
import { useUiStore } from '../../store/ui-store';
import { staffLinksFor } from './staff-links';

/** Where the API signs in and out; both set or clear the `authcheck` cookie the shell reads. */
export const SIGN_IN_URL = '/api/auth/login/';
export const SIGN_OUT_URL = '/api/auth/logout/';

/**
 * Anonymous: a sign-in link. Signed in (user info from `GET /api/auth/user-info/`, only asked when
 * `authcheck=1`): a disclosure with the staff tools the roles allow and sign-out.
 */
export function UserMenu() {
  const { t } = useTranslation('common');
  const user = useUiStore((s) => s.userInfo);
  const open = useUiStore((s) => s.userMenu);
  const setOpen = useUiStore((s) => s.setUserMenu);
  const { pathname, search } = useLocation();
  const here = encodeURIComponent(`${pathname}${search}`);

  if (!user) {
    return (
      <a className="tr-header__action" href={`${SIGN_IN_URL}?next=${here}`} data-testid="sign-in">
        {t('userMenu.signIn')}
      </a>
    );
  }

  const links = staffLinksFor(user);
  return (
    <Disclosure
      open={open}
      onOpenChange={setOpen}
      label={t('userMenu.greeting', { name: user.name ?? user.email })}
      className="tr-disclosure tr-disclosure--end"
      buttonClassName="tr-header__action"
      buttonTestId="user-menu-button"
    >
        {links.length > 0 ? (
          <nav aria-label={t('userMenu.staffHeading')}>
            <p className="tr-disclosure__title">{t('userMenu.staffHeading')}</p>
            <ul className="tr-plain-list">
              {links.map((link) => (
                <li key={link.id}>
                  <a href={link.href}>{t(`userMenu.staff.${link.id}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <a className="tr-link-button" href={`${SIGN_OUT_URL}?next=${here}`}>
          {t('userMenu.signOut')}
        </a>
    </Disclosure>
  );
}
