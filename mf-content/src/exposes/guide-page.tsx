import { useLocation } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { Breadcrumbs } from '../components/breadcrumbs';
import { JsonLd } from '../components/json-ld';
import { ContentNotFound } from '../components/page-states';
import { useContentStylesheet } from '../components/use-content-stylesheet';
import { GUIDE_PATH, isGuideSlug, type GuideSlug } from '../content/pages';
import { DocumentBody, GuideMap } from '../features/content-document';
import { GuideContents, GuideNavigation, GuidePager } from '../features/guide-navigation';
import { lastSegment } from '../features/page-slug/last-segment';

/** `/przewodnik/` (table of contents) and its 12 sub-pages `/przewodnik/{slug}/`. */
export function GuidePage() {
  const { t } = useTranslation('tour-guide');
  useContentStylesheet();
  const { pathname } = useLocation();
  const slug = lastSegment(pathname);
  if (pathname.replace(/\/?$/, '/') === GUIDE_PATH) {
    return (
      <RemoteFrame remote="content" title={t('heading')}>
        <Breadcrumbs items={[{ title: t('breadcrumb') }]} />
        <div className="guide-layout">
          <GuideNavigation current={null} />
          <div className="guide-article">
            <p className="content-lead">{t('intro')}</p>
            <h2>{t('contentsLabel')}</h2>
            <GuideContents />
          </div>
        </div>
      </RemoteFrame>
    );
  }
  if (!isGuideSlug(slug)) return <ContentNotFound backTo={GUIDE_PATH} backLabel={t('backToGuide')} />;
  return <GuideArticle slug={slug} />;
}

function GuideArticle({ slug }: { slug: GuideSlug }) {
  const { t } = useTranslation('tour-guide');
  return (
    <RemoteFrame remote="content" title={t(`pages.${slug}.title`)}>
      <Breadcrumbs items={[{ to: GUIDE_PATH, title: t('breadcrumb') }, { title: t(`pages.${slug}.title`) }]} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: t(`pages.${slug}.title`),
          description: t(`pages.${slug}.intro`),
          inLanguage: 'pl',
          url: `${GUIDE_PATH}${slug}/`,
          mainEntityOfPage: `${GUIDE_PATH}${slug}/`,
          publisher: { '@type': 'Organization', name: 'Podróżownia', url: '/' },
        }}
      />
      <div className="guide-layout">
        <GuideNavigation current={slug} />
        <div className="guide-article">
          <p className="content-lead">{t(`pages.${slug}.intro`)}</p>
          <DocumentBody document={{ kind: 'guide', slug }} />
          {slug === 'mapa-przewodnika' ? <GuideMap /> : null}
          <GuidePager current={slug} />
        </div>
      </div>
    </RemoteFrame>
  );
}
