import { expect, type Locator } from '@playwright/test';
import { polishText } from '../harness/locales';
import { SearchPages } from './search-pages';

const favoritesText = (key: string): string => polishText('favorites', key);

/** Remote `search`, favourites: the hearts on offer cards, the header count and `/ulubione/`. */
export class FavoritesPageObject extends SearchPages {
  /** The header's count badge (shown only above zero). */
  get headerCount(): Locator {
    return this.shell.header.getByTestId('favorites-count');
  }

  get headerLink(): Locator {
    return this.shell.header.getByTestId('favorites-link');
  }

  /** The heart of the card of `hotelName`, in either state. */
  heart(hotelName: string, scope: Locator = this.page.locator('body')): Locator {
    return scope.getByRole('button', {
      name: new RegExp(`^(${favoritesText('button.add')}|${favoritesText('button.remove')}): ${escape(hotelName)}$`),
    });
  }

  get cards(): Locator {
    return this.page.getByTestId('favorites-list').getByTestId('offer-card');
  }

  get emptyState(): Locator {
    return this.page.getByTestId('favorites-empty');
  }

  async expectHeaderCount(count: number): Promise<void> {
    if (count === 0) await expect(this.headerCount).toHaveCount(0);
    else await expect(this.headerCount).toHaveText(String(count));
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
