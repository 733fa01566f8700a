import type { MouseEvent } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { LocationRef } from '@travel/contracts/api/common';
import { destinationGuidePath } from './destination-overview';
import { WORLD_MAP, WORLD_SOUTH_LIMIT, WORLD_VIEWBOX, projectWorld } from './world-projection';

/**
 * The land outline the shop ships (`@travel/world-map`, 1:110m, 12 KB gzip; the listing's map draws
 * the same one, docs/adr/0221-drawn-basemap.md) in a chunk of its own, asked for only by
 * `/kierunki/` (whose loader prefetches it, so the path reaches the browser in the first paint's
 * state), so a destination's page does not download it.
 */
export const worldLandQueryOptions = () =>
  queryOptions({
    queryKey: ['content-map', 'world-land'] as const,
    queryFn: async () => {
      const [{ LAND_110M }, { decodeOutlines, outlinePath }] = await Promise.all([
        import('@travel/world-map/land-110m'),
        import('@travel/world-map'),
      ]);
      const project = (lng: number, lat: number) => projectWorld(Math.max(lat, WORLD_SOUTH_LIMIT - 1), lng);
      return outlinePath(decodeOutlines(LAND_110M), project, { closed: true, maxJump: WORLD_MAP.width / 2 });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The destinations on a world map (Natural Earth land outline, drawn by us). A pointer shortcut
 * only: hidden from assistive technology and out of the tab order, the list of countries beside
 * it carries the same links.
 */
export function WorldMap({ countries }: { countries: readonly LocationRef[] }) {
  const navigate = useNavigate();
  const land = useQuery(worldLandQueryOptions());
  const go = (event: MouseEvent<Element>, path: string) => {
    event.preventDefault();
    void navigate(destinationGuidePath(path));
  };
  return (
    <svg className="world-map" viewBox={WORLD_VIEWBOX} aria-hidden="true" focusable="false" data-testid="world-map">
      {land.data ? <path className="world-map__land" d={land.data} /> : null}
      {countries.map((country) => {
        const { x, y } = projectWorld(country.lat, country.lng);
        return (
          <a key={country.id} href={destinationGuidePath(country.path)} tabIndex={-1} onClick={(event) => go(event, country.path)}>
            <title>{country.name}</title>
            <circle className="world-map__pin" cx={x} cy={y} r="4.5" />
          </a>
        );
      })}
    </svg>
  );
}
