import { expect, type Locator, type Request } from '@playwright/test';
import { offerListResponse, type OfferListResponse } from '@travel/contracts/api/offers';
import { FIRST_PAINT_STATE_ELEMENT_ID, firstPaintStateSchema } from '@travel/contracts/first-paint';
import { polishText } from '../harness/locales';
import { SearchPages } from './search-pages';

/** The list request of the listing, as Playwright matches it. */
export const LIST_REQUEST = '**/api/offers/list/**';
const LIST_REQUEST_PATH = /\/api\/offers\/list\/$/;

/**
 * How long a journey waits for the page to ask the API. A limit, not a speed check: a busy
 * machine (load average 5-20 in CI) can take tens of seconds to hydrate a page.
 */
const PAGE_DATA_TIMEOUT_MS = 60_000;

/** What the listing asked the API for and what it answered. */
export interface ListExchange {
  readonly params: URLSearchParams;
  readonly body: OfferListResponse;
}

const listingText = (key: string): string => polishText('listing', key);

/** Remote `search`, the category listing: filters, sort, paging and the offer cards. */
export class ListingPageObject extends SearchPages {
  get cards(): Locator {
    return this.page.getByTestId('offer-card');
  }

  get resultsCount(): Locator {
    return this.page.getByTestId('results-count');
  }

