import type { CSSProperties, ReactNode } from 'react';

export interface ScrollRegionProps {
  /** The id of the heading or caption that names the region. */
  labelledBy: string;
  children: ReactNode;
}

// The staff pages load no stylesheet of their own; a style prop is applied through CSSOM, which the
// page's CSP allows (docs/adr/0020-site-server-csp-and-caching.md). `position: relative` keeps the
// table's visually hidden texts (absolutely positioned) inside the region: without it they widen the page.
const SCROLLS_SIDEWAYS: CSSProperties = { overflowX: 'auto', maxWidth: '100%', position: 'relative' };

/**
 * A wide table scrolls sideways inside its own region, never the page: a keyboard user reaches it
 * with Tab and scrolls it with the arrow keys (docs/adr/0218-phone-pages.md).
 */
export function ScrollRegion({ labelledBy, children }: ScrollRegionProps) {
  return (
    // A named section is a region landmark.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must take focus (WCAG 2.1.1)
    <section aria-labelledby={labelledBy} tabIndex={0} style={SCROLLS_SIDEWAYS} className="mf-search-staff__scroll">
      {children}
    </section>
  );
}
