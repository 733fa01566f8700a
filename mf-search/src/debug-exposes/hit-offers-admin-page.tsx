import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { HitOfferAdmin } from '../features/staff-tools';

/** `/debug/hity-cenowe/` (container `search_debug`, ROLE_ADMIN). */
export function HitOffersAdminPage() {
  const { t } = useTranslation('staff');
  return (
    <RemoteFrame remote="search" title={t('hits.heading')}>
      <HitOfferAdmin />
    </RemoteFrame>
  );
}
