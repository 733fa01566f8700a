import { Link } from 'react-router-dom';
import type { LocationRef } from '@travel/contracts/api/common';

export interface HotelsBreadcrumbLabels {
  /** The navigation landmark's name. */
  label: string;
  home: string;
  hotels: string;
}

/**
 * The trail of the hotel pages: home, the hotel search, the places down to the page, and the page
 * itself (not a link). Each page passes its own translated labels.
 */
export function HotelsBreadcrumb({
  labels,
  places,
  current,
}: {
  labels: HotelsBreadcrumbLabels;
  places: readonly Pick<LocationRef, 'id' | 'path' | 'name'>[];
  current: string;
}) {
  return (
    <nav aria-label={labels.label} className="hotel-breadcrumb">
      <ol>
        <li>
          <Link to="/">{labels.home}</Link>
        </li>
        <li>
          <Link to="/hotele/">{labels.hotels}</Link>
        </li>
        {places.map((place) => (
          <li key={place.id}>
            <Link to={`/hotele/${place.path}/`}>{place.name}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
