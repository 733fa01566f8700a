import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { HomeSearchBox, OfferTeaser, useHomeStylesheet } from '../features/home-search';
import { DestinationAutosuggest } from '../features/autosuggest';
import { LastMinuteSection } from '../features/last-minute';
import { HitOffersSection } from '../features/hit-offers';
// The heart alone, not the favourites feature's public face (its list is the favourites page's, not a first load's).
import { FavoriteButton } from '@travel/favorites';
import { RecentlyViewed } from '../features/recently-viewed';
import type { OfferListItem } from '@travel/contracts/api/offers';

const FEATURED_CATEGORIES = ['last-minute', 'all-inclusive', 'egzotyka', 'wycieczki-objazdowe', 'city-break', 'narty'] as const;

const renderOffer = (offer: OfferListItem) => (
  <OfferTeaser offer={offer} favorite={<FavoriteButton offerHash={offer.hash} hotelName={offer.hotelName} />} />
);

/** `/`: the search box, last-minute and hit offers, the main categories and the hotels recently viewed. */
export function HomePage() {
  const { t } = useTranslation('home');
  useHomeStylesheet();
  return (
    <RemoteFrame remote="search" title={t('heading')}>
      <div className="home-hero">
        <p className="home-hero__intro">{t('intro')}</p>
        <HomeSearchBox renderDestinationField={(field) => <DestinationAutosuggest {...field} />} />
      </div>
      <nav aria-label={t('categoriesLabel')} className="home-categories">
        <ul>
          {FEATURED_CATEGORIES.map((slug) => (
            <li key={slug}>
              <Link to={`/${slug}/`}>{t(`categories.${slug}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <LastMinuteSection renderOffer={renderOffer} />
      <HitOffersSection renderOffer={renderOffer} />
      {/* Last: it appears after hydration, and nothing is laid out below it. */}
      <RecentlyViewed />
    </RemoteFrame>
  );
}
