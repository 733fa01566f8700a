import type { DestinationNode } from '@travel/contracts/api/offers';

/** A destination the shop sells, as the basemap labels it. */
export interface MapPlace {
  name: string;
  lat: number;
  lng: number;
  /** 0 for a country, 1 for a region, 2 for a resort or town under it. */
  depth: number;
  offers: number;
}

/** The destinations of the searcher's tree that have offers: countries, then what lies under them. */
export function mapPlaces(tree: readonly DestinationNode[] | undefined): MapPlace[] {
  const places: MapPlace[] = [];
  const visit = (nodes: readonly DestinationNode[], depth: number | null): void => {
    for (const node of nodes) {
      const here = node.kind === 'country' ? 0 : depth;
      if (here !== null && node.offersCount > 0) {
        places.push({ name: node.name, lat: node.lat, lng: node.lng, depth: here, offers: node.offersCount });
      }
      visit(node.children, here === null ? null : here + 1);
    }
  };
  visit(tree ?? [], null);
  return places;
}

/** Countries are labelled below this zoom, the places under them from it on. */
export const PLACES_FROM_ZOOM = 6;

export interface PlacedLabel {
  place: MapPlace;
  x: number;
  y: number;
}

/**
 * The labels to draw for a view: the depth the zoom shows, the places with most offers first, and
 * none over another (a label is about 7 px a character by 16 px).
 */
export function visibleLabels(
  places: readonly MapPlace[],
  zoom: number,
  toScreen: (place: MapPlace) => { x: number; y: number },
  width: number,
  height: number,
): PlacedLabel[] {
  const depths = zoom < PLACES_FROM_ZOOM ? [0] : zoom < PLACES_FROM_ZOOM + 2 ? [0, 1] : [0, 1, 2];
  const taken: Array<{ left: number; right: number; top: number; bottom: number }> = [];
  const labels: PlacedLabel[] = [];
  const candidates = places.filter((place) => depths.includes(place.depth)).sort((a, b) => a.depth - b.depth || b.offers - a.offers);
  for (const place of candidates) {
    const { x, y } = toScreen(place);
    const half = (place.name.length * 7) / 2;
    const box = { left: x - half, right: x + half, top: y - 8, bottom: y + 8 };
    if (box.right < 0 || box.left > width || box.bottom < 0 || box.top > height) continue;
    if (taken.some((other) => box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top))
      continue;
    taken.push(box);
    labels.push({ place, x, y });
  }
  return labels;
}
