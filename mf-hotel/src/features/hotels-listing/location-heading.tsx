import { Link } from 'react-router-dom';
import { useTranslation } from '@travel/i18n';
import { HotelsBreadcrumb } from '../../components/hotels-breadcrumb';
import { isPlaceMissing, useLocationDetails, useWorld } from './api/use-hotels-listing';

export interface HotelsListingTitle {
  title: string;
  /** No such place: the page says so. */
  missing: boolean;
  /** The place could not be read (a server or network failure): the page offers to try again. */
  retry: (() => void) | null;
}

/** The title of the hotels listing of a location: its name once known. */
export function useHotelsListingTitle(location: string): HotelsListingTitle {
  const { t } = useTranslation('hotels-listing');
  const details = useLocationDetails(location);
  if (location === '') return { title: t('heading'), missing: false, retry: null };
  if (details.data === undefined) {
    // A failure of our own is not "this place does not exist" (docs/product/errors.md).
    const missing = details.isError && isPlaceMissing(details.error);
    const failed = details.isError && !missing;
    return { title: t('heading'), missing, retry: failed ? () => void details.refetch() : null };
  }
  return { title: t('headingIn', { location: details.data.location.name }), missing: false, retry: null };
}

/** Breadcrumb and the places inside the location (or the countries, on `/hotele/`). */
export function LocationNavigation({ location }: { location: string }) {
  const { t } = useTranslation('hotels-listing');
  const details = useLocationDetails(location);
  const world = useWorld(location === '');
  if (location === '') {
    const countries = world.data?.continents.flatMap((continent) => continent.countries) ?? [];
    return (
      <nav aria-label={t('world')} className="hotel-links">
        <h2>{t('world')}</h2>
        <ul>
          {countries.map((country) => (
            <li key={country.location.id}>
              <Link to={`/hotele/${country.location.path}/`}>
                {t('countryHotels', { name: country.location.name, count: country.hotelsCount })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  const data = details.data;
  if (data === undefined) return null;
  const crumbs = data.breadcrumbs.filter((place) => place.kind !== 'continent' && place.id !== data.location.id);
  return (
    <>
      <HotelsBreadcrumb
        labels={{ label: t('breadcrumb.label'), home: t('breadcrumb.home'), hotels: t('breadcrumb.hotels') }}
        places={crumbs}
        current={data.location.name}
      />
      <p>{t('introIn', { locative: data.location.locative })}</p>
      {data.children.length === 0 ? null : (
        <nav aria-label={t('places')} className="hotel-links">
          <ul>
            {data.children.map((child) => (
              <li key={child.id}>
                <Link to={`/hotele/${child.path}/`}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
