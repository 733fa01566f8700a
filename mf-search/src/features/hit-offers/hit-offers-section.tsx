import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, Skeleton } from '@travel/ui';
import { createDefaultSearchState, toListingUrl, updateSearch } from '@travel/search-model';
import { useHitOffers } from './api/use-hit-offers';

export interface HitOffersSectionProps {
  renderOffer: (offer: OfferListItem) => ReactNode;
  now?: Date;
  limit?: number;
}

/** Home page: hit offers, linking to the listing sorted by hits. */
export function HitOffersSection({ renderOffer, now, limit = 8 }: HitOffersSectionProps) {
  const { t } = useTranslation('hit-offers');
  const headingId = useId();
  const [mountedAt] = useState(() => new Date());
  const clock = now ?? mountedAt;
  const query = useHitOffers(limit);
  const allHits = toListingUrl(updateSearch(createDefaultSearchState(), { sortBy: 'hity' }, { now: clock }), { now: clock });
  return (
    <section className="home-section" aria-labelledby={headingId} aria-busy={query.isPending} data-testid="hit-offers-section">
      <div className="home-section__head">
        <h2 id={headingId}>{t('heading')}</h2>
        <Link to={allHits} className="home-section__more">
          {t('more')}
        </Link>
      </div>
      <p className="home-section__lead">{t('intro')}</p>
      {query.isError ? (
        <ErrorMessage title={t('error')} onRetry={() => void query.refetch()} retryLabel={t('retry')} />
      ) : query.data === undefined ? (
        <ul className="home-grid" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="home-grid__skeleton">
              <Skeleton lines={4} height="1.25em" />
            </li>
          ))}
        </ul>
      ) : query.data.offers.length === 0 ? (
        <p>{t('empty')}</p>
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
