import { useEffect } from 'react';

/** The home page's styles (also the favourites page's cards) as a hashed asset; no CSS loader here. */
export const HOME_STYLESHEET_URL = new URL('./home-page.css', import.meta.url).href;

export function useHomeStylesheet(href: string = HOME_STYLESHEET_URL): void {
  useEffect(() => {
    if (document.head.querySelector('link[data-home-stylesheet]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.homeStylesheet = '';
    document.head.append(link);
  }, [href]);
}
