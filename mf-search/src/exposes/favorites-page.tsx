import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { favoritePrices, useOffersAvailability } from '@travel/favorites';
import { RemoteFrame } from '@travel/ui';
import { FavoriteAvailability, FavoriteButton, FavoritesList, useFavorites } from '../features/favorites';
import { COMPARE_LIMIT, CompareBar, CompareToggle, compareHref, compareSelection, useBrowserList } from '../features/compare';
import { OfferTeaser, useHomeStylesheet } from '../features/home-search';

/** `/ulubione/`: offers the visitor saved, each removable with its heart, marked when sold out or repriced, and compared. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  useHomeStylesheet();
  const { offers } = useFavorites();
  const checks = useOffersAvailability(offers.map((offer) => ({ offerHash: offer.hash })));
  const seen = new Map(useBrowserList(favoritePrices).map((item) => [item.hash, item.pricePerPerson]));
  const saved = new Set(offers.map((offer) => offer.hash));
  const chosen = useBrowserList(compareSelection).filter((item) => saved.has(item.hash));
  // The saved offers chosen with "Porównaj", else the newest saved ones.
  const compared = chosen.length > 1 ? chosen.map((item) => item.hash) : offers.slice(0, COMPARE_LIMIT).map((offer) => offer.hash);

  const renderOffer = (offer: OfferListItem) => (
    <>
      <OfferTeaser
        offer={offer}
        favorite={
          <>
            <FavoriteButton offerHash={offer.hash} hotelName={offer.hotelName} price={offer.pricePerPerson} />
            <CompareToggle offer={{ hash: offer.hash, hotelName: offer.hotelName, pricePerPerson: offer.pricePerPerson }} />
          </>
        }
      />
      <FavoriteAvailability check={checks.data?.get(offer.hash)} seenPricePerPerson={seen.get(offer.hash)} />
    </>
  );

  return (
    <RemoteFrame remote="search" title={t('heading')}>
      <p>{t('intro')}</p>
      <FavoritesList
        renderOffer={renderOffer}
        actions={
          offers.length > 1 ? (
            <p className="favorites__compare">
              <Link to={compareHref(compared)} data-testid="favorites-compare">
                {t('favoritesCompare.link')}
              </Link>{' '}
              {t('favoritesCompare.hint', { count: COMPARE_LIMIT })}
            </p>
          ) : null
        }
      />
      <CompareBar />
    </RemoteFrame>
  );
}
