import { useSeoCategories, usePageMeta } from './api/use-listing-seo';

export interface ListingHeadingText {
  title: string;
  description: string | null;
}

/** The heading of the SEO API for the listing path, else the landing page's own title. */
export function useListingHeadingText(pathname: string, category: string, fallbackTitle: string): ListingHeadingText {
  const categories = useSeoCategories();
  const known = categories.data?.categories.some((entry) => entry.slug === category) ?? false;
  const meta = usePageMeta(pathname, known);
  const heading = known ? meta.data?.heading : undefined;
  if (heading === undefined || heading.title.trim() === '') return { title: fallbackTitle, description: null };
  return { title: heading.title, description: heading.description.trim() === '' ? null : heading.description };
}
