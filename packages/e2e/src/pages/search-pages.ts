import { RemotePage } from './remote-page';

/** Remote `search`: home page, category listings, favourites. */
export class SearchPages extends RemotePage {
  readonly remote = 'search' as const;

  readonly homePath = '/';
  readonly favoritesPath = '/ulubione/';

  listingPath(category = 'last-minute', destinationPath = ''): string {
    return destinationPath === '' ? `/${category}/` : `/${category}/${destinationPath}/`;
  }
}
