import { Link } from 'react-router-dom';
import type { BreadcrumbItem } from '@travel/contracts/api/breadcrumbs';
import { useTranslation } from '@travel/i18n';

/**
 * The listing's trail, home first and this page last (not a link): the very items the site server
 * writes into the page's `BreadcrumbList` JSON-LD (`breadcrumbItems`), so what a visitor and a
 * search engine are told never differs. Nothing without page meta.
 */
export function ListingBreadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation('listing');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')} className="listing-breadcrumb" data-testid="breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.route} aria-current="page">
              {item.title}
            </li>
          ) : (
            <li key={item.route}>
              <Link to={item.route}>{item.title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
