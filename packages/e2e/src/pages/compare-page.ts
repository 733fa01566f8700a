import { expect, type Locator } from '@playwright/test';
import { polishText } from '../harness/locales';
import { RemotePage } from './remote-page';

const favoritesText = (key: string): string => polishText('favorites', key);
/** A whole-text pattern of a Polish text with `{{placeholders}}` (any value in each). */
const pattern = (key: string): RegExp =>
  new RegExp(
    `^${favoritesText(key)
      .split(/\{\{\s*[\w.]+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Remote `hotel`, the comparison (`/porownanie/`), and what leads to it on every page: the
 * "Porównaj" toggle of an offer and the bar of the chosen offers (`@travel/favorites`).
 */
export class ComparePageObject extends RemotePage {
  readonly remote = 'hotel' as const;
  readonly comparePath = '/porownanie/';

  /** The "Porównaj" toggle of the offer of `hotelName`, in either state. */
  toggle(hotelName: string, scope: Locator = this.page.locator('body')): Locator {
    const prefix = (key: string): string => escape(favoritesText(key).replace('{{hotel}}', ''));
    return scope.getByRole('button', { name: new RegExp(`^(${prefix('compare.add')}|${prefix('compare.remove')})${escape(hotelName)}$`) });
  }

  get bar(): Locator {
    return this.page.getByRole('complementary', { name: favoritesText('compare.bar.label') });
  }

  /** The bar's link to the comparison of the chosen offers. */
  get barLink(): Locator {
    return this.bar.getByRole('link', { name: pattern('compare.bar.open') });
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: pattern('comparePage.caption') });
  }

  /** The compared hotels, in the order of the columns. */
  async columnHotels(): Promise<string[]> {
    const headers = this.table.locator('thead th[data-offer] a');
    return (await headers.allInnerTexts()).map((name) => name.trim());
  }

  /** The row of a fact by its header (`comparePage.rows.<key>`, or any text). */
  row(name: string | RegExp): Locator {
    return this.table.getByRole('row', { name });
  }

  rowHeader(key: string): Locator {
    return this.table.getByRole('rowheader', { name: pattern(`comparePage.rows.${key}`) });
  }

  get shareLink(): Locator {
    return this.page.getByLabel(favoritesText('comparePage.share.label'));
  }

  removeButton(hotelName: string): Locator {
    return this.table.getByRole('button', { name: `${favoritesText('comparePage.remove').replace('{{hotel}}', hotelName)}` });
  }

  async expectCompared(hotelNames: readonly string[]): Promise<void> {
    await expect(this.table).toBeVisible();
    await expect.poll(() => this.columnHotels()).toEqual([...hotelNames]);
  }
}

/** `@travel/favorites`' "Ostatnio oglądane" on the home and hotel pages. */
export function recentlyViewedRegion(scope: Locator): Locator {
  return scope.getByRole('region', { name: favoritesText('recent.heading') });
}

export const clearRecentlyViewedLabel = favoritesText('recent.clear');
