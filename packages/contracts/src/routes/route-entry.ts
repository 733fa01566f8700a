import type { RemoteName } from '../remotes';

/**
 * One page of the shop and the remote that owns it. Paths use react-router syntax; the router
 * ranks them (static segments outrank dynamic ones), so the order of entries does not matter and
 * the listing catch-all `/:category/*` only gets what no other route claims.
 */
export interface RouteEntry {
  /** Stable id, used in tests and page-view counts. */
  readonly id: string;
  readonly path: string;
  readonly remote: RemoteName;
  /** The exposed module of the remote, e.g. `ListingPage` for `search/ListingPage`. */
  readonly module: string;
  /** Routes inside the order flow never reload for a new build (docs/product/shell-and-ui.md `/_app`). */
  readonly inOrderFlow?: true;
  /**
   * The title of a page the API has no meta for (a booking's pages, which are no one else's), as a
   * text key `namespace:path`; the site server and the shell put it through the title template
   * (docs/product/page-metadata.md).
   */
  readonly title?: string;
}

/** The title of a page that does not exist (docs/product/page-metadata.md), as a text key. */
export const NOT_FOUND_TITLE = 'static-pages:notFound.heading';
