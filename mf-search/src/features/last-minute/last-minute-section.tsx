import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, Skeleton } from '@travel/ui';
import { useLastMinute } from './api/use-last-minute';

export interface LastMinuteSectionProps {
  renderOffer: (offer: OfferListItem) => ReactNode;
  now?: Date;
  limit?: number;
}

/** Home page: the cheapest departures of the next month, linking to the last-minute listing. */
export function LastMinuteSection({ renderOffer, now, limit = 8 }: LastMinuteSectionProps) {
  const { t } = useTranslation('home');
  const headingId = useId();
  const [mountedAt] = useState(() => new Date());
  const query = useLastMinute(now ?? mountedAt, limit);
  return (
    <section className="home-section" aria-labelledby={headingId} aria-busy={query.isPending} data-testid="last-minute-section">
      <div className="home-section__head">
        <h2 id={headingId}>{t('lastMinute.heading')}</h2>
        <Link to="/last-minute/" className="home-section__more">
          {t('lastMinute.more')}
        </Link>
      </div>
      <p className="home-section__lead">{t('lastMinute.lead')}</p>
      {query.isError ? (
        <ErrorMessage title={t('lastMinute.error')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data === undefined ? (
        <ul className="home-grid" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="home-grid__skeleton">
              <Skeleton lines={4} height="1.25em" />
            </li>
          ))}
        </ul>
      ) : query.data.offers.length === 0 ? (
        <p>{t('lastMinute.empty')}</p>
      ) : (
        <ul className="home-grid">
          {query.data.offers.map((offer) => (
            <li key={offer.hash}>{renderOffer(offer)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
