import type { STATIC_PAGES } from '@travel/contracts/routes';
import { VisuallyHidden } from './visually-hidden';

/**
 * One of the shop's static pages, linked from inside a consent's label: it opens in a new tab, said
 * to screen readers too (`newTabHint`), so the form keeps what was typed; a link inside a label is
 * followed, not taken as a click on the box. Not exported: each consent's link is its own named
 * export, with its words from `common.json`.
 */
export function NewTabPageLink({ slug, label, newTabHint }: { slug: keyof typeof STATIC_PAGES; label: string; newTabHint: string }) {
  return (
    <a href={`/${slug}/`} target="_blank" rel="noopener">
      {label}
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
    </a>
  );
}
