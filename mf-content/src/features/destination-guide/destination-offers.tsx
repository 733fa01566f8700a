import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, useTranslation } from '@travel/i18n';
import { ErrorMessage, PriceTag, Skeleton } from '@travel/ui';
import { useLocationOffers } from './api/use-destination-guide';

/** The best offers in the place, each to its offer page, and the listing of all of them. */
export function DestinationOffers({ location, placeLocative }: { location: string; placeLocative: string }) {
  const { t } = useTranslation('tour-guide');
  // The page's own text instance: the site server renders with a clone per request, where the
  // package's shared instance (formatNights' default) has no texts and drew an empty count.
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const query = useLocationOffers(location);
  const listing = `/wycieczki/${location}/`;
  return (
    <section className="content-section" aria-labelledby={headingId} data-testid="destination-offers">
      <h2 id={headingId}>{t('destination.offersHeading', { place: placeLocative })}</h2>
      {query.isError ? (
        <ErrorMessage title={t('destination.offersError')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data === undefined ? (
        <Skeleton lines={4} height="1.25em" />
      ) : query.data.offers.length === 0 ? (
        <p>{t('destination.noOffers')}</p>
      ) : (
        <ul className="content-cards">
          {query.data.offers.map((offer) => (
            <li key={offer.hash}>
              <h3>
                <Link to={`/oferta/${offer.hash}/`}>{offer.hotelName}</Link>
              </h3>
              <p className="content-muted">
                {offer.destination.name} · {formatDate(offer.departureDate, 'd MMM')}–{formatDate(offer.returnDate, 'd MMM yyyy')} ·{' '}
                {tc('plural.nights', { count: offer.nights })}
              </p>
              <PriceTag offer={offer} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={listing} data-testid="destination-all-offers">
          {t('destination.allOffers', { place: placeLocative })}
        </Link>
      </p>
    </section>
  );
}
