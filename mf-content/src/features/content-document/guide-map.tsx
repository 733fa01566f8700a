import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { GUIDE_READING_ORDER, guidePath } from '../../content/pages';
import { contentDocumentQueryOptions } from './api/use-content-document';

/** The map of the guide: every section with a link to each of its parts (`/przewodnik/dokumenty/#wizy`). */
export function GuideMap() {
  const { t } = useTranslation('tour-guide');
  const documents = useQueries({ queries: GUIDE_READING_ORDER.map((slug) => contentDocumentQueryOptions({ kind: 'guide', slug })) });
  return (
    <ol className="guide-contents" data-testid="guide-map">
      {GUIDE_READING_ORDER.map((slug, index) => {
        const sections = documents[index]?.data?.sections ?? [];
        return (
          <li key={slug}>
            <Link to={guidePath(slug)}>{t(`pages.${slug}.title`)}</Link>
            <p>{t(`pages.${slug}.intro`)}</p>
            {slug !== 'mapa-przewodnika' && sections.length > 0 ? (
              <ul>
                {sections.map((section) => (
                  <li key={section.id}>
                    <Link to={`${guidePath(slug)}#${section.id}`}>{section.heading}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
