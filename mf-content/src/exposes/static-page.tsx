import { useLocation } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { ContentLayout } from '../layout/content-layout';
import { lastSegment } from '../features/page-slug/last-segment';

/** The 15 static pages (`/o-nas/`, `/regulamin/`, ...); texts keyed by URL slug in `static-pages.json`. */
export function StaticPage() {
  const { t } = useTranslation('static-pages');
  const slug = lastSegment(useLocation().pathname);
  return (
    <ContentLayout title={t(`pages.${slug}.title`, { defaultValue: t('notFound.heading') })}>
      <p>{t(`pages.${slug}.intro`, { defaultValue: t('notFound.text') })}</p>
    </ContentLayout>
  );
}
