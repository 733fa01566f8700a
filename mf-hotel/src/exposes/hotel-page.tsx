import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { ErrorMessage, LoadingText, RemoteFrame, Skeleton } from '@travel/ui';

import {
  AttributeSummary,
  HotelDescription,
  HotelHeading,
  HotelStructuredData,
  isHotelMissing,
  useHotel,
  useHotelViewEvent,
} from '../features/hotel-summary';
import { PhotoGallery } from '../features/gallery';
import { CONFIGURATOR_HEADING_ID, OfferConfigurator, OfferGlance, useHotelOfferConfig } from '../features/offer-configurator';
import type { HotelDetail } from '@travel/contracts/api/hotels';
import { useHotelStylesheet } from '../components/use-hotel-stylesheet';
import { FavoriteButton } from '@travel/favorites';
import { CompareBar, CompareToggle } from '@travel/favorites/compare';
import { RecentlyViewed, useRecordViewedHotel } from '../features/recently-viewed';
import { OfferForClientPanel } from '../features/offer-for-client-panel';

// What lies below the configurator is not on the first load: the server paints it, its markup
// stays until its code arrives, and each part then hydrates in a boundary of its own
// (docs/adr/0192-first-load-budget.md, "What a first paint does not show loads later").
const OpinionsSection = lazy(() => import('../features/opinions').then((module) => ({ default: module.OpinionsSection })));
const MonthWeather = lazy(() => import('../features/weather').then((module) => ({ default: module.MonthWeather })));
const HotelFaq = lazy(() => import('../features/hotel-faq').then((module) => ({ default: module.HotelFaq })));
const QuickLinks = lazy(() => import('../features/quick-links').then((module) => ({ default: module.QuickLinks })));

function BelowTheFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** `/hotel/:hotelSlug/`: the hotel, its offer configurator, opinions, FAQ and links. */
export function HotelPage() {
  const { t } = useTranslation('hotel');
  const { hotelSlug = '' } = useParams();
  const hotel = useHotel(hotelSlug);
  useHotelStylesheet();
  if (hotel.isError) {
    if (isHotelMissing(hotel.error)) {
      return (
        <RemoteFrame remote="hotel" title={t('notFound.heading')}>
          <p data-testid="hotel-not-found">{t('notFound.text')}</p>
          <Link to="/">{t('notFound.link')}</Link>
        </RemoteFrame>
      );
    }
    return (
      <RemoteFrame remote="hotel" title={t('loadError')}>
        <ErrorMessage title={t('loadError')} onRetry={() => void hotel.refetch()} retryLabel={t('retry')} />
      </RemoteFrame>
    );
  }
  if (hotel.data === undefined) {
    return (
      <RemoteFrame remote="hotel" title={t('loading')}>
        <LoadingText>{t('loading')}</LoadingText>
        <Skeleton height={400} />
      </RemoteFrame>
    );
  }
  return <Hotel hotel={hotel.data.hotel} />;
}

function Hotel({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation('hotel');
  const offer = useHotelOfferConfig(hotel.id);
  useHotelViewEvent(hotel);
  useRecordViewedHotel(hotel);
  const selected = offer.config.data?.selected ?? null;
  const country = hotel.breadcrumbs.find((place) => place.kind === 'country') ?? null;
  const departure = offer.configuration.departureDate ?? selected?.departureDate ?? null;
  const month = departure === null ? offer.now.getMonth() + 1 : Number(departure.slice(5, 7));
  return (
    <RemoteFrame remote="hotel" title={hotel.name}>
      <HotelHeading hotel={hotel} />
      <HotelStructuredData hotel={hotel} offer={selected} />
      <div className="hotel-page__top">
        <PhotoGallery hotelName={hotel.name} photos={hotel.photos} />
        <div className="hotel-page__side">
          <AttributeSummary hotel={hotel} flightMinutes={selected === null ? null : selected.flightMinutes} />
          <OfferGlance config={offer.config.data} />
        </div>
      </div>
      <section className="hotel-page__configurator" aria-labelledby={CONFIGURATOR_HEADING_ID}>
        <h2 id={CONFIGURATOR_HEADING_ID}>{t('configurator.heading')}</h2>
        <OfferConfigurator
          hotelId={hotel.id}
          state={offer}
          renderFavorite={(offerHash) => (
            <OfferActions offerHash={offerHash} hotelName={hotel.name} pricePerPerson={selected?.pricePerPerson} />
          )}
        />
        {selected === null ? null : (
          <OfferForClientPanel
            offer={selected}
            party={{ adults: offer.configuration.adults, children: offer.configuration.children }}
            now={offer.now}
          />
        )}
      </section>
      <HotelDescription hotel={hotel} />
      <BelowTheFold>
        <OpinionsSection hotelId={hotel.id} />
      </BelowTheFold>
      <BelowTheFold>
        <MonthWeather location={hotel.location.path} locative={hotel.location.locative} month={month} />
      </BelowTheFold>
      <BelowTheFold>
        <HotelFaq hotelId={hotel.id} />
      </BelowTheFold>
      <BelowTheFold>
        <QuickLinks country={country === null ? null : country.slug} />
      </BelowTheFold>
      {/* Last: it appears after hydration, and nothing is laid out below it. */}
      <RecentlyViewed exceptSlug={hotel.slug} />
      <CompareBar party={{ adults: offer.configuration.adults, children: offer.configuration.children }} />
    </RemoteFrame>
  );
}

/** Beside 'Rezerwuj': the heart and "Porównaj" of the configured offer. */
function OfferActions({
  offerHash,
  hotelName,
  pricePerPerson,
}: {
  offerHash: string;
  hotelName: string;
  pricePerPerson: number | undefined;
}) {
  return (
    <>
      <FavoriteButton offerHash={offerHash} hotelName={hotelName} price={pricePerPerson} />
      {pricePerPerson === undefined ? null : <CompareToggle offer={{ hash: offerHash, hotelName, pricePerPerson }} />}
    </>
  );
}
