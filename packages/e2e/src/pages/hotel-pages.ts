import { expect, type Locator, type Request, type Response } from '@playwright/test';
import { offerConfigResponse, type OfferConfig } from '@travel/contracts/api/offers';
import { DEFAULT_ADULTS } from '@travel/search-model';
import { polishText } from '../harness/locales';
import { RemotePage } from './remote-page';

const hotelText = (key: string): string => polishText('hotel', key);
/** A whole-text pattern of a Polish text with `{{placeholders}}`. */
const hotelPattern = (key: string): RegExp =>
  new RegExp(
    `^${hotelText(key)
      .split(/\{\{\s*[\w.]+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/** The configurator's API call, as Playwright matches it. */
export const CONFIG_REQUEST = '**/api/offers/offer/config/**';

/** What the configurator asked the API for and what it answered. */
export interface ConfigExchange {
  readonly params: URLSearchParams;
  readonly body: OfferConfig;
}

/** Remote `hotel`: hotel page, offer page, hotels listing per location. */
export class HotelPages extends RemotePage {
  readonly remote = 'hotel' as const;

  hotelPath(hotelSlug: string): string {
    return `/hotel/${hotelSlug}/`;
  }

  offerPath(offerHash: string): string {
    return `/oferta/${offerHash}/`;
  }

  hotelsListingPath(locationPath = ''): string {
    return locationPath === '' ? '/hotele/' : `/hotele/${locationPath}/`;
  }

  /** The hotel page rendered with a hotel's name (any, or the given one) in its `<h1>`. */
  async expectHotel(name?: string): Promise<void> {
    await this.expectRendered(name);
    await expect(this.page.getByRole('navigation', { name: hotelText('breadcrumb.label') })).toBeVisible();
  }

  get configurator(): Locator {
    return this.page.getByTestId('configurator');
  }

  get selectedOffer(): Locator {
    return this.page.getByTestId('selected-offer');
  }

  get priceTotal(): Locator {
    return this.selectedOffer.getByTestId('price-total');
  }

  /** Beside the gallery on a wide screen: the configured offer's price and a link down to the configurator. */
  get glance(): Locator {
    return this.page.getByRole('complementary', { name: hotelText('glance.heading') });
  }

  get glanceTotal(): Locator {
    return this.glance.getByTestId('glance-price-total');
  }

  get unavailable(): Locator {
    return this.page.getByTestId('configurator-unavailable');
  }

  get alternatives(): Locator {
    return this.unavailable.getByTestId('alternative');
  }

  get reserveButton(): Locator {
    return this.selectedOffer.getByRole('button', { name: hotelText('configurator.reserve') });
  }

  select(labelKey: 'adults' | 'departureCity' | 'duration' | 'board' | 'room'): Locator {
    return this.configurator.getByLabel(hotelText(`configurator.${labelKey}`), { exact: true });
  }

  get calendarToggle(): Locator {
    return this.page.getByTestId('calendar-toggle');
  }

  get calendar(): Locator {
    return this.page.getByTestId('price-calendar');
  }

  get calendarDays(): Locator {
    return this.calendar.locator('button[data-date]');
  }

  /** Calendar days priced under the shopper's current choices. */
  get calendarDaysWithChoices(): Locator {
    return this.calendar.locator('button[data-date]:not([data-other-choices])');
  }

  /** Calendar days that exist only with another value of `choice` (`departureCity`, `durationDays`, …). */
  calendarDaysChanging(choice: string): Locator {
    return this.calendar.locator(`button[data-date][data-other-choices~="${choice}"]`);
  }

  /** The notice that says which choices a calendar day would change, before it changes them. */
  get calendarChangeNotice(): Locator {
    return this.page.getByTestId('calendar-change-notice');
  }

  /** One line of the notice: `choice` is `departureCity`, `durationDays`, `board`, `roomCode` or `tourOperator`. */
  calendarChangeLine(choice: string): Locator {
    return this.calendarChangeNotice.locator(`li[data-choice="${choice}"]`);
  }

  /**
   * The first of `days` in the month shown or, month by month, in a later one (at most
   * `maxMonths` further); undefined when none has one.
   */
  async findCalendarDay(days: Locator, maxMonths = 12): Promise<Locator | undefined> {
    const next = this.calendar.getByRole('button', { name: hotelText('configurator.calendar.next'), exact: true });
    for (let month = 0; month <= maxMonths; month++) {
      await expect(this.calendar.locator('caption')).not.toBeEmpty();
      if ((await days.count()) > 0) return days.first();
      if (await next.isDisabled()) return undefined;
      const caption = await this.calendar.locator('caption').innerText();
      await next.click();
      await expect(this.calendar.locator('caption')).not.toHaveText(caption);
    }
    return undefined;
  }

  get galleryOpenButton(): Locator {
    return this.page.getByRole('button', { name: hotelPattern('gallery.open') });
  }

  get galleryDialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The option texts of a configurator select that the API says are available with the other choices. */
  async availableOptions(select: Locator): Promise<{ value: string; label: string }[]> {
    const unavailableSuffix = hotelText('configurator.optionUnavailable').split('}}').at(-1) ?? '';
    const options = await select
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })));
    return options.filter((option) => option.value !== '' && !option.label.endsWith(unavailableSuffix));
  }

  /**
   * Runs `action` and returns the configurator exchange it caused: the last config request sent
   * after the action began that asks for the configuration the address now holds, once every such
   * request has settled (an answer to an earlier request still in flight does not count; a request
   * the page cancelled for a newer one is skipped). The router renders a choice in a transition, so
   * the page may first ask for the address it wrote just before (a card's offer written out as
   * choices) and only then for the shopper's choice: that earlier request is not the exchange.
   * With `noneWithinMs`: undefined when the action sent no request for the address in that time (a
   * configuration the page asked for before is answered from its query cache).
   */
  async configExchange(action: () => Promise<unknown>): Promise<ConfigExchange>;
  async configExchange(action: () => Promise<unknown>, options: { noneWithinMs: number }): Promise<ConfigExchange | undefined>;
  async configExchange(action: () => Promise<unknown>, options?: { noneWithinMs: number }): Promise<ConfigExchange | undefined> {
    const sent: Request[] = [];
    const answered = new Map<Request, Response>();
    const failed = new Set<Request>();
    const isConfig = (request: Request): boolean => request.url().includes('/api/offers/offer/config/') && request.method() === 'GET';
    const onRequest = (request: Request): void => {
      if (isConfig(request)) sent.push(request);
    };
    const onResponse = (response: Response): void => {
      if (sent.includes(response.request())) answered.set(response.request(), response);
    };
    const onFailed = (request: Request): void => {
      if (sent.includes(request)) failed.add(request);
    };
    const forAddress = (): Request[] => {
      const address = new URL(this.page.url()).searchParams;
      return sent.filter((request) => asksForAddress(new URL(request.url()).searchParams, address));
    };
    this.page.on('request', onRequest);
    this.page.on('response', onResponse);
    this.page.on('requestfailed', onFailed);
    try {
      await action();
      if (options !== undefined) {
        const deadline = Date.now() + options.noneWithinMs;
        while (forAddress().length === 0 && Date.now() < deadline) await this.page.waitForTimeout(100);
        if (forAddress().length === 0) return undefined;
      }
      await expect
        .poll(
          () => {
            const settled = sent.every((request) => answered.has(request) || failed.has(request));
            return settled && forAddress().some((request) => answered.has(request));
          },
          {
            message: `the configurator asked the API for ${this.page.url()} and every answer arrived (sent ${sent.map((r) => new URL(r.url()).search).join(' ')}; answered ${answered.size}, failed ${failed.size})`,
            timeout: 30_000,
          },
        )
        .toBe(true);
      const last = forAddress()
        .reverse()
        .find((request) => answered.has(request));
      const response = last === undefined ? undefined : answered.get(last);
      if (response === undefined) throw new Error('no config answer');
      return { params: new URL(response.url()).searchParams, body: offerConfigResponse.parse(await response.json()) };
    } finally {
      this.page.off('request', onRequest);
      this.page.off('response', onResponse);
      this.page.off('requestfailed', onFailed);
    }
  }

  /**
   * Picks an option as a shopper does, with the select in view (Playwright's `selectOption` alone
   * changes a select scrolled out of view, where the page's answer then moves what the shopper is
   * looking at instead).
   */
  async choose(select: Locator, value: string): Promise<void> {
    await select.scrollIntoViewIfNeeded();
    await select.selectOption(value);
  }

  /** A query parameter of the current address. */
  param(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }
}

/** `15.03.2020` as the API takes it, `2020-03-15`. */
const isoOfPolishDate = (value: string): string => value.split('.').reverse().join('-');

/**
 * The hotel address's "own transport" departure (`wyjazd`), as a shopper's link writes it; the
 * page asks the API with no departure city of its own for it.
 */
const OWN_TRANSPORT = 'dojazd-wlasny';

/**
 * Whether a config request asks for the configuration a hotel address holds (the address names the
 * choices in Polish, the API in its own words; the default party, which the address leaves out, as the search model defines it).
 * The departure city is compared only where the address names a city the API knows by that slug.
 */
function asksForAddress(request: URLSearchParams, address: URLSearchParams): boolean {
  const city = address.get('wyjazd');
  const pairs: Array<[string | null, string | null]> = [
    [request.get('adults'), address.get('dorosli') ?? String(DEFAULT_ADULTS)],
    [request.get('children'), address.get('dzieci')?.split(',').map(isoOfPolishDate).join(',') ?? null],
    [request.get('departureDateFrom'), address.has('termin') ? isoOfPolishDate(address.get('termin') ?? '') : null],
    [request.get('durationDays'), address.get('dlugosc')],
    [request.get('boardId'), address.get('wyzywienie')],
    [request.get('roomCode'), address.get('pokoj')],
    [request.get('hashId'), address.get('oferta')],
    ...(city === null || city === OWN_TRANSPORT ? [] : [[request.get('departureCity'), city] as [string | null, string | null]]),
  ];
  return pairs.every(([asked, held]) => asked === held);
}
