import type { ReactNode } from 'react';

export interface ScrollRegionProps {
  /** The id of the heading or caption that names the region. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A wide table scrolls sideways inside its own region, never the page (WCAG 1.4.10): a named
 * section a keyboard user reaches with Tab and scrolls with the arrow keys (WCAG 2.1.1;
 * docs/adr/0218-phone-pages.md). Styled by `.tr-scroll-region` in `components.css`.
 */
export function ScrollRegion({ labelledBy, children }: ScrollRegionProps) {
  return (
    // A named section is a region landmark.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must take focus (WCAG 2.1.1)
    <section aria-labelledby={labelledBy} tabIndex={0} className="tr-scroll-region">
      {children}
    </section>
  );
}
