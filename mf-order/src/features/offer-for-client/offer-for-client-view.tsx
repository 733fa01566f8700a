import { Link, useNavigate } from 'react-router-dom';
import type { OfferForClient, OfferForClientActive } from '@travel/contracts/api/offer-for-client';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { ORDER_STEPS } from '@travel/contracts/routes';
import { formatDate, formatPrice, useTranslation } from '@travel/i18n';
import { BOARDS } from '@travel/search-model/reference/boards';
import { departureFromPhrase } from '@travel/search-model/reference/departure-cities';
import { Button, PriceDiscount } from '@travel/ui';
import { useBookOffer } from './api/use-book-offer';

const labelOf = (list: readonly { slug: string; label: string }[], slug: string): string =>
  list.find((e) => e.slug === slug)?.label ?? slug;

const hotelPath = (slug: string): string => `/hotel/${slug}/`;
const firstStepPath = (orderId: string): string => `/rezerwacja/${orderId}/${ORDER_STEPS[0].segment}/`;

/** An offer staff prepared for one client: active (today's price, 'Rezerwuj') or expired. */
export function OfferForClientView({ offerForClient }: { offerForClient: OfferForClient }) {
  return offerForClient.status === 'expired' ? (
    <Expired expiresOn={offerForClient.expiresOn} snapshot={offerForClient.snapshot} />
  ) : (
    <Active offerForClient={offerForClient} />
  );
}

function Expired({ expiresOn, snapshot }: { expiresOn: string; snapshot: OfferListItem }) {
  const { t } = useTranslation('offer-for-client');
  return (
    <section className="offer-for-client offer-for-client--expired" data-testid="offer-for-client-expired">
      <p>{t('expired.text', { hotel: snapshot.hotelName, date: formatDate(expiresOn) })}</p>
      <Link to={hotelPath(snapshot.hotelSlug)}>{t('expired.hotelLink', { hotel: snapshot.hotelName })}</Link>
    </section>
  );
}

function Active({ offerForClient }: { offerForClient: OfferForClientActive }) {
  const { t } = useTranslation('offer-for-client');
  const navigate = useNavigate();
  const { book, isPending, failure } = useBookOffer();
  const { check, partyCount, snapshot } = offerForClient;
  // Today's offer; the snapshot names it once the operator has withdrawn it.
  const trip = offerForClient.offer ?? snapshot;
  const partyText = [
    t('plural.adults', { count: partyCount.adults }),
    partyCount.children > 0 ? t('plural.children', { count: partyCount.children }) : null,
    partyCount.infants > 0 ? t('plural.infants', { count: partyCount.infants }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  const onBook = async () => {
    const orderId = await book(check.offerHash, offerForClient.party);
    if (orderId) navigate(firstStepPath(orderId));
  };

  return (
    <div className="offer-for-client" data-testid="offer-for-client" data-available={check.available}>
      <p>{t('intro')}</p>
      <p className="offer-for-client__valid">{t('validUntil', { date: formatDate(offerForClient.expiresOn) })}</p>
      {offerForClient.note ? (
        <section className="offer-for-client__note" aria-labelledby="offer-for-client-note">
          <h2 id="offer-for-client-note">{t('note.heading')}</h2>
          <p className="offer-for-client__note-text" data-testid="offer-for-client-note">
            {offerForClient.note}
          </p>
          <p>{t('note.preparedBy', { name: offerForClient.preparedBy })}</p>
        </section>
      ) : null}
      <section aria-labelledby="offer-for-client-trip" className="order-trip">
        <h2 id="offer-for-client-trip">{t('trip.heading')}</h2>
        <dl>
          <dt>{t('trip.hotel')}</dt>
          <dd>{trip.hotelName}</dd>
          <dt>{t('trip.destination')}</dt>
          <dd>{`${trip.destination.name}, ${trip.destination.country}`}</dd>
          <dt>{t('trip.dates')}</dt>
          <dd>
            {t('trip.datesValue', {
              from: formatDate(trip.departureDate),
              to: formatDate(trip.returnDate),
              nights: t('plural.nights', { count: trip.nights }),
            })}
          </dd>
          <dt>{t('trip.departure')}</dt>
          <dd>{trip.departureCity === null ? t('trip.ownTransport') : departureFromPhrase(trip.departureCity)}</dd>
          <dt>{t('trip.board')}</dt>
          <dd>{labelOf(BOARDS, trip.board)}</dd>
          <dt>{t('trip.room')}</dt>
          <dd>{trip.room.name}</dd>
          <dt>{t('trip.party')}</dt>
          <dd>{partyText}</dd>
        </dl>
      </section>
      {check.available && offerForClient.offer ? (
        <section aria-labelledby="offer-for-client-price" className="offer-for-client__price">
          <h2 id="offer-for-client-price">{t('price.heading')}</h2>
          <p>
            {t('price.total')}: <strong data-testid="offer-for-client-price">{formatPrice(offerForClient.offer.priceTotal)}</strong>
          </p>
          <PriceDiscount offer={offerForClient.offer} perAdultNote />
          <PriceChange offerForClient={offerForClient} />
          <Button onClick={() => void onBook()} disabled={isPending} aria-busy={isPending}>
            {isPending ? t('booking') : t('book')}
          </Button>
          {failure ? (
            <p role="alert" className="offer-for-client__error">
              {t(`bookFailed.${failure}`)}
            </p>
          ) : null}
          <p>
            <Link to={`/oferta/${offerForClient.offer.hash}/`}>{t('offerLink')}</Link>
          </p>
        </section>
      ) : (
        <section className="offer-for-client__unavailable" data-testid="offer-for-client-unavailable">
          <p>{t(`unavailable.${check.reason ?? 'withdrawn'}`)}</p>
          <Link to={hotelPath(trip.hotelSlug)}>{t('unavailable.hotelLink', { hotel: trip.hotelName })}</Link>
        </section>
      )}
    </div>
  );
}

function PriceChange({ offerForClient }: { offerForClient: OfferForClientActive }) {
  const { t } = useTranslation('offer-for-client');
  const { priceChange, priceDifference, seenPriceTotal } = offerForClient.check;
  if (priceChange === null || priceDifference === null || seenPriceTotal === null) return null;
  return (
    <p className={`offer-for-client__change offer-for-client__change--${priceChange}`} data-testid="offer-for-client-price-change">
      {priceChange === 'same'
        ? t('price.same')
        : t(`price.${priceChange}`, { amount: formatPrice(Math.abs(priceDifference)), seen: formatPrice(seenPriceTotal) })}
    </p>
  );
}
