import { useEffect } from 'react';

/** The map's styles as a hashed asset, linked when the map first opens (no CSS loader here). */
export const MAP_STYLESHEET_URL = new URL('./map-listing.css', import.meta.url).href;

export function useMapStylesheet(href: string = MAP_STYLESHEET_URL): void {
  useEffect(() => {
    if (document.head.querySelector('link[data-map-stylesheet]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.mapStylesheet = '';
    document.head.append(link);
  }, [href]);
}
