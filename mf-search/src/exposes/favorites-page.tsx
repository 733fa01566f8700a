import { useTranslation } from '@travel/i18n';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { RemoteFrame } from '@travel/ui';
import { FavoriteButton, FavoritesList } from '../features/favorites';
import { OfferTeaser, useHomeStylesheet } from '../features/home-search';

const renderOffer = (offer: OfferListItem) => (
  <OfferTeaser offer={offer} favorite={<FavoriteButton offerHash={offer.hash} hotelName={offer.hotelName} />} />
);

/** `/ulubione/`: offers the visitor saved, each removable with its heart. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  useHomeStylesheet();
  return (
    <RemoteFrame remote="search" title={t('heading')}>
      <p>{t('intro')}</p>
      <FavoritesList renderOffer={renderOffer} />
    </RemoteFrame>
  );
}
