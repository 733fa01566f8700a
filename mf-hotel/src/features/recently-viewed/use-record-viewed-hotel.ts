import { useEffect } from 'react';
import type { HotelDetail } from '@travel/contracts/api/hotels';
import { recordViewedHotel } from '@travel/favorites/recently-viewed';

/** Puts the page's hotel first in this browser's "Ostatnio oglądane" (localStorage, no cookie). */
export function useRecordViewedHotel(hotel: HotelDetail): void {
  const country = hotel.breadcrumbs.find((place) => place.kind === 'country')?.name;
  const place = country === undefined || country === hotel.location.name ? hotel.location.name : `${hotel.location.name}, ${country}`;
  useEffect(() => {
    recordViewedHotel({ slug: hotel.slug, name: hotel.name, place, stars: hotel.standard });
  }, [hotel.slug, hotel.name, place, hotel.standard]);
}
