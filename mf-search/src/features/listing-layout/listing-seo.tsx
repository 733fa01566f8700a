import { SeoFaq } from '../seo-faq/seo-faq';
import { SeoDestinationLinks, SeoMenuLinks } from '../seo-links/seo-links';
import { SeoText } from '../seo-text/seo-text';

export interface ListingSeoProps {
  category: string;
  /** Destination path below the category, e.g. 'grecja/kreta'; null for the category page. */
  location: string | null;
}

/**
 * The SEO block under the listing's results: its text, FAQ and links. Loaded on its own by the
 * listing page (docs/adr/0192-first-load-budget.md): the site server paints it, and the browser
 * keeps that markup until this code arrives and hydrates it; nothing in it is needed to use the list.
 */
export function ListingSeo({ category, location }: ListingSeoProps) {
  return (
    <>
      <SeoText category={category} location={location} />
      <SeoFaq category={category} location={location} />
      <SeoDestinationLinks category={category} location={location} />
      <SeoMenuLinks category={category} location={location} />
    </>
  );
}
