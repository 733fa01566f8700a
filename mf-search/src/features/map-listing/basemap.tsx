import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { decodeOutlines, outlinePath, type OutlineLine } from '@travel/world-map';
import { visibleLabels, type MapPlace } from './map-places';
import { project, toScreen, worldSize, type MapView } from './web-mercator';

/** From this zoom the 1:50m outlines and the country borders are drawn; below it the 1:110m land. */
export const DETAILED_FROM_ZOOM = 5;

interface Outlines {
  land: OutlineLine[];
  borders: OutlineLine[];
}

/**
 * The outlines the shop ships (docs/adr/0221-drawn-basemap.md), each in a chunk of its own asked
 * for when a view needs it: the 1:110m land (12 KB gzip) for the world, the 1:50m land and borders
 * (49 KB gzip) once the shopper zooms in to a country.
 */
const outlinesQueryOptions = (detailed: boolean) =>
  queryOptions({
    queryKey: ['search-map', 'outlines', detailed ? '50m' : '110m'] as const,
    queryFn: async (): Promise<Outlines> => {
      if (detailed) {
        const { LAND_50M, BORDERS_50M } = await import('@travel/world-map/land-50m');
        return { land: decodeOutlines(LAND_50M), borders: decodeOutlines(BORDERS_50M) };
      }
      const { LAND_110M } = await import('@travel/world-map/land-110m');
      return { land: decodeOutlines(LAND_110M), borders: [] };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface BasemapProps {
  view: MapView;
  width: number;
  height: number;
  /** The destinations the shop sells, labelled at the zoom of their kind. */
  places: readonly MapPlace[];
}

/**
 * Land and country borders drawn in SVG under the markers: the map's background when no tile
 * server is configured or a tile fails, so the map is useful offline.
 */
export function Basemap({ view, width, height, places }: BasemapProps) {
  const detailed = view.zoom >= DETAILED_FROM_ZOOM;
  const outlines = useQuery(outlinesQueryOptions(detailed));
  // While the detailed outlines load, the world's stay drawn (they are in the cache by then).
  const fallback = useQuery({ ...outlinesQueryOptions(false), enabled: detailed && outlines.data === undefined });
  const data = outlines.data ?? fallback.data;
  const paths = useMemo(() => {
    if (data === undefined) return null;
    // World pixels at this zoom, shifted so the view's centre is the frame's centre; the world is
    // drawn three times side by side so a view across the antimeridian has land on both sides.
    const centre = project(view.center, view.zoom);
    const size = worldSize(view.zoom);
    const toFrame = (lng: number, lat: number) => {
      const p = project({ lat, lng }, view.zoom);
      return { x: p.x - centre.x + width / 2, y: p.y - centre.y + height / 2 };
    };
    const land = outlinePath(data.land, toFrame, { closed: true, maxJump: size / 2, digits: 1 });
    const borders = outlinePath(data.borders, toFrame, { closed: false, maxJump: size / 2, digits: 1 });
    return { land, borders, size };
  }, [data, view.center, view.zoom, width, height]);
  const labels = visibleLabels(places, view.zoom, (place) => toScreen(place, view, width, height), width, height);
  return (
    <svg className="search-map__basemap" width={width} height={height} aria-hidden="true" focusable="false" data-testid="map-basemap">
      {paths === null
        ? null
        : [-1, 0, 1].map((copy) => (
            <g key={copy} transform={copy === 0 ? undefined : `translate(${copy * paths.size} 0)`}>
              <path className="search-map__land" d={paths.land} />
              {paths.borders === '' ? null : <path className="search-map__borders" d={paths.borders} />}
            </g>
          ))}
      {labels.map(({ place, x, y }) => (
        <text
          key={`${place.depth}-${place.name}`}
          className={place.depth === 0 ? 'search-map__place search-map__place--country' : 'search-map__place'}
          x={Math.round(x)}
          y={Math.round(y)}
          textAnchor="middle"
        >
          {place.name}
        </text>
      ))}
    </svg>
  );
}
