import { resolveLanding } from '@travel/search-model/landing/resolve-landing';

export type ListingHeading = { found: true; title: string; destination: string | null } | { found: false };

function destinationName(segment: string): string {
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('pl-PL') + word.slice(1))
    .join(' ');
}

/**
 * Heading of a listing URL `/{category}/{destination-path}/`: the landing page's title for a known
 * slug (categories, operators, departure cities and the last-minute / city-break variants), the
 * deepest destination segment as the place; `found: false` for an unknown slug (a 404 page).
 */
export function listingHeading(category: string, destinationPath: string, now?: Date): ListingHeading {
  const landing = resolveLanding(category, now ? { now } : {});
  if (!landing) return { found: false };
  const last = destinationPath.split('/').filter(Boolean).at(-1);
  return { found: true, title: landing.title, destination: last ? destinationName(last) : null };
}
