import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { useSearchParams } from 'react-router-dom';
import { SeoDebug, SeoRulesEditor } from '../features/staff-tools';

/** `/debug/seo/[?sciezka=/wakacje/grecja/]` (container `search_debug`, staff only). */
export function SeoDebugPage() {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  return (
    <RemoteFrame remote="search" title={t('seo.heading')}>
      <SeoDebug initialPath={params.get('sciezka')} />
      <SeoRulesEditor />
    </RemoteFrame>
  );
}
