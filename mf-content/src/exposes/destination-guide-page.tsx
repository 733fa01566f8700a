import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { RemoteFrame } from '@travel/ui';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ContentError, ContentLoading, ContentNotFound } from '../components/page-states';
import { useContentStylesheet } from '../components/use-content-stylesheet';
import {
  DestinationOffers,
  DestinationOverview,
  LOCATION_PATH,
  LocationRanking,
  WorldDestinations,
  destinationGuidePath,
  isLocationMissing,
  locationDetailsQueryOptions,
  useLocationDetails,
} from '../features/destination-guide';
import { DestinationWeather } from '../features/weather-chart';

export const DESTINATIONS_PATH = '/kierunki/';

/** The destination path of `/kierunki/grecja/kreta/`: `grecja/kreta`; '' for `/kierunki/`. */
export const destinationPathOf = (splat: string): string => splat.split('/').filter(Boolean).join('/');

/**
 * `/kierunki/` (destinations of the world, best and popular) and `/kierunki/{path}/`: one place
 * with its facts, listings, children, weather per month and best offers. A path that names no
 * place shows the not-found content.
 */
export function DestinationGuidePage() {
  useContentStylesheet();
  const path = destinationPathOf(useParams()['*'] ?? '');
  if (path === '') return <DestinationsIndex />;
  if (!LOCATION_PATH.test(path)) return <DestinationNotFound />;
  return <Destination path={path} />;
}

function DestinationNotFound() {
  const { t } = useTranslation('tour-guide');
  return <ContentNotFound backTo={DESTINATIONS_PATH} backLabel={t('destination.notFoundLink')} />;
}

function DestinationsIndex() {
  const { t } = useTranslation('tour-guide');
  return (
    <RemoteFrame remote="content" title={t('destination.heading')}>
      <Breadcrumbs items={[{ title: t('destination.breadcrumb') }]} />
      <p className="content-lead">{t('destination.intro')}</p>
      <LocationRanking kind="popular" />
      <LocationRanking kind="best" />
      <WorldDestinations />
    </RemoteFrame>
  );
}

function Destination({ path }: { path: string }) {
  const { t } = useTranslation('tour-guide');
  const details = useLocationDetails(path);
  // The API finds a place by its slug too (`/kierunki/kreta/`): the address bar gets the place's
  // own path, the one every link and the canonical use, without a step in the history. The site
  // server redirects such an address before it renders (ADR 0250, "Since"); this covers a link
  // followed inside the app and a server that could not ask the API.
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = details;
  useEffect(() => {
    if (data === undefined || data.location.path === path) return;
    // The same answer under the place's own path: the page stays as it is while the address changes.
    queryClient.setQueryData(locationDetailsQueryOptions(data.location.path).queryKey, data);
    void navigate(destinationGuidePath(data.location.path), { replace: true });
  }, [data, path, navigate, queryClient]);
  if (details.isError && isLocationMissing(details.error)) return <DestinationNotFound />;
  if (details.data === undefined) {
    return (
      <RemoteFrame remote="content" title={t('destination.heading')}>
        {details.isError ? <ContentError title={t('destination.error')} onRetry={() => void details.refetch()} /> : <ContentLoading />}
      </RemoteFrame>
    );
  }
  const { location, breadcrumbs } = details.data;
  // The API's trail starts at the continent, which has no guide page of its own.
  const trail = breadcrumbs.filter((place) => place.kind !== 'continent' && place.id !== location.id);
  return (
    <RemoteFrame remote="content" title={t('destination.headingIn', { destination: location.name })}>
      <Breadcrumbs
        items={[
          { to: DESTINATIONS_PATH, title: t('destination.breadcrumb') },
          ...trail.map((place) => ({ to: destinationGuidePath(place.path), title: place.name })),
          { title: location.name },
        ]}
      />
      <DestinationOverview details={details.data} />
      <DestinationWeather location={location.path} placeLocative={location.locative} />
      <DestinationOffers location={location.path} placeLocative={location.locative} />
      <LocationRanking kind="popular" />
    </RemoteFrame>
  );
}
