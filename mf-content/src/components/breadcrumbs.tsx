import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';

export interface Crumb {
  /** Absent on the current page, the last crumb. */
  readonly to?: string;
  readonly title: string;
}

/**
 * The trail from the home page to this one (the home crumb is added here): a labelled `<nav>`
 * with an ordered list, the current page last and not a link.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('static-pages');
  const trail: readonly Crumb[] = [{ to: '/', title: t('breadcrumb.home') }, ...items];
  return (
    <nav aria-label={t('breadcrumb.label')} className="content-breadcrumb" data-testid="breadcrumb">
      <ol>
        {trail.map((item, index) =>
          item.to === undefined || index === trail.length - 1 ? (
            <li key={item.title} aria-current="page">
              {item.title}
            </li>
          ) : (
            <li key={item.to}>
              <Link to={item.to}>{item.title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
