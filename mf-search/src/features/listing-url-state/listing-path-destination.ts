/** The destination path below the category (`/wczasy/grecja/kreta/` → `grecja/kreta`), '' for the category page. */
export function listingPathDestination(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/');
}