  get resultsHeading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: listingText('results.heading') });
  }

  get sortSelect(): Locator {
    return this.page.getByLabel(listingText('sort.label'));
  }

  filterGroup(legendKey: string): Locator {
    return this.page.getByRole('group', { name: listingText(`filters.${legendKey}`) });
  }

  /** A page's link in the paging (links, so paging works before hydration too). */
  pageButton(page: number): Locator {
    return this.page
      .getByRole('navigation', { name: listingText('paging.label') })
      .getByRole('link', { name: listingText('paging.page').replace('{{page}}', String(page)), exact: true });
  }

  /** The submit button of the listing's form, shown only when the page runs without JavaScript. */
  get formSubmit(): Locator {
    return this.page.getByRole('button', { name: listingText('form.submit') }).first();
  }

  /**
   * The listing is hydrated: its filter counts, which only the browser asks for, are shown.
   * Journeys about what the page does once interactive wait for this before they use the controls.
   */
  async waitUntilInteractive(): Promise<void> {
    await expect(this.page.locator('.listing-filter__count').first()).toBeVisible({ timeout: PAGE_DATA_TIMEOUT_MS });
  }

  /** The map view (docs/adr/0221-drawn-basemap.md). */
  get mapViewButton(): Locator {
    return this.page.getByRole('group', { name: listingText('view.label') }).getByRole('button', { name: listingText('view.map') });
  }

  get map(): Locator {
    return this.page.getByTestId('map-listing');
  }

  get mapFrame(): Locator {
    return this.map.getByRole('application');
  }

  /** The land of the drawn basemap (the map's background when no tile server is configured). */
  get basemapLand(): Locator {
    return this.map.getByTestId('map-basemap').locator('path.search-map__land').first();
  }

  /** One hotel's marker; a cluster of several hotels is `mapClusters`. */
  get mapMarkers(): Locator {
    return this.map.getByTestId('map-marker');
  }

  get mapClusters(): Locator {
    return this.map.getByTestId('map-cluster');
  }

  /** The list of the map's hotels under it (the non-visual alternative to the markers). */
  get mapHotelList(): Locator {
    return this.map.getByTestId('map-hotel-list');
  }

  get mapPopup(): Locator {
    return this.map.getByTestId('map-popup');
  }

  /** The price on each card, by hotel name, as the list shows it. */
  async cardPrices(): Promise<Map<string, string>> {
    const entries = await this.cards.evaluateAll((cards) =>
      cards.map(
        (card) =>
          [
            card.querySelector('h3 a, h2 a')?.textContent?.trim() ?? '',
            card.querySelector('[data-testid="offer-price"]')?.textContent?.trim() ?? '',
          ] as [string, string],
      ),
    );
    return new Map(entries);
  }

  /** The `filtr` value of the current address, split into its key:value pairs. */
  filtr(): Map<string, string> {
    const value = new URL(this.page.url()).searchParams.get('filtr') ?? '';
    return new Map(
      value
        .split(';')
        .filter((pair) => pair.includes(':'))
        .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)] as [string, string]),
    );
  }

  /**
   * Opens `path` and returns the list exchange of its first page. A server-rendered first paint
   * (docs/adr/0100-first-paint-server-rendering.md) asked the API on the server: its request is
   * read from the page's first-paint state, where the react-query key holds the very query the
   * browser would have sent. Without a first paint (the server fell back: busy, or past its time
   * box) it is the browser's own request. Which path the page took depends on the machine's load,
   * so both are watched from before the navigation, and whichever shows first is the answer.
   */
  async openListing(path: string): Promise<ListExchange & { readonly fromFirstPaint: boolean }> {
    const browserRequests: Request[] = [];
    const record = (request: Request) => {
      if (LIST_REQUEST_PATH.test(new URL(request.url()).pathname)) browserRequests.push(request);
    };
    this.page.on('request', record);
    try {
      await this.shell.open(path);
      const fromState = await this.firstPaintListExchange();
      if (fromState) return { ...fromState, fromFirstPaint: true };
      await expect
        .poll(() => browserRequests.length, { message: `the listing at ${path} asked for its offers`, timeout: PAGE_DATA_TIMEOUT_MS })
        .toBeGreaterThan(0);
      return { ...(await this.exchangeOf(browserRequests[0]!)), fromFirstPaint: false };
    } finally {
      this.page.off('request', record);
    }
  }

  /** The list query of the page's first-paint state and its data, if the page has one. */
  async firstPaintListExchange(): Promise<ListExchange | undefined> {
    // The document has loaded: the state block is in it or it is not (no waiting for one to appear).
    const block = this.page.locator(`script#${FIRST_PAINT_STATE_ELEMENT_ID}`);
    if ((await block.count()) === 0) return undefined;
    const text = await block.textContent();
    if (!text) return undefined;
    const state = firstPaintStateSchema.parse(JSON.parse(text));
    for (const entry of state.queries.queries as Array<{ queryKey?: unknown; state?: { data?: unknown } }>) {
      const [scope, name, args] = Array.isArray(entry.queryKey) ? entry.queryKey : [];
      if (scope !== 'api' || name !== 'offersList') continue;
      const query = (args as { query?: Record<string, unknown> } | undefined)?.query ?? {};
      const params = new URLSearchParams();
      // As the API client writes a query: lists comma-joined, nothing for undefined.
      for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === null) continue;
        params.append(key, Array.isArray(value) ? value.join(',') : String(value));
      }
      return { params, body: offerListResponse.parse(entry.state?.data) };
    }
    return undefined;
  }

  /** Runs `action` and returns the list request it caused, with the API's answer. */
  async listExchange(action: () => Promise<unknown>): Promise<ListExchange> {
    const requested = this.page.waitForRequest(LIST_REQUEST, { timeout: PAGE_DATA_TIMEOUT_MS });
    await action();
    return this.exchangeOf(await requested);
  }

  async exchangeOf(request: Request): Promise<ListExchange> {
    const response = await request.response();
    if (response === null) throw new Error(`no answer to ${request.url()}`);
    return { params: new URL(request.url()).searchParams, body: offerListResponse.parse(await response.json()) };
  }

  /** The rendered cards are the answer's hotels, in its order, and the count is its total. */
  async expectCardsOf(body: OfferListResponse): Promise<void> {
    await expect(this.cards).toHaveCount(body.offers.length);
    await expect
      .poll(async () => this.cards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-offer'))))
      .toEqual(body.offers.map((offer) => offer.hash));
    await expect(this.resultsCount).toContainText(String(body.total));
  }
}
