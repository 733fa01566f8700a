import { useSeoCategories, usePageMeta } from './api/use-listing-seo';

export interface ListingHeadingText {
  title: string;
  description: string | null;
  /**
   * The SEO answers are still awaited (a listing opened by a client navigation; a first paint
   * brings them): the heading and its lead paragraph are not known yet.
   */
  pending: boolean;
}

/** The heading of the SEO API for the listing path, else the landing page's own title. */
export function useListingHeadingText(pathname: string, category: string, fallbackTitle: string): ListingHeadingText {
  const categories = useSeoCategories();
  const known = categories.data?.categories.some((entry) => entry.slug === category) ?? false;
  const meta = usePageMeta(pathname, known);
  const pending = categories.isPending || (known && meta.isPending);
  const heading = known ? meta.data?.heading : undefined;
  if (heading === undefined || heading.title.trim() === '') return { title: fallbackTitle, description: null, pending };
  return { title: heading.title, description: heading.description.trim() === '' ? null : heading.description, pending };
}
