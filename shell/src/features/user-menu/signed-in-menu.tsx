import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutationOptions, apiQueryOptions, type ApiClient } from '@travel/api-client';
import { permissionsFor, type UserInfo } from '@travel/contracts/events';
import { useTranslation } from '@travel/i18n';
import { Disclosure } from '@travel/ui';
import { useUiStore } from '../../store/ui-store';
import { staffLinksFor } from './staff-links';

/**
 * The signed-in user's menu: a disclosure greeting the user, with the staff tools the roles allow
 * (the API checks the role again on every staff call) and sign-out. A chunk of its own: shoppers
 * are never signed in here (they reach their bookings by an e-mailed link), so the first load of
 * nearly every visit goes without it (docs/adr/0192-first-load-budget.md).
 */
export function SignedInMenu({ user, client, onSignedOut }: { user: UserInfo; client: ApiClient; onSignedOut: () => void }) {
  const { t } = useTranslation('common');
  const open = useUiStore((s) => s.userMenu);
  const setOpen = useUiStore((s) => s.setUserMenu);
  // Only roles that may see the CMS link ask where it leads; it is absent until the answer names it.
  const configured = useQuery({ ...apiQueryOptions(client, 'staffLinks', {}), enabled: permissionsFor(user).cmsLinks });
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
      <SignOutButton client={client} onSignedOut={onSignedOut} />
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
