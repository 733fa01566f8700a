import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { guideLocationDetailsResponse } from '@travel/contracts/api/content';
import { formatPrice, useTranslation } from '@travel/i18n';

type LocationDetails = z.infer<typeof guideLocationDetailsResponse>;

/** Listing categories linked from a destination: `/{category}/{path}/`. */
const LISTING_CATEGORIES = ['wycieczki', 'last-minute', 'all-inclusive', 'first-minute'] as const;

export const destinationGuidePath = (path: string): string => `/kierunki/${path}/`;

/** What the place is, its numbers, where to look for offers there and the places inside it. */
export function DestinationOverview({ details }: { details: LocationDetails }) {
  const { t } = useTranslation('tour-guide');
  const childrenId = useId();
  const listingsId = useId();
  const { location } = details;
  return (
    <>
      <p className="content-lead">{details.description}</p>
      <dl className="content-facts" data-testid="destination-facts">
        <div>
          <dt>{t('destination.offersCount')}</dt>
          <dd>{details.offersCount}</dd>
        </div>
        <div>
          <dt>{t('destination.hotelsCount')}</dt>
          <dd>{details.hotelsCount}</dd>
        </div>
        {details.priceFrom !== null ? (
          <div>
            <dt>{t('destination.priceFrom')}</dt>
            <dd>{formatPrice(details.priceFrom)}</dd>
          </div>
        ) : null}
      </dl>
      <section className="content-section" aria-labelledby={listingsId}>
        <h2 id={listingsId}>{t('destination.listingsHeading', { place: location.locative })}</h2>
        <ul className="content-inline-list" data-testid="destination-listing-links">
          {LISTING_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={`/${category}/${location.path}/`}>{t(`destination.listing.${category}`, { place: location.locative })}</Link>
            </li>
          ))}
        </ul>
      </section>
      {details.children.length > 0 ? (
        <section className="content-section" aria-labelledby={childrenId}>
          <h2 id={childrenId}>{t('destination.childrenHeading', { place: location.genitive })}</h2>
          <ul className="content-inline-list" data-testid="destination-children">
            {details.children.map((child) => (
              <li key={child.id}>
                <Link to={destinationGuidePath(child.path)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
