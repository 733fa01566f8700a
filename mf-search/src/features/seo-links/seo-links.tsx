import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { useSeoDestinations, useSeoMenu } from './api/use-seo-links';

export interface SeoLinksProps {
  category: string;
  /** Destination path below the category, e.g. 'grecja/kreta'; null for the category page. */
  location: string | null;
}

interface LinkItem {
  url: string;
  title: string;
}

function LinkList({ heading, className, items }: { heading: string; className: string; items: readonly LinkItem[] }) {
  const headingId = useId();
  const { pathname } = useLocation();
  return (
    <nav className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.url}>
            <Link to={item.url} aria-current={item.url === pathname ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Links into the listing of the destinations with offers below this page (countries on a category page). */
export function SeoDestinationLinks({ category, location }: SeoLinksProps) {
  const { t } = useTranslation('listing');
  const destinations = useSeoDestinations(category, location).data?.destinations ?? [];
  if (destinations.length === 0) return null;
  return (
    <LinkList
      heading={t('seoLinks.destinations')}
      className="listing-seo-links listing-seo-links--destinations"
      items={destinations.map((destination) => ({ url: destination.url, title: destination.location.name }))}
    />
  );
}

/**
 * The page's menu links (the other categories on a category page, the places below a
 * destination). A link the destination block above already shows is not repeated.
 */
export function SeoMenuLinks({ category, location }: SeoLinksProps) {
  const { t } = useTranslation('listing');
  const menu = useSeoMenu(category, location).data?.items ?? [];
  const shown = new Set((useSeoDestinations(category, location).data?.destinations ?? []).map((destination) => destination.url));
  const items = menu.filter((item) => item.title.trim() !== '' && !shown.has(item.url));
  if (items.length === 0) return null;
  return <LinkList heading={t('seoLinks.menu')} className="listing-seo-links listing-seo-links--menu" items={items} />;
}
