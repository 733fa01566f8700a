import { useState, type ReactNode } from 'react';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { useTranslation } from '@travel/i18n';
import { OfferTeaserSection } from '../../components/offer-teaser-section';
import { lastMinuteListingHref, useLastMinute } from './api/use-last-minute';

/** Offers the section shows unless told otherwise (the home page's loader prefetches as many). */
export const LAST_MINUTE_TEASER_LIMIT = 8;

export interface LastMinuteSectionProps {
  renderOffer: (offer: OfferListItem) => ReactNode;
  now?: Date;
  limit?: number;
}

/** Home page: the last-minute listing's cheapest hotels, linking to that listing with the same choices. */
export function LastMinuteSection({ renderOffer, now, limit = LAST_MINUTE_TEASER_LIMIT }: LastMinuteSectionProps) {
  const { t } = useTranslation('home');
  const [mountedAt] = useState(() => new Date());
  const at = now ?? mountedAt;
  const query = useLastMinute(at, limit);
  return (
    <OfferTeaserSection
      testId="last-minute-section"
      texts={{
        heading: t('lastMinute.heading'),
        lead: t('lastMinute.lead'),
        more: t('lastMinute.more'),
        error: t('lastMinute.error'),
        retry: t('retry'),
        empty: t('lastMinute.empty'),
      }}
      moreHref={lastMinuteListingHref(at)}
      query={query}
      renderOffer={renderOffer}
    />
  );
}
