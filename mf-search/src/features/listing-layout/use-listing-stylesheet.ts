import { useEffect } from 'react';

/** The listing's styles as a hashed asset (no CSS loader), linked once like the shell's. */
export const LISTING_STYLESHEET_URL = new URL('./listing-page.css', import.meta.url).href;

export function useListingStylesheet(href: string = LISTING_STYLESHEET_URL): void {
  useEffect(() => {
    if (document.head.querySelector('link[data-listing-stylesheet]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.listingStylesheet = '';
    document.head.append(link);
  }, [href]);
}
