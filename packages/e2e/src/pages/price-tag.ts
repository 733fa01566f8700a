import { expect, type Locator } from '@playwright/test';
import { polishText } from '../harness/locales';

const LOWEST_30D = polishText('common', 'price.lowest30d').split('{{')[0]!;

/** The first price in a text as the shop writes it ('2 999 zł', '1 234,50 zł'), in złoty. */
export function priceIn(text: string): number {
  const match = /(\d[\d\s\u00a0]*(?:,\d{2})?)\s?zł/.exec(text);
  return match ? Number(match[1]!.replace(/[\s\u00a0]/g, '').replace(',', '.')) : Number.NaN;
}

/** `PriceDiscount` of @travel/ui, wherever a remote renders it (docs/adr/0231-one-price-tag.md). */
export class PriceTags {
  constructor(private readonly scope: Locator) {}

  get discounts(): Locator {
    return this.scope.getByTestId('price-discount');
  }

  /** The regular and the 30-day lowest price the first discount in the scope shows, in złoty. */
  async firstDiscountPrices(): Promise<{ regular: number; lowest30d: number }> {
    const discount = this.discounts.first();
    await expect(discount).toBeVisible();
    return {
      regular: priceIn(await discount.locator('s').innerText()),
      lowest30d: priceIn(await discount.getByTestId('price-lowest-30d').innerText()),
    };
  }

  /**
   * Every discount in the scope is the whole of it: the percentage, the regular price crossed out
   * and the lowest price of the 30 days before it; and no "−N%" stands anywhere outside one.
   */
  async expectHonest(): Promise<void> {
    for (const discount of await this.discounts.all()) {
      await expect(discount).toContainText(/−\d+%/);
      await expect(discount.locator('s')).toHaveText(/\d\szł$/);
      await expect(discount.getByTestId('price-lowest-30d')).toContainText(LOWEST_30D);
    }
    const loose = await this.scope.evaluateAll((roots) =>
      roots.flatMap((root) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          if (/−\s?\d+\s?%/.test(text) && node.parentElement?.closest('[data-testid="price-discount"]') === null) found.push(text);
        }
        return found;
      }),
    );
    expect(loose, 'a discount shown without the price tag (no 30-day lowest price beside it)').toEqual([]);
  }
}
