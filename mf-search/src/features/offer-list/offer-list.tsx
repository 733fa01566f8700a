import type { MouseEvent, ReactNode, Ref } from 'react';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { useTranslation } from '@travel/i18n';
import { Button, ErrorMessage, Skeleton } from '@travel/ui';

export interface OfferListProps {
  /** The offers of the current page; undefined while the first answer is on its way. */
  offers: OfferListItem[] | undefined;
  /** Hotels matching the whole search. */
  total: number | undefined;
  /** The last request failed (and no answer is on screen for this search). */
  failed: boolean;
  /** A newer search is loading while the previous answer is still shown. */
  stale: boolean;
  onRetry: () => void;
  /** Clears the filters from the empty state. */
  onClearFilters: () => void;
  /** One card; `index` 0 is the first on the page (its photo is the LCP image). */
  renderOffer: (offer: OfferListItem, index: number) => ReactNode;
  /** The last page of this search, for an address past it (`strona:99` of 13 pages). */
  lastPage?: { number: number; href: string; onGo: () => void } | undefined;
  /** The results heading; the page moves focus to it after paging. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

const SKELETON_CARDS = 4;

/** A plain click follows the link in place; a new tab or window keeps the browser's handling. */
const followInPlace = (go: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
};

/** The results: skeletons while loading, a retry on failure, a way out when nothing matches. */
export function OfferList({
  offers,
  total,
  failed,
  stale,
  onRetry,
  onClearFilters,
  renderOffer,
  lastPage,
  headingRef,
  children,
}: OfferListProps) {
  const { t } = useTranslation('listing');
  const loading = offers === undefined && !failed;
  // Hotels match, but the address asks for a page after the last one: a link back, not "no offers".
  const pastLastPage = total !== undefined && total > 0 && lastPage !== undefined;
  let status = '';
  if (loading || stale) status = t('results.loading');
  else if (failed) status = '';
  else if (total !== undefined) status = t('results.count', { count: total });
  return (
    <section className="listing-results" aria-labelledby="listing-results-heading" aria-busy={loading || stale}>
      <h2 id="listing-results-heading" ref={headingRef} tabIndex={-1}>
        {t('results.heading')}
      </h2>
      <output aria-live="polite" className="listing-results__count" data-testid="results-count">
        {status}
      </output>
      {children}
      {failed ? (
        <ErrorMessage title={t('results.errorTitle')} onRetry={onRetry} retryLabel={t('results.retry')} data-testid="listing-error">
          {t('results.errorText')}
        </ErrorMessage>
      ) : null}
      {loading ? (
        <ul className="listing-results__list" aria-hidden="true" data-testid="listing-skeleton">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="listing-card listing-card--skeleton">
              {/* The photo's frame, as the card will have it: nothing moves when the offers come. */}
              <span className="listing-card__photo" />
              <Skeleton lines={4} />
            </li>
          ))}
        </ul>
      ) : null}
      {!failed && offers !== undefined && offers.length === 0 && pastLastPage ? (
        <div className="listing-empty" data-testid="listing-past-last-page">
          <p className="listing-empty__title">{t('results.pastLastTitle')}</p>
          <p>{t('results.pastLastText', { count: lastPage.number })}</p>
          <a className="tr-button tr-button--secondary" href={lastPage.href} onClick={followInPlace(lastPage.onGo)}>
            {t('results.pastLastLink')}
          </a>
        </div>
      ) : null}
      {!failed && offers !== undefined && offers.length === 0 && !pastLastPage ? (
        <div className="listing-empty" data-testid="listing-empty">
          <p className="listing-empty__title">{t('results.emptyTitle')}</p>
          <p>{t('results.emptyText')}</p>
          <Button
            variant="secondary"
            onClick={(event) => {
              onClearFilters();
              // The button leaves with the empty state once offers come: focus waits on the heading.
              event.currentTarget.ownerDocument.getElementById('listing-results-heading')?.focus();
            }}
          >
            {t('results.clearFilters')}
          </Button>
        </div>
      ) : null}
      {!failed && offers !== undefined && offers.length > 0 ? (
        // A new answer is a new list, not the old cards moved: cards that only changed places
        // when the answer came (often more than half a second after the click) would count as a
        // layout shift (docs/adr/0217-journey-page-checks.md).
        <ul
          key={offers.map((offer) => offer.hotelId).join(' ')}
          className={`listing-results__list${stale ? ' listing-results__list--stale' : ''}`}
        >
          {offers.map((offer, index) => (
            <li key={offer.hotelId}>{renderOffer(offer, index)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
