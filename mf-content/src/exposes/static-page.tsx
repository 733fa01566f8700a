import { useLocation } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ContentNotFound } from '../components/page-states';
import { useContentStylesheet } from '../components/use-content-stylesheet';
import { isStaticSlug } from '../content/pages';
import { DocumentBody } from '../features/content-document';
import { EnquiryForm } from '../features/forms';
import { lastSegment } from '../features/page-slug/last-segment';

/** Static pages that end with a form: franchise and mice enquiries, the DSA notice under the terms. */
const PAGE_FORMS = { franczyza: 'franchise', mice: 'mice', regulamin: 'dsa' } as const;

/** The 15 static pages (`/o-nas/`, `/regulamin/`, ...): title and lead from `static-pages.json`, body from `src/content/static/`. */
export function StaticPage() {
  const { t } = useTranslation('static-pages');
  useContentStylesheet();
  const slug = lastSegment(useLocation().pathname);
  if (!isStaticSlug(slug)) return <ContentNotFound />;
  return (
    <RemoteFrame remote="content" title={t(`pages.${slug}.title`)}>
      <Breadcrumbs items={[{ title: t(`pages.${slug}.title`) }]} />
      <div className="static-article">
        <p className="content-lead">{t(`pages.${slug}.intro`)}</p>
        <DocumentBody document={{ kind: 'static', slug }} />
        {slug in PAGE_FORMS ? <EnquiryForm kind={PAGE_FORMS[slug as keyof typeof PAGE_FORMS]} /> : null}
      </div>
    </RemoteFrame>
  );
}
