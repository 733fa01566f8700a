import type { Point } from './web-mercator';

export interface PlacedMarker<T> {
  item: T;
  /** Screen position (from the map's top-left corner). */
  at: Point;
}

export interface MarkerCluster<T> {
  /** The markers in the cluster, in the order they were given. */
  items: T[];
  /** The mean screen position of its markers. */
  at: Point;
}

/**
 * Groups markers whose screen positions lie within `span` pixels (across, down) of a cluster's
 * first marker (greedy, in the given order, so the result is stable for one view). One marker is a
 * cluster of one. A few hundred hotels take well under a millisecond.
 */
export function clusterMarkers<T>(markers: readonly PlacedMarker<T>[], span: { x: number; y: number }): MarkerCluster<T>[] {
  const clusters: Array<{ items: T[]; anchor: Point; sumX: number; sumY: number }> = [];
  for (const marker of markers) {
    const near = clusters.find(
      (cluster) => Math.abs(cluster.anchor.x - marker.at.x) < span.x && Math.abs(cluster.anchor.y - marker.at.y) < span.y,
    );
    if (near === undefined) {
      clusters.push({ items: [marker.item], anchor: marker.at, sumX: marker.at.x, sumY: marker.at.y });
    } else {
      near.items.push(marker.item);
      near.sumX += marker.at.x;
      near.sumY += marker.at.y;
    }
  }
  return clusters.map((cluster) => ({
    items: cluster.items,
    at: { x: cluster.sumX / cluster.items.length, y: cluster.sumY / cluster.items.length },
  }));
}
