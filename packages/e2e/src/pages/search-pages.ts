import { expect } from '@playwright/test';
import { polishText } from '../harness/locales';
import { RemotePage } from './remote-page';

/** Remote `search`: home page, category listings, favourites. */
export class SearchPages extends RemotePage {
  readonly remote = 'search' as const;
  readonly homePath = '/';
  readonly favoritesPath = '/ulubione/';

  listingPath(category = 'last-minute', destinationPath = ''): string {
    return destinationPath === '' ? `/${category}/` : `/${category}/${destinationPath}/`;
  }

  async expectHome(): Promise<void> {
    await this.expectRendered(polishText('home', 'heading'));
  }

  /** A known category slug shows its listing, not the remote's "no such category" page. */
  async expectListing(): Promise<void> {
    await this.expectRendered();
    await expect(this.heading).not.toHaveText(polishText('listing', 'notFound.heading'));
  }
}
