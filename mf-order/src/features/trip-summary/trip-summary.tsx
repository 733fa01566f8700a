import type { OrderDetail } from '@travel/contracts/api/purchase';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { PriceDiscount } from '@travel/ui';
import { BOARDS } from '@travel/search-model/reference/boards';
import { departureFromPhrase } from '@travel/search-model/reference/departure-cities';

const labelOf = (list: readonly { slug: string; label: string }[], slug: string): string =>
  list.find((e) => e.slug === slug)?.label ?? slug;

/** What is being booked, on every step: hotel, place, dates, departure, board, room, party and the price so far. */
export function TripSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const { offer, party } = order;
  const partyText = [
    t('tripParty.adults', { count: party.counted.adults }),
    party.counted.children > 0 ? t('tripParty.children', { count: party.counted.children }) : null,
    party.counted.infants > 0 ? t('tripParty.infants', { count: party.counted.infants }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <aside aria-labelledby="order-trip-heading" className="order-trip">
      <h2 id="order-trip-heading">{t('trip.heading')}</h2>
      <dl>
        <dt>{t('trip.hotel')}</dt>
        <dd>{offer.hotelName}</dd>
        <dt>{t('trip.destination')}</dt>
        <dd>{offer.destination.name}</dd>
        <dt>{t('trip.dates')}</dt>
        <dd>{t('trip.datesValue', { from: formatDate(offer.departureDate), to: formatDate(offer.returnDate) })}</dd>
        <dt>{t(offer.transport === 'F' ? 'trip.departureByPlane' : 'trip.departureByLand')}</dt>
        <dd>{offer.departureCity === null ? t('trip.ownTransport') : departureFromPhrase(offer.departureCity)}</dd>
        <dt>{t('trip.board')}</dt>
        <dd>{labelOf(BOARDS, offer.board)}</dd>
        <dt>{t('trip.room')}</dt>
        <dd>{offer.room.name}</dd>
        <dt>{t('trip.party')}</dt>
        <dd>{partyText}</dd>
        <dt>{t('summary.lines.total')}</dt>
        <dd>
          <strong>{formatPrice(order.price.total)}</strong>
          <PriceDiscount offer={offer} perAdultNote />
        </dd>
      </dl>
    </aside>
  );
}
