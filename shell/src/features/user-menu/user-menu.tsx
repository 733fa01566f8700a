import type { ApiClient } from '@travel/api-client';
import { AUTHCHECK_COOKIE } from '@travel/contracts/events';
import { MY_BOOKINGS_PATH } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { shellApiClient } from '../api-errors/shell-api-client';
import { readCookie } from '../cookies/cookies';
import { useUiStore } from '../../store/ui-store';

const loadSignedInMenu = () => import('./signed-in-menu');
const SignedInMenu = lazy(() => loadSignedInMenu().then((module) => ({ default: module.SignedInMenu })));

export interface UserMenuProps {
  client?: ApiClient;
  /** After sign-out: a full load of the page, so no staff remote stays registered. */
  navigate?: (url: string) => void;
}

/**
 * Anonymous: a link to Moje rezerwacje (shoppers sign in by an e-mailed link). Signed in (user info from
 * `GET /api/auth/user-info/`, only asked when `authcheck=1`): `SignedInMenu`, loaded as the user
 * info is asked for, so it is there when the answer comes.
 */
export function UserMenu({ client = shellApiClient, navigate = (url) => window.location.assign(url) }: UserMenuProps) {
  const { t } = useTranslation('common');
  const user = useUiStore((s) => s.userInfo);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  useEffect(() => {
    if (readCookie(AUTHCHECK_COOKIE) === '1') void loadSignedInMenu();
  }, []);

  if (!user) {
    // Shoppers sign in to their bookings by an e-mailed link (docs/adr/0240-customer-access.md);
    // staff find their own sign-in page from there. On that page the link would lead to itself.
    if (pathname.startsWith(MY_BOOKINGS_PATH)) return null;
    return (
      <Link className="tr-header__action" to={MY_BOOKINGS_PATH} data-testid="sign-in">
        {t('userMenu.signIn')}
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInMenu user={user} client={client} onSignedOut={() => navigate(here)} />
    </Suspense>
  );
}
