import { MAX_MAP_RADIUS_KM, mapAreaFromBounds, type MapArea } from '@travel/search-model';
import { distanceKm, type Bounds } from './web-mercator';

/** Six fraction digits is what `obszar` keeps (about 10 cm). */
// `+ 0` turns -0 into 0, which the address writes and reads back as 0.
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6 + 0;

/**
 * The `obszar` of a viewport: its bounds and the radius (km, rounded up) of the circle around the
 * centre that holds the whole viewport, so a radius search never misses a corner.
 */
export function mapAreaOfBounds(bounds: Bounds): MapArea {
  const [north, east, south, west] = bounds.map(round6) as Bounds;
  const centre = mapAreaFromBounds([north, east, south, west], 1);
  const corners = [
    { lat: north, lng: east },
    { lat: north, lng: west },
    { lat: south, lng: east },
    { lat: south, lng: west },
  ];
  const radius = Math.max(1, Math.ceil(Math.max(...corners.map((corner) => distanceKm(centre, corner)))));
  return mapAreaFromBounds([north, east, south, west], Math.min(radius, MAX_MAP_RADIUS_KM));
}
