import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { ErrorMessage, Skeleton } from '@travel/ui';

export interface OfferTeaserTexts {
  heading: string;
  lead: string;
  more: string;
  error: string;
  retry: string;
  empty: string;
}

export interface OfferTeaserSectionProps {
  testId: string;
  texts: OfferTeaserTexts;
  /** The listing that shows all of them. */
  moreHref: string;
  query: { isPending: boolean; isError: boolean; data: { offers: readonly OfferListItem[] } | undefined; refetch: () => unknown };
  renderOffer: (offer: OfferListItem) => ReactNode;
}

/** A home-page section of offer cards: skeletons while loading, a Polish error with retry, an empty state. */
export function OfferTeaserSection({ testId, texts, moreHref, query, renderOffer }: OfferTeaserSectionProps) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId} aria-busy={query.isPending} data-testid={testId}>
      <div className="home-section__head">
        <h2 id={headingId}>{texts.heading}</h2>
        <Link to={moreHref} className="home-section__more">
          {texts.more}
        </Link>
      </div>
      <p className="home-section__lead">{texts.lead}</p>
      {query.isError ? (
        <ErrorMessage title={texts.error} onRetry={() => void query.refetch()} retryLabel={texts.retry} />
      ) : query.data === undefined ? (
        <ul className="home-grid" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="home-grid__skeleton">
              <Skeleton lines={4} height="1.25em" />
            </li>
          ))}
        </ul>
      ) : query.data.offers.length === 0 ? (
        <p>{texts.empty}</p>
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
