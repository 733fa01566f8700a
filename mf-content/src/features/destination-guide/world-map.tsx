import type { MouseEvent } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { LocationRef } from '@travel/contracts/api/common';
import { destinationGuidePath } from './destination-overview';
import { WORLD_VIEWBOX, projectWorld } from './world-projection';

/**
 * The land outline (11 KB gzip) in a chunk of its own, asked for only by `/kierunki/` (whose
 * loader prefetches it), so a destination's page does not download it.
 */
export const worldLandQueryOptions = () =>
  queryOptions({
    queryKey: ['content-map', 'world-land'] as const,
    queryFn: async () => (await import('./world-land')).WORLD_LAND_PATH,
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
      {land.data ? <path d={land.data} fill="#DCE5EC" stroke="#A9B8C6" strokeWidth="0.6" /> : null}
      {countries.map((country) => {
        const { x, y } = projectWorld(country.lat, country.lng);
        return (
          <a key={country.id} href={destinationGuidePath(country.path)} tabIndex={-1} onClick={(event) => go(event, country.path)}>
            <title>{country.name}</title>
            <circle cx={x} cy={y} r="4.5" fill="#C2410C" stroke="#FFFFFF" strokeWidth="1.5" />
          </a>
        );
      })}
    </svg>
  );
}
