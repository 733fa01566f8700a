import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { GUIDE_PATH, GUIDE_READING_ORDER, guidePath, type GuideSlug } from '../../content/pages';

/** Every section of the guide, the current one marked; beside the text on wide screens. */
export function GuideNavigation({ current }: { current: GuideSlug | null }) {
  const { t } = useTranslation('tour-guide');
  return (
    <nav aria-label={t('sectionsLabel')} className="guide-nav" data-testid="guide-navigation">
      <ul>
        <li>
          <Link to={GUIDE_PATH} aria-current={current === null ? 'page' : undefined}>
            {t('contentsLink')}
          </Link>
        </li>
        {GUIDE_READING_ORDER.map((slug) => (
          <li key={slug}>
            <Link to={guidePath(slug)} aria-current={slug === current ? 'page' : undefined}>
              {t(`pages.${slug}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The previous and next section in reading order, under the text. */
export function GuidePager({ current }: { current: GuideSlug }) {
  const { t } = useTranslation('tour-guide');
  const index = GUIDE_READING_ORDER.indexOf(current);
  const previous = GUIDE_READING_ORDER[index - 1];
  const next = GUIDE_READING_ORDER[index + 1];
  return (
    <nav aria-label={t('pager.label')} className="guide-pager" data-testid="guide-pager">
      {previous ? (
        <Link to={guidePath(previous)} rel="prev" className="guide-pager__previous">
          {t('pager.previous', { title: t(`pages.${previous}.title`) })}
        </Link>
      ) : (
        <Link to={GUIDE_PATH} className="guide-pager__previous">
          {t('backToGuide')}
        </Link>
      )}
      {next ? (
        <Link to={guidePath(next)} rel="next" className="guide-pager__next">
          {t('pager.next', { title: t(`pages.${next}.title`) })}
        </Link>
      ) : null}
    </nav>
  );
}

/** The table of contents of `/przewodnik/` and the guide map: every section with what it covers. */
export function GuideContents() {
  const { t } = useTranslation('tour-guide');
  return (
    <ol className="guide-contents" data-testid="guide-contents">
      {GUIDE_READING_ORDER.map((slug) => (
        <li key={slug}>
          <Link to={guidePath(slug)}>{t(`pages.${slug}.title`)}</Link>
          <p>{t(`pages.${slug}.intro`)}</p>
        </li>
      ))}
    </ol>
  );
}
