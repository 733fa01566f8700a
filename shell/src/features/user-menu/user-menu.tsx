import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutationOptions, apiQueryOptions, type ApiClient } from '@travel/api-client';
import { permissionsFor } from '@travel/contracts/events';
import { MY_BOOKINGS_PATH } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { Disclosure } from '@travel/ui';
import { Link, useLocation } from 'react-router-dom';
import { shellApiClient } from '../api-errors/shell-api-client';
import { useUiStore } from '../../store/ui-store';
import { staffLinksFor } from './staff-links';

export interface UserMenuProps {
  client?: ApiClient;
  /** After sign-out: a full load of the page, so no staff remote stays registered. */
  navigate?: (url: string) => void;
}

/**
 * Anonymous: a link to Moje rezerwacje (shoppers sign in by an e-mailed link). Signed in (user info from
 * `GET /api/auth/user-info/`, only asked when `authcheck=1`): a disclosure greeting the user, with
 * the staff tools the roles allow (the API checks the role again on every staff call) and sign-out.
 */
export function UserMenu({ client = shellApiClient, navigate = (url) => window.location.assign(url) }: UserMenuProps) {
  const { t } = useTranslation('common');
  const user = useUiStore((s) => s.userInfo);
  const open = useUiStore((s) => s.userMenu);
  const setOpen = useUiStore((s) => s.setUserMenu);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // Only roles that may see the CMS link ask where it leads; it is absent until the answer names it.
  const configured = useQuery({ ...apiQueryOptions(client, 'staffLinks', {}), enabled: permissionsFor(user).cmsLinks });

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

  const links = staffLinksFor(user, configured.data);
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
      <SignOutButton client={client} onSignedOut={() => navigate(here)} />
    </Disclosure>
  );
}

/** `POST /api/auth/logout/`; a failure is said in place and the menu stays. */
function SignOutButton({ client, onSignedOut }: { client: ApiClient; onSignedOut: () => void }) {
  const { t } = useTranslation('common');
  const signOut = useMutation({ ...apiMutationOptions(client, 'authSignOut'), onSuccess: onSignedOut });
  return (
    <>
      <button
        type="button"
        className="tr-link-button"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate({})}
        data-testid="sign-out"
      >
        {t('userMenu.signOut')}
      </button>
      {signOut.isError ? <p role="alert">{t('userMenu.signOutFailed')}</p> : null}
    </>
  );
}
