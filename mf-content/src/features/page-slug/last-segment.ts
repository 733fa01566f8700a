/** The last path segment: `/przewodnik/dokumenty/` → `dokumenty`. */
export function lastSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean).at(-1) ?? '';
}

/** A display name from a slug (`kreta` → `Kreta`) until the guide API gives the real one. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('pl-PL') + word.slice(1))
    .join(' ');
}
