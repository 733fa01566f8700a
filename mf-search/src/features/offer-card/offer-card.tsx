import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { formatRating, useTranslation } from '@travel/i18n';
import { HotelImage, HotelStars, PriceTag } from '@travel/ui';
import { ALL_DEPARTURE_CITIES, BOARDS, TOUR_OPERATORS, formatPolishDate, ratingLabelKey, transportKind } from '@travel/search-model';

/** At or below this many places the card warns that few are left. */
export const FEW_PLACES_LEFT = 5;

export interface OfferCardProps {
  offer: OfferListItem;
  /** Price for the whole party (`cena-za-wszystkich:tak`) or per person. */
  totalPrice: boolean;
  /** The favourites heart, rendered by the page (the favourites feature owns it). */
  favorite?: ReactNode;
  /** The first card of the page: its photo is the page's LCP image, so it loads at once, first. */
  priority?: boolean;
}

/** The photo's width in the card: the whole card on a phone, the 294 px column from md (768 px) up. */
export const OFFER_CARD_PHOTO_SIZES = '(min-width: 768px) 294px, calc(100vw - 32px)';

const labelOf = (list: readonly { slug: string; label: string }[], slug: string): string =>
  list.find((item) => item.slug === slug)?.label ?? slug;

/** The hotel page with this offer preselected. */
export function offerHref(offer: Pick<OfferListItem, 'hotelSlug' | 'hash'>): string {
  return `/hotel/${encodeURIComponent(offer.hotelSlug)}/?oferta=${encodeURIComponent(offer.hash)}`;
}

/** One hotel of the listing with its best offer under the filters and sort. */
export function OfferCard({ offer, totalPrice, favorite, priority = false }: OfferCardProps) {
  const { t } = useTranslation('listing');
  const { t: tc } = useTranslation('common');
  const ratingKey = ratingLabelKey(offer.hotelRating);
  const moreOptions = offer.offersCount - 1;
  const departure = offer.departureCity === null ? t('card.noDepartureCity') : labelOf(ALL_DEPARTURE_CITIES, offer.departureCity);
  return (
    <article className="listing-card" data-testid="offer-card" data-hotel={offer.hotelSlug} data-offer={offer.hash}>
      <HotelImage
        photo={offer.photo}
        alt={offer.hotelName}
        kind="offerMain"
        sizes={OFFER_CARD_PHOTO_SIZES}
        priority={priority}
        service="search"
        className="listing-card__photo"
      />
      <div className="listing-card__body">
        <h3 className="listing-card__name">
          <Link to={offerHref(offer)}>{offer.hotelName}</Link>
        </h3>
        <p className="listing-card__stars">
          <HotelStars stars={offer.hotelStandard} />
        </p>
        <p className="listing-card__place">
          {offer.destination.name}, {offer.destination.country}
        </p>
        <p className="listing-card__rating">
          {offer.hotelRating === null ? (
            t(`rating.${ratingKey}`)
          ) : (
            <>
              <strong>{t('card.rating', { score: formatRating(offer.hotelRating) })}</strong> {t(`rating.${ratingKey}`)}{' '}
              <span>({t('card.reviews', { count: offer.reviewCount })})</span>
            </>
          )}
        </p>
        <dl className="listing-card__facts">
          <div>
            <dt>{t('card.dates')}</dt>
            <dd>
              {formatPolishDate(offer.departureDate)} – {formatPolishDate(offer.returnDate)}
            </dd>
          </div>
          <div>
            <dt>{t('card.duration')}</dt>
            <dd>
              {tc('plural.days', { count: offer.durationDays })} / {tc('plural.nights', { count: offer.nights })}
            </dd>
          </div>
          <div>
            <dt>{t('card.departureCity')}</dt>
            <dd>{departure}</dd>
          </div>
          <div>
            <dt>{t('card.board')}</dt>
            <dd>{labelOf(BOARDS, offer.board)}</dd>
          </div>
          <div>
            <dt>{t('card.transport')}</dt>
            <dd>{t(`transportKind.${transportKind(offer.transport)}`)}</dd>
          </div>
          <div>
            <dt>{t('card.operator')}</dt>
            <dd>{labelOf(TOUR_OPERATORS, offer.tourOperator)}</dd>
          </div>
        </dl>
        {offer.placesLeft > 0 && offer.placesLeft <= FEW_PLACES_LEFT ? (
          <p className="listing-card__places">{t('card.placesLeft', { count: offer.placesLeft })}</p>
        ) : null}
        {moreOptions > 0 ? <p className="listing-card__more">{t('card.moreOptions', { count: moreOptions })}</p> : null}
      </div>
      <div className="listing-card__price">
        <PriceTag offer={offer} total={totalPrice} />
        <p className="listing-card__fees">{t('card.feesIncluded')}</p>
        {favorite}
      </div>
    </article>
  );
}
