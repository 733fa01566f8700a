import { Link, useParams } from 'react-router-dom';
import { formatTripDates, useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText, RemoteFrame, Skeleton } from '@travel/ui';
import { OfferBreadcrumb, OfferDetails, OfferSchema, isOfferMissing, useOffer, useOfferViewEvent } from '../features/offer-details';
import { PartyPicker, ReserveButton, useConfiguration, type ConfigurationState } from '../features/offer-configurator';
import type { OfferDetail } from '@travel/contracts/api/offers';
import { useHotelStylesheet } from '../components/use-hotel-stylesheet';
import { FavoriteButton } from '@travel/favorites';
import { PriceAlert } from '@travel/price-alerts';
import { OfferForClientPanel } from '../features/offer-for-client-panel';

/** `/oferta/:offerHash/`: one offer priced for the party in the address, its facts and 'Rezerwuj'. */
export function OfferPage() {
  const { t } = useTranslation('offer');
  const { offerHash = '' } = useParams();
  const { configuration, change, now } = useConfiguration();
  const party = { adults: configuration.adults, children: configuration.children };
  const offer = useOffer(offerHash, party);
  useHotelStylesheet();

  if (offer.isError && (offer.data === undefined || isOfferMissing(offer.error))) {
    if (isOfferMissing(offer.error)) {
      return (
        <RemoteFrame remote="hotel" title={t('notFound.heading')}>
          <p data-testid="offer-not-found">{t('notFound.text')}</p>
          <Link to="/">{t('notFound.link')}</Link>
        </RemoteFrame>
      );
    }
    return (
      <RemoteFrame remote="hotel" title={t('loadError')}>
        <ErrorMessage title={t('loadError')} onRetry={() => void offer.refetch()} retryLabel={t('retry')} />
      </RemoteFrame>
    );
  }
  if (offer.data === undefined) {
    return (
      <RemoteFrame remote="hotel" title={t('loading')}>
        <LoadingText>{t('loading')}</LoadingText>
        <Skeleton height={370} />
      </RemoteFrame>
    );
  }
  return <Offer detail={offer.data.offer} configuration={configuration} change={change} now={now} isFetching={offer.isFetching} />;
}

interface OfferProps extends Pick<ConfigurationState, 'configuration' | 'change' | 'now'> {
  detail: OfferDetail;
  isFetching: boolean;
}

function Offer({ detail, configuration, change, now, isFetching }: OfferProps) {
  const { t } = useTranslation('offer');
  useOfferViewEvent(detail);
  return (
    <RemoteFrame
      remote="hotel"
      // The site's <title> is this heading, its dates by the same formatter (docs/product/page-metadata.md).
      title={t('headingFor', { hotel: detail.hotelName, ...formatTripDates(detail.departureDate, detail.returnDate) })}
    >
      <OfferBreadcrumb offer={detail} />
      <OfferSchema offerHash={detail.hash} />
      <div className="configurator offer-page__party" aria-busy={isFetching}>
        <PartyPicker
          adults={configuration.adults}
          childBirthDates={configuration.children}
          departureDate={detail.departureDate}
          now={now}
          onChange={(next) => change(next)}
        />
      </div>
      <OfferDetails offer={detail} />
      <section className="configurator__actions" aria-label={t('reserve')}>
        <ReserveButton offer={detail} party={{ adults: configuration.adults, children: [...configuration.children] }} />
        <FavoriteButton offerHash={detail.hash} hotelName={detail.hotelName} price={detail.pricePerPerson} />
      </section>
      <PriceAlert target={{ kind: 'offer', offerHash: detail.hash }} />
      <OfferForClientPanel offer={detail} party={{ adults: configuration.adults, children: configuration.children }} now={now} />
    </RemoteFrame>
  );
}
