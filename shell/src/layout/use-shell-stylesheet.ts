import { useEffect } from 'react';

/**
 * webpack emits the stylesheet as a hashed asset (`new URL(…, import.meta.url)` needs no CSS
 * loader) and this puts one `<link>` to it in the head; same origin, so the CSP allows it.
 */
export const SHELL_STYLESHEET_URL = new URL('./app-layout.css', import.meta.url).href;

export function useShellStylesheet(href: string = SHELL_STYLESHEET_URL): void {
  useEffect(() => {
    if (document.head.querySelector('link[data-shell-stylesheet]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.shellStylesheet = '';
    document.head.append(link);
  }, [href]);
}
