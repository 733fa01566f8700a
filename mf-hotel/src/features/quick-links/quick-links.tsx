import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { useDestinationsDiscover, useQuickLinks } from './api/use-quick-links';

export interface QuickLinksProps {
  /** Slug of the hotel's country; null when the hotel has none. */
  country: string | null;
}

/** Links to the country's listings and resorts worth discovering (hotels listing per resort). */
export function QuickLinks({ country }: QuickLinksProps) {
  const { t } = useTranslation('hotel');
  const links = useQuickLinks(country);
  const discover = useDestinationsDiscover();
  const quick = links.data?.links ?? [];
  const places = discover.data?.items ?? [];
  if (quick.length === 0 && places.length === 0) return null;
  return (
    <section className="hotel-links" aria-labelledby="hotel-links-heading">
      <h2 id="hotel-links-heading">{t('quickLinks.heading')}</h2>
      {quick.length === 0 ? null : (
        <ul className="hotel-links__quick">
          {quick.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.title}</Link>
            </li>
          ))}
        </ul>
      )}
      {places.length === 0 ? null : (
        <>
          <h3>{t('quickLinks.discover')}</h3>
          <ul className="hotel-links__discover">
            {places.map((item) => (
              <li key={item.location.id}>
                <Link to={`/hotele/${item.location.path}/`}>
                  {t('quickLinks.hotelsIn', { name: item.location.name, count: t('quickLinks.hotels', { count: item.hotelsCount }) })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
