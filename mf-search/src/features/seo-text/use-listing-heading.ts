import { usePageMeta } from './api/use-listing-seo';

export interface ListingHeadingText {
  title: string;
  description: string | null;
}

/** The heading of the SEO API for the listing path, else the landing page's own title. */
export function useListingHeadingText(pathname: string, fallbackTitle: string): ListingHeadingText {
  const meta = usePageMeta(pathname);
  const heading = meta.data?.heading;
  if (heading === undefined || heading.title.trim() === '') return { title: fallbackTitle, description: null };
  return { title: heading.title, description: heading.description.trim() === '' ? null : heading.description };
}
