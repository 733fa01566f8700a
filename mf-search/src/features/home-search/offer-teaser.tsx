import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { useTranslation } from '@travel/i18n';
import { HotelImage, HotelStars, PriceTag, VisuallyHidden } from '@travel/ui';
import { BOARDS, formatPolishDate } from '@travel/search-model';

export interface OfferTeaserProps {
  offer: OfferListItem;
  /** The favourites heart, composed by the page. */
  favorite?: ReactNode;
}

/** The photo's width in the teaser grid (`.home-grid`: one column on a phone, 240 px and up beside each other). */
export const OFFER_TEASER_PHOTO_SIZES = '(min-width: 1024px) 300px, (min-width: 576px) 50vw, 100vw';

const boardLabel = (slug: string): string => BOARDS.find((board) => board.slug === slug)?.label ?? slug;

/** The hotel page with this offer preselected (the listing cards link the same way). */
export function offerTeaserHref(offer: Pick<OfferListItem, 'hotelSlug' | 'hash'>): string {
  return `/hotel/${encodeURIComponent(offer.hotelSlug)}/?oferta=${encodeURIComponent(offer.hash)}`;
}

/** A compact offer card for the home page sections and the favourites page. */
export function OfferTeaser({ offer, favorite }: OfferTeaserProps) {
  const { t } = useTranslation('common');
  return (
    <article className="offer-teaser" data-testid="offer-card" data-offer={offer.hash} data-hotel={offer.hotelSlug}>
      {/* Lazy: the home page's largest first-screen element is its search box, not a teaser. */}
      <HotelImage
        photo={offer.photo}
        alt={offer.hotelName}
        kind="offerMain"
        sizes={OFFER_TEASER_PHOTO_SIZES}
        service="search"
        className="offer-teaser__photo"
      />
      <div className="offer-teaser__head">
        <h3 className="offer-teaser__name">
          <Link to={offerTeaserHref(offer)}>{offer.hotelName}</Link>
        </h3>
        {favorite}
      </div>
      <p className="offer-teaser__place">
        {offer.destination.name}, {offer.destination.country}
        {/* The comma against the country, so it reads 'Grecja, Standard hotelu…', never 'Grecja , Standard'. */}
        <VisuallyHidden>,</VisuallyHidden> <HotelStars stars={offer.hotelStandard} />
      </p>
      <p className="offer-teaser__dates">
        {formatPolishDate(offer.departureDate)} – {formatPolishDate(offer.returnDate)} ({t('plural.days', { count: offer.durationDays })})
      </p>
      <p className="offer-teaser__board">{boardLabel(offer.board)}</p>
      <PriceTag offer={offer} className="offer-teaser__price" />
    </article>
  );
}
