import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { useSearchParams } from 'react-router-dom';
import { OfferLayersDebug } from '../features/staff-tools';

/** `/debug/warstwy-ofert/[?listing=/wakacje/grecja/]` (container `search_debug`, ROLE_ADMIN). */
export function OfferLayersDebugPage() {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  return (
    <RemoteFrame remote="search" title={t('layers.heading')}>
      <OfferLayersDebug initialListing={params.get('listing') ?? '/wakacje/'} />
    </RemoteFrame>
  );
}
