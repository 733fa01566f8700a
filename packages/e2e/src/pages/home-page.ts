import { expect, type Locator } from '@playwright/test';
import { polishText } from '../harness/locales';
import { SearchPages } from './search-pages';

const homeText = (key: string): string => polishText('home', key);

/** Remote `search`, the home page: the search box with its autosuggest, and the offer sections. */
export class HomePageObject extends SearchPages {
  get searchBox(): Locator {
    return this.page.getByRole('search', { name: homeText('search.label') });
  }

  get destination(): Locator {
    return this.page.getByRole('combobox', { name: homeText('search.destination') });
  }

  get suggestions(): Locator {
    return this.page.getByRole('listbox', { name: homeText('autosuggest.listLabel') });
  }

  suggestion(name: string | RegExp): Locator {
    return this.suggestions.getByRole('option', { name });
  }

  get autosuggestMessage(): Locator {
    return this.page.getByTestId('autosuggest-message');
  }

  get submit(): Locator {
    return this.searchBox.getByRole('button', { name: homeText('search.submit') });
  }

  get lastMinute(): Locator {
    return this.page.getByTestId('last-minute-section');
  }

  get hitOffers(): Locator {
    return this.page.getByTestId('hit-offers-section');
  }

  /** Both offer sections finished loading and show cards. */
  async expectOfferSections(): Promise<void> {
    await expect(this.lastMinute.getByTestId('offer-card').first()).toBeVisible();
    await expect(this.hitOffers.getByTestId('offer-card').first()).toBeVisible();
  }

  /** The `filtr` value of the current address as key → value. */
  filtr(): Map<string, string> {
    const value = new URL(this.page.url()).searchParams.get('filtr') ?? '';
    return new Map(
      value
        .split(';')
        .filter((pair) => pair.includes(':'))
        .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)] as [string, string]),
    );
  }
}
