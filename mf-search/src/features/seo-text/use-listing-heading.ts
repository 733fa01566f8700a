import { breadcrumbItems, type BreadcrumbItem } from '@travel/contracts/api/breadcrumbs';
import { useSeoCategories, usePageMeta } from './api/use-listing-seo';

export interface ListingHeadingText {
  title: string;
  description: string | null;
  /**
   * The SEO answers are still awaited (a listing opened by a client navigation; a first paint
   * brings them): the heading and its lead paragraph are not known yet.
   */
  pending: boolean;
  /** The trail of the page meta, the same items as the page's `BreadcrumbList` JSON-LD; empty without meta. */
  breadcrumbs: readonly BreadcrumbItem[];
}

const NO_CRUMBS: readonly BreadcrumbItem[] = [];

/** The heading of the SEO API for the listing path, else the landing page's own title. */
export function useListingHeadingText(pathname: string, category: string, fallbackTitle: string): ListingHeadingText {
  const categories = useSeoCategories();
  const known = categories.data?.categories.some((entry) => entry.slug === category) ?? false;
  const meta = usePageMeta(pathname, known);
  const pending = categories.isPending || (known && meta.isPending);
  const heading = known ? meta.data?.heading : undefined;
  const breadcrumbs = known && meta.data !== undefined ? breadcrumbItems(meta.data.breadcrumbs) : NO_CRUMBS;
  if (heading === undefined || heading.title.trim() === '') return { title: fallbackTitle, description: null, pending, breadcrumbs };
  return { title: heading.title, description: heading.description.trim() === '' ? null : heading.description, pending, breadcrumbs };
}
