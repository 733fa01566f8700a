import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions, createApiClient } from '@travel/api-client';
import { permissionsFor } from '@travel/contracts/events';
import { STAFF_ROUTES } from '@travel/contracts/routes';
import { useTranslation } from '@travel/i18n';
import { LoadingText, RemoteFrame } from '@travel/ui';
import { RemoteVersions, StaffToolsIndex } from '../features/staff-tools';

const client = createApiClient();

/** `/debug/` (container `search_debug`): the staff tools the roles allow and the configured outside systems. */
export function StaffToolsPage() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation('common');
  const user = useQuery(apiQueryOptions(client, 'authUserInfo', {}));
  const can = permissionsFor(user.data?.authenticated ? user.data : null);
  const tools = STAFF_ROUTES.filter((route) => route.permission !== 'debug' && can[route.permission]).map((route) => ({
    href: route.path,
    label: common(
      `userMenu.staff.${route.permission as 'seoDebug' | 'offerLayersDebug' | 'hitOffersManagement' | 'reviewModeration' | 'paymentAttention' | 'offersForClients'}`,
    ),
  }));
  return (
    <RemoteFrame remote="search" title={t('links.heading')}>
      <RemoteVersions />
      {/* The tools follow the roles: listed once they are known, not grown into place. */}
      {user.isPending ? <LoadingText>{common('loading')}</LoadingText> : <StaffToolsIndex tools={tools} />}
    </RemoteFrame>
  );
}
