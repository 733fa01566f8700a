import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { ContentLayout } from '../layout/content-layout';
import { lastSegment } from '../features/page-slug/last-segment';

/** Sub-pages of the guide in reading order; their URL slugs are keys of `tour-guide.json` `pages`. */
const GUIDE_SLUGS = [
  'wprowadzenie',
  'wyszukiwanie-ofert',
  'rezerwacje',
  'etapy-rezerwacji',
  'platnosci',
  'dokumenty',
  'podroz-samolotem',
  'podroz-autokarem',
  'pobyt',
  'inne-informacje',
  'slowniczek',
  'mapa-przewodnika',
] as const;

const isGuideSlug = (slug: string): slug is (typeof GUIDE_SLUGS)[number] => (GUIDE_SLUGS as readonly string[]).includes(slug);

/** `/przewodnik/` (table of contents) and its 12 sub-pages `/przewodnik/{slug}/`. */
export function GuidePage() {
  const { t } = useTranslation('tour-guide');
  const slug = lastSegment(useLocation().pathname);
  if (isGuideSlug(slug)) {
    return (
      <ContentLayout title={t(`pages.${slug}.title`)}>
        <p>{t(`pages.${slug}.intro`)}</p>
        <Link to="/przewodnik/">{t('backToGuide')}</Link>
      </ContentLayout>
    );
  }
  return (
    <ContentLayout title={t('heading')}>
      <p>{t('intro')}</p>
      <nav aria-label={t('contentsLabel')}>
        <ul>
          {GUIDE_SLUGS.map((page) => (
            <li key={page}>
              <Link to={`/przewodnik/${page}/`}>{t(`pages.${page}.title`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </ContentLayout>
  );
}
