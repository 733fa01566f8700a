/**
 * A readable name from a URL slug (`sol-palace-resort` → `Sol Palace Resort`) until the hotel API
 * gives the real one.
 */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('pl-PL') + word.slice(1))
    .join(' ');
}
