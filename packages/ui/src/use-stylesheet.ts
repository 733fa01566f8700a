import { useEffect } from 'react';

/**
 * Links a stylesheet into the head once. Apps emit their CSS as hashed assets
 * (`new URL('./x.css', import.meta.url)`, no CSS loader); the site server may already have put
 * it into the first HTML, inlined as `<style data-href>` or linked, so it is recognised by its
 * resolved URL, whoever wrote it.
 */
export function useStylesheet(href: string): void {
  useEffect(() => {
    const wanted = new URL(href, document.baseURI).href;
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    if ([...links].some((link) => link.href === wanted)) return;
    const inlined = document.head.querySelectorAll<HTMLStyleElement>('style[data-href]');
    if ([...inlined].some((style) => new URL(style.dataset['href'] ?? '', document.baseURI).href === wanted)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = wanted;
    document.head.append(link);
  }, [href]);
}
