/** One step of a page's trail: the page's root-relative address and its title. */
export interface BreadcrumbItem {
  readonly route: string;
  readonly title: string;
}

/**
 * The breadcrumb trail of a page's meta (`pageMetaSchema.breadcrumbs`), home first and the page
 * last, as every place that shows it takes it: the site server's `BreadcrumbList` JSON-LD and the
 * listing's visible trail are made from this one list, so they always agree. A step without a
 * root-relative address or a title is left out (it could be neither a link nor a list item); an
 * absolute or protocol-relative address never becomes a link of the shop.
 */
export function breadcrumbItems(breadcrumbs: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return breadcrumbs
    .map((crumb) => ({ route: crumb.route.trim(), title: crumb.title.trim() }))
    .filter((crumb) => crumb.route.startsWith('/') && !crumb.route.startsWith('//') && crumb.title !== '');
}
