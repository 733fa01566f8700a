import { useState, type ReactNode } from 'react';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { useTranslation } from '@travel/i18n';
import { createDefaultSearchState, toListingUrl, updateSearch } from '@travel/search-model';
import { OfferTeaserSection } from '../../components/offer-teaser-section';
import { useHitOffers } from './api/use-hit-offers';

/** Offers the section shows unless told otherwise (the home page's loader prefetches as many). */
export const HIT_OFFERS_TEASER_LIMIT = 8;

export interface HitOffersSectionProps {
  renderOffer: (offer: OfferListItem) => ReactNode;
  now?: Date;
  limit?: number;
}

/** Home page: hit offers, linking to the listing sorted by hits. */
export function HitOffersSection({ renderOffer, now, limit = HIT_OFFERS_TEASER_LIMIT }: HitOffersSectionProps) {
  const { t } = useTranslation('hit-offers');
  const [mountedAt] = useState(() => new Date());
  const clock = now ?? mountedAt;
  const query = useHitOffers(limit);
  const allHits = toListingUrl(updateSearch(createDefaultSearchState(), { sortBy: 'hity' }, { now: clock }), { now: clock });
  return (
    <OfferTeaserSection
      testId="hit-offers-section"
      texts={{ heading: t('heading'), lead: t('intro'), more: t('more'), error: t('error'), retry: t('retry'), empty: t('empty') }}
      moreHref={allHits}
      query={query}
      renderOffer={renderOffer}
    />
  );
}
