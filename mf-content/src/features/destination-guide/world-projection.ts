/**
 * The world map's projection: equirectangular, 2 px per degree, cut at 60° S (no destinations
 * in Antarctica) and 84° N. Shared by the generated land outline and the destination markers.
 */
export const WORLD_MAP = { width: 720, top: 12, bottom: 300 } as const;
export const WORLD_VIEWBOX = `0 ${WORLD_MAP.top} ${WORLD_MAP.width} ${WORLD_MAP.bottom - WORLD_MAP.top}`;
export const WORLD_SOUTH_LIMIT = -60;

export function projectWorld(lat: number, lng: number): { x: number; y: number } {
  return { x: (lng + 180) * 2, y: (90 - lat) * 2 };
}
