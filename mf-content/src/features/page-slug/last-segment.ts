/** The last path segment: `/przewodnik/dokumenty/` → `dokumenty`. */
export function lastSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean).at(-1) ?? '';
}
