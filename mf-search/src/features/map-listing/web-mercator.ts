/**
 * Web Mercator (EPSG:3857) as slippy-map tiles use it: the world is a square of `256 * 2^zoom`
 * pixels, x grows east from the antimeridian, y grows south from about 85.05° N.
 */
export const TILE_SIZE = 256;
/** Beyond this latitude Web Mercator runs to infinity; tiles stop here. */
export const MAX_LATITUDE = 85.0511287798;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 18;
const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Point {
  x: number;
  y: number;
}

/** north, east, south, west in degrees (the order of `obszar`). */
export type Bounds = [north: number, east: number, south: number, west: number];

export interface MapView {
  center: LatLng;
  zoom: number;
}

export const worldSize = (zoom: number): number => TILE_SIZE * 2 ** zoom;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Wraps a longitude into [-180, 180). */
export function wrapLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

/** Degrees to world pixels at a zoom level. */
export function project({ lat, lng }: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const sin = Math.sin((clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** World pixels back to degrees; the inverse of `project`. */
export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

/** The screen position (from the map's top-left corner) of a point, for a map of `width`×`height`. */
export function toScreen(point: LatLng, view: MapView, width: number, height: number): Point {
  const centre = project(view.center, view.zoom);
  const p = project(point, view.zoom);
  const size = worldSize(view.zoom);
  // Take the copy of the world nearest the centre, so markers near the antimeridian stay on screen.
  let dx = p.x - centre.x;
  if (dx > size / 2) dx -= size;
  if (dx < -size / 2) dx += size;
  return { x: width / 2 + dx, y: height / 2 + (p.y - centre.y) };
}

/** The degrees under a screen position; the inverse of `toScreen`. */
export function fromScreen(point: Point, view: MapView, width: number, height: number): LatLng {
  const centre = project(view.center, view.zoom);
  const latLng = unproject({ x: centre.x + point.x - width / 2, y: centre.y + point.y - height / 2 }, view.zoom);
  return { lat: latLng.lat, lng: wrapLng(latLng.lng) };
}

/** The area a map of `width`×`height` shows. West > east when it crosses the antimeridian. */
export function viewBounds(view: MapView, width: number, height: number): Bounds {
  const northWest = fromScreen({ x: 0, y: 0 }, view, width, height);
  const southEast = fromScreen({ x: width, y: height }, view, width, height);
  const spansWorld = width >= worldSize(view.zoom);
  return [
    clamp(northWest.lat, -MAX_LATITUDE, MAX_LATITUDE),
    spansWorld ? 180 : southEast.lng,
    clamp(southEast.lat, -MAX_LATITUDE, MAX_LATITUDE),
    spansWorld ? -180 : northWest.lng,
  ];
}

/** Moves the view by a screen offset (a drag or an arrow key). */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const centre = project(view.center, view.zoom);
  const moved = unproject({ x: centre.x + dx, y: centre.y + dy }, view.zoom);
  return { zoom: view.zoom, center: { lat: clamp(moved.lat, -MAX_LATITUDE, MAX_LATITUDE), lng: wrapLng(moved.lng) } };
}

/** Zooms keeping the point under `anchor` (screen position) in place, like a wheel zoom should. */
export function zoomAround(view: MapView, zoom: number, anchor: Point, width: number, height: number): MapView {
  const next = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const under = fromScreen(anchor, view, width, height);
  const projected = project(under, next);
  const centre = unproject({ x: projected.x - (anchor.x - width / 2), y: projected.y - (anchor.y - height / 2) }, next);
  return { zoom: next, center: { lat: clamp(centre.lat, -MAX_LATITUDE, MAX_LATITUDE), lng: wrapLng(centre.lng) } };
}

/** The smallest box holding every point; null for none. Ignores antimeridian wrap (offers do not span it). */
export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null;
  let [north, east, south, west] = [-90, -180, 90, 180];
  for (const { lat, lng } of points) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
    east = Math.max(east, lng);
    west = Math.min(west, lng);
  }
  return [north, east, south, west];
}

/**
 * The view that shows `bounds` whole inside `width`×`height` less `padding` on each side, at the
 * largest whole zoom that fits (whole zooms keep tiles sharp).
 */
export function fitBounds(bounds: Bounds, width: number, height: number, padding = 32, maxZoom = 12): MapView {
  const [north, east, south, west] = bounds;
  const span = west <= east ? east - west : east + 360 - west;
  let lng = west + span / 2;
  if (lng >= 180) lng -= 360;
  const availableWidth = Math.max(1, width - 2 * padding);
  const availableHeight = Math.max(1, height - 2 * padding);
  let zoom = MIN_ZOOM;
  for (let z = Math.min(maxZoom, MAX_ZOOM); z >= MIN_ZOOM; z -= 1) {
    const ne = project({ lat: north, lng: west + span }, z);
    const sw = project({ lat: south, lng: west }, z);
    if (ne.x - sw.x <= availableWidth && sw.y - ne.y <= availableHeight) {
      zoom = z;
      break;
    }
  }
  const top = project({ lat: north, lng }, zoom).y;
  const bottom = project({ lat: south, lng }, zoom).y;
  const center = unproject({ x: project({ lat: 0, lng }, zoom).x, y: (top + bottom) / 2 }, zoom);
  return { zoom, center: { lat: center.lat, lng } };
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ground metres per screen pixel at a latitude. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (Math.cos((lat * Math.PI) / 180) * 2 * Math.PI * EARTH_RADIUS_KM * 1000) / worldSize(zoom);
}

/**
 * A scale bar: the longest round distance (1, 2 or 5 × 10^n metres) that fits in `maxPixels`, and
 * its length on screen.
 */
export function scaleBar(lat: number, zoom: number, maxPixels = 120): { metres: number; pixels: number } {
  const perPixel = metresPerPixel(lat, zoom);
  const max = perPixel * maxPixels;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [5, 2, 1].find((factor) => factor * power <= max) ?? 1;
  const metres = step * power;
  return { metres, pixels: metres / perPixel };
}
