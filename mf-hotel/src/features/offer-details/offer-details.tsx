import { Link } from 'react-router-dom';
import type { OfferDetail } from '@travel/contracts/api/offers';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { HotelImage } from '@travel/ui';
import { ALL_DEPARTURE_CITIES, BOARDS, TOUR_OPERATORS, transportKind } from '@travel/search-model';
import { HonestPrice } from '../../components/honest-price';

export interface OfferDetailsProps {
  offer: OfferDetail;
}

const labelOf = (list: readonly { slug: string; label: string }[], slug: string): string =>
  list.find((item) => item.slug === slug)?.label ?? slug;

/** The breadcrumb of the offer page: home › country › place › hotel › 'Oferta' (docs/product/page-metadata.md). */
export function OfferBreadcrumb({ offer }: OfferDetailsProps) {
  const { t } = useTranslation('offer');
  const countryPath = offer.destination.path.split('/')[0] ?? offer.destination.path;
  return (
    <nav aria-label={t('breadcrumb.label')} className="hotel-breadcrumb">
      <ol>
        <li>
          <Link to="/">{t('breadcrumb.home')}</Link>
        </li>
        <li>
          <Link to={`/hotele/${countryPath}/`}>{offer.destination.country}</Link>
        </li>
        {countryPath === offer.destination.path ? null : (
          <li>
            <Link to={`/hotele/${offer.destination.path}/`}>{offer.destination.name}</Link>
          </li>
        )}
        <li>
          <Link to={`/hotel/${encodeURIComponent(offer.hotelSlug)}/`}>{offer.hotelName}</Link>
        </li>
        <li>
          <span aria-current="page">{t('breadcrumb.offer')}</span>
        </li>
      </ol>
    </nav>
  );
}

/** The offer's facts, its price for the party (complete, with the 30-day lowest when discounted) and the hotel. */
export function OfferDetails({ offer }: OfferDetailsProps) {
  const { t } = useTranslation('offer');
  const { t: th } = useTranslation('hotel');
  const { t: tc } = useTranslation('common');
  const persons = offer.party.adults + offer.party.children + offer.party.infants;
  const city = offer.departureCity === null ? t('facts.ownTransport') : labelOf(ALL_DEPARTURE_CITIES, offer.departureCity);
  return (
    <div className="offer-details" data-testid="offer-details" data-offer={offer.hash}>
      <section aria-labelledby="offer-facts-heading">
        <h2 id="offer-facts-heading">{t('facts.heading')}</h2>
        <dl className="hotel-facts">
          <div>
            <dt>{t('facts.dates')}</dt>
            <dd>
              {formatDate(offer.departureDate, 'd MMMM yyyy')} – {formatDate(offer.returnDate, 'd MMMM yyyy')}
            </dd>
          </div>
          <div>
            <dt>{t('facts.duration')}</dt>
            <dd>
              {tc('plural.days', { count: offer.durationDays })} / {tc('plural.nights', { count: offer.nights })}
            </dd>
          </div>
          <div>
            <dt>{t('facts.departureCity')}</dt>
            <dd>{city}</dd>
          </div>
          <div>
            <dt>{t('facts.transport')}</dt>
            <dd>{t(`transportKind.${transportKind(offer.transport)}`)}</dd>
          </div>
          <div>
            <dt>{t('facts.board')}</dt>
            <dd>{labelOf(BOARDS, offer.board)}</dd>
          </div>
          <div>
            <dt>{t('facts.room')}</dt>
            <dd>{offer.room.name}</dd>
          </div>
          <div>
            <dt>{t('facts.operator')}</dt>
            <dd>{labelOf(TOUR_OPERATORS, offer.tourOperator)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="offer-price-heading">
        <h2 id="offer-price-heading">{t('price.heading')}</h2>
        <HonestPrice
          pricePerPerson={offer.pricePerPerson}
          priceTotal={offer.priceTotal}
          regularPricePerPerson={offer.regularPricePerPerson}
          lowestPrice30dPerPerson={offer.lowestPrice30dPerPerson}
          discountPercent={offer.discountPercent}
          partyLabel={t('price.party', { persons: tc('plural.persons', { count: persons }) })}
        />
        <ul className="offer-details__lines">
          {offer.priceLines.map((line) => (
            <li key={line.label}>
              {th('price.line', { label: line.label, count: line.count, unit: formatPrice(line.unitPrice) })} = {formatPrice(line.total)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="offer-hotel-heading">
        <h2 id="offer-hotel-heading">{t('hotel.heading')}</h2>
        <HotelImage
          photo={offer.hotel.photos[0] ?? offer.photo}
          alt={t('hotel.photo', { hotel: offer.hotelName })}
          kind="offerMain"
          priority
          service="hotel"
        />
        <p>{offer.hotel.locationText}</p>
        <p>{offer.hotel.description}</p>
        <Link to={`/hotel/${encodeURIComponent(offer.hotelSlug)}/`}>{t('hotel.link', { hotel: offer.hotelName })}</Link>
      </section>
    </div>
  );
}
