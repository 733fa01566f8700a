import type { Locator } from '@playwright/test';
import { endpoints } from '@travel/contracts/api/endpoints';
import { accessibilityViolations } from '../harness/accessibility';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { offerConfigResponse } from '@travel/contracts/api/offers';
import { HotelPages, type ConfigExchange } from '../pages/hotel-pages';
import { ListingPageObject } from '../pages/listing-page';
import { FavoritesPageObject } from '../pages/favorites-page';

/** A price as the page shows it ('1 299 zł', '1 234,50 zł') in grosze, to compare with the API's złoty. */
function grosze(text: string): number {
  const match = /([\d\s\u00a0]+)(,(\d{2}))?/.exec(text);
  if (match === null) throw new Error(`no price in "${text}"`);
  return Number((match[1] ?? '').replace(/\D/g, '')) * 100 + Number(match[3] ?? '0');
}

/** The offer's operator line ('Organizator: Itaka'). */
const operatorLinePattern = new RegExp(`^${polishText('hotel', 'configurator.operator').replace('{{operator}}', '')}`);

/**
 * A hotel whose offers give the configurator something to choose: several boards and durations.
 * Found through the public API, parsed with the contracts.
 */
async function configurableHotel(baseURL: string): Promise<{ slug: string; name: string }> {
  const list = endpoints.offersList.response.parse(
    await (await fetch(new URL('/api/offers/list/?limit=50&sortBy=popularnosc', baseURL))).json(),
  );
  expect(list.offers.length, 'the seed has offers').toBeGreaterThan(0);
  for (const offer of list.offers) {
    const config = endpoints.offersOfferConfig.response.parse(
      await (await fetch(new URL(`/api/offers/offer/config/?mdsRelationId=${offer.hotelId}`, baseURL))).json(),
    );
    if (config.boards.length > 1 && config.rooms.length > 1 && config.durations.length > 2)
      return { slug: offer.hotelSlug, name: offer.hotelName };
  }
  throw new Error('no hotel in the first 50 with several boards, rooms and durations');
}

test.describe('hotel page: from a card to an order', () => {
  test('card → hotel page; party, calendar date, duration, board and room price the offer from the API and live in the URL; reload reproduces; an unavailable combination offers alternatives; Rezerwuj creates the order', async ({
    page,
    site,
    problems,
  }) => {
    const hotel = new HotelPages(page);
    const listing = new ListingPageObject(page);
    const target = await configurableHotel(site.baseURL);

    /** The displayed total agrees with the API's answer, and the URL with the request. */
    const expectPriced = async (exchange: ConfigExchange): Promise<void> => {
      expect(exchange.body.status, `configuration ${exchange.params.toString()}`).toBe('available');
      const selected = exchange.body.selected;
      if (selected === null) throw new Error('available without an offer');
      await expect(hotel.selectedOffer).toHaveAttribute('data-offer', selected.hash);
      await expect.poll(async () => grosze(await hotel.priceTotal.innerText())).toBe(Math.round(selected.priceTotal * 100));
      // The price beside the gallery is the same offer's.
      await expect.poll(async () => grosze(await hotel.glanceTotal.innerText())).toBe(Math.round(selected.priceTotal * 100));
    };

    /** Picks another value of a select: available ones first; returns the exchange it caused. */
    const changeChoice = async (select: Locator, param: string): Promise<ConfigExchange> => {
      const current = await select.inputValue();
      const available = (await hotel.availableOptions(select)).filter((option) => option.value !== current);
      const all = (await select.locator('option').evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value))).filter(
        (value) => value !== '' && value !== current,
      );
      const value = available[0]?.value ?? all[0];
      if (value === undefined) throw new Error(`${param}: nothing else to choose`);
      const exchange = await hotel.configExchange(() => hotel.choose(select, value));
      await expect.poll(() => hotel.param(param)).toBe(value);
      return exchange;
    };

    /** An available answer is priced on the page; an unavailable one says so, and an alternative brings an offer back. */
    const settle = async (exchange: ConfigExchange): Promise<void> => {
      if (exchange.body.status === 'available') {
        await expectPriced(exchange);
        return;
      }
      await expect(hotel.unavailable.getByText(polishText('hotel', 'configurator.unavailable'))).toBeVisible();
      expect(exchange.body.alternatives.length, 'alternatives offered').toBeGreaterThan(0);
      await expect(hotel.alternatives).toHaveCount(exchange.body.alternatives.length);
      const alternative = exchange.body.alternatives[0];
      if (alternative === undefined) throw new Error('no alternative');
      // The alternative's configuration may be one the page asked for before (answered from the
      // query cache, no request): the address and the page show it either way.
      await hotel.alternatives.first().click();
      await expect.poll(() => hotel.param('termin')).toBe(alternative.offer.departureDate.split('-').reverse().join('.'));
      await expect.poll(() => hotel.param('dlugosc')).toBe(String(alternative.offer.durationDays));
      await expect.poll(() => hotel.param('wyzywienie')).toBe(alternative.offer.board);
      await expect.poll(() => hotel.param('pokoj')).toBe(alternative.offer.room.code);
      await expect(hotel.selectedOffer).toBeVisible();
      await expect(hotel.unavailable).toHaveCount(0);
    };

    await test.step('from a listing card to the hotel page', async () => {
      await listing.openListing(`/wycieczki/?filtr=hotel:${target.slug}`);
      const card = listing.cards.first();
      await expect(card).toHaveAttribute('data-hotel', target.slug);
      const offerHash = await card.getAttribute('data-offer');
      await card.getByRole('link', { name: target.name }).click();
      await expect(page).toHaveURL((url) => url.pathname === hotel.hotelPath(target.slug));
      await hotel.expectHotel(target.name);
      // The card's offer is preselected, then written out as choices.
      await expect(hotel.selectedOffer).toHaveAttribute('data-offer', offerHash ?? '');
      await expect.poll(() => hotel.param('termin')).not.toBeNull();
      expect(hotel.param('oferta')).toBeNull();
      // Beside the gallery, the price leads down to the configurator.
      await hotel.glance.getByRole('link', { name: polishText('hotel', 'glance.change') }).click();
      await expect(page.getByRole('heading', { name: polishText('hotel', 'configurator.heading') })).toBeInViewport();
    });

    await test.step('the party: three adults and a child by birth date', async () => {
      await settle(await hotel.configExchange(() => hotel.choose(hotel.select('adults'), '3')));
      expect(hotel.param('dorosli')).toBe('3');
      await hotel.configurator.getByRole('button', { name: polishText('hotel', 'configurator.addChild') }).click();
      const birth = `${new Date().getFullYear() - 6}-03-15`;
      const withChild = page.waitForResponse(
        (r) => r.url().includes('/api/offers/offer/config/') && new URL(r.url()).searchParams.get('children') === birth,
      );
      await hotel.configurator.getByLabel(polishText('hotel', 'configurator.childBirthDate').replace('{{index}}', '1')).fill(birth);
      await expect.poll(() => hotel.param('dzieci'), { message: 'the child is in the address' }).toBe(`15.03.${birth.slice(0, 4)}`);
      const answered = await withChild;
      const exchange = { params: new URL(answered.url()).searchParams, body: offerConfigResponse.parse(await answered.json()) };
      expect(exchange.params.get('children')).toBe(birth);
      expect(hotel.param('dzieci')).toBe(`15.03.${birth.slice(0, 4)}`);
      await settle(exchange);
    });

    await test.step('a date from the price calendar keeps the current choices', async () => {
      // Any length, board and room: the calendar then prices this departure city and the operator
      // of the offer on screen only (docs/adr/0346-price-calendar-by-operator.md).
      await hotel.choose(hotel.select('duration'), '');
      await expect.poll(() => hotel.param('dlugosc')).toBeNull();
      await hotel.choose(hotel.select('board'), '');
      await expect.poll(() => hotel.param('wyzywienie')).toBeNull();
      await hotel.choose(hotel.select('room'), '');
      await expect.poll(() => hotel.param('pokoj')).toBeNull();
      const [city, duration] = [hotel.param('wyjazd'), hotel.param('dlugosc')];
      expect(city, 'the card filled the departure city').not.toBeNull();
      await expect(page.getByTestId('configurator')).toHaveAttribute('aria-busy', 'false');
      await expect(hotel.selectedOffer).toBeVisible();
      const operator = await hotel.selectedOffer.getByText(operatorLinePattern).innerText();
      await hotel.calendarToggle.click();
      await expect(hotel.calendar).toBeVisible();
      await expect(hotel.calendarDays.first()).toBeVisible();
      expect(await accessibilityViolations(page), 'axe with the calendar open').toEqual([]);
      const day = await hotel.findCalendarDay(hotel.calendarDaysWithChoices.and(page.locator('[aria-pressed="false"]')));
      if (day === undefined) throw new Error('no other day under the current choices');
      const [date, priced] = [await day.getAttribute('data-date'), await day.getAttribute('data-offer')];
      await day.click();
      // The calendar priced the operator on screen (docs/adr/0346-price-calendar-by-operator.md):
      // the day only sets the date, without a notice, and the offer stays that operator's.
      await expect.poll(() => hotel.param('termin')).toBe(date?.split('-').reverse().join('.'));
      await expect(hotel.calendarChangeNotice).toHaveCount(0);
      expect([hotel.param('wyjazd'), hotel.param('dlugosc')]).toEqual([city, duration]);
      await expect(hotel.calendar).toBeHidden();
      await expect(hotel.selectedOffer).toHaveAttribute('data-offer', priced ?? '');
      await expect(hotel.selectedOffer.getByText(operatorLinePattern)).toHaveText(operator);
    });

    await test.step('a date only from another departure city: the notice names the change before anything changes', async () => {
      const before = page.url();
      const city = hotel.param('wyjazd');
      await hotel.calendarToggle.click();
      await expect(hotel.calendarDays.first()).toBeVisible();
      const day = await hotel.findCalendarDay(hotel.calendarDaysChanging('departureCity'));
      if (day === undefined) throw new Error('no day that needs another departure city');
      const date = await day.getAttribute('data-date');
      await day.click();
      await expect(hotel.calendarChangeNotice).toBeVisible();
      const line = await hotel.calendarChangeLine('departureCity').innerText();
      const [, from, to] = /^.+: (.+) → (.+)$/.exec(line) ?? [];
      expect(line.startsWith(`${polishText('hotel', 'configurator.departureCity')}: `), line).toBe(true);
      expect(from).not.toBe(to);
      // Nothing changed yet: the address and the offer on screen are the old ones.
      expect(page.url()).toBe(before);
      await expect(hotel.calendarChangeNotice.getByRole('heading')).toBeFocused();
      expect(await accessibilityViolations(page), 'axe with the change notice').toEqual([]);
      await hotel.calendarChangeNotice.getByRole('button', { name: polishText('hotel', 'configurator.calendar.notice.confirm') }).click();
      await expect.poll(() => hotel.param('termin')).toBe(date?.split('-').reverse().join('.'));
      expect(hotel.param('wyjazd')).not.toBe(city);
      await expect(hotel.calendarChangeNotice).toHaveCount(0);
      await expect(hotel.selectedOffer).toContainText(polishText('hotel', 'configurator.departure').replace('{{city}}', to ?? ''));
    });

    await test.step('a date only of another operator: the notice names the operator change', async () => {
      const before = page.url();
      await hotel.calendarToggle.click();
      await expect(hotel.calendarDays.first()).toBeVisible();
      const day = await hotel.findCalendarDay(hotel.calendarDaysChanging('tourOperator'));
      if (day === undefined) throw new Error('no day only of another operator');
      const date = await day.getAttribute('data-date');
      await day.click();
      await expect(hotel.calendarChangeNotice).toBeVisible();
      const line = await hotel.calendarChangeLine('tourOperator').innerText();
      const [, from, to] = /^.+: (.+) → (.+)$/.exec(line) ?? [];
      expect(line.startsWith(`${polishText('hotel', 'configurator.calendar.notice.operator')}: `), line).toBe(true);
      expect(from).not.toBe(to);
      expect(page.url()).toBe(before);
      await hotel.calendarChangeNotice.getByRole('button', { name: polishText('hotel', 'configurator.calendar.notice.confirm') }).click();
      await expect.poll(() => hotel.param('termin')).toBe(date?.split('-').reverse().join('.'));
      await expect(hotel.selectedOffer.getByText(operatorLinePattern)).toHaveText(
        polishText('hotel', 'configurator.operator').replace('{{operator}}', to ?? ''),
      );
    });

    await test.step('duration, board and room', async () => {
      await settle(await changeChoice(hotel.select('duration'), 'dlugosc'));
      await settle(await changeChoice(hotel.select('board'), 'wyzywienie'));
      await settle(await changeChoice(hotel.select('room'), 'pokoj'));
    });

    await test.step('an unavailable combination says so in Polish and offers alternatives', async () => {
      const duration = hotel.select('duration');
      const available = new Set((await hotel.availableOptions(duration)).map((option) => option.value));
      const current = await duration.inputValue();
      const values = await duration.locator('option').evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
      const unavailable = values.filter((value) => value !== '' && value !== current && !available.has(value));
      // The demo seed always leaves some durations without an offer for one board and room;
      // failing here, rather than skipping, keeps 'Rezerwuj' below from going untested.
      expect(unavailable.length, 'a duration with no offer for these choices').toBeGreaterThan(0);
      // One the steps above already asked for (changeChoice takes an unavailable value when nothing
      // else is left) is answered from the page's query cache, with no request to read: the next one.
      let exchange: ConfigExchange | undefined;
      for (const value of unavailable) {
        exchange = await hotel.configExchange(() => hotel.choose(duration, value), { noneWithinMs: 3_000 });
        if (exchange !== undefined) break;
      }
      if (exchange === undefined) throw new Error(`every unavailable duration was answered from the cache: ${unavailable.join(', ')}`);
      expect(exchange.body.status).toBe('unavailable');
      await settle(exchange);
    });

    await test.step('a reload reproduces the configuration', async () => {
      const url = page.url();
      const hash = await hotel.selectedOffer.getAttribute('data-offer');
      const price = await hotel.priceTotal.innerText();
      await hotel.shell.reload();
      await hotel.expectHotel(target.name);
      await expect(hotel.selectedOffer).toHaveAttribute('data-offer', hash ?? '');
      await expect(hotel.priceTotal).toHaveText(price);
      expect(page.url()).toBe(url);
    });

    await test.step('the heart saves the offer and the header counts it (favourites shared through @travel/favorites)', async () => {
      const favorites = new FavoritesPageObject(page);
      const heart = favorites.heart(target.name, hotel.selectedOffer);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await favorites.expectHeaderCount(1);
    });

    await test.step('axe: 0 violations with the gallery open', async () => {
      await hotel.galleryOpenButton.click();
      await expect(hotel.galleryDialog).toBeVisible();
      expect(await accessibilityViolations(page), 'axe WCAG 2.1 A/AA with the gallery open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(hotel.galleryDialog).toHaveCount(0);
    });

    await test.step("'Rezerwuj' creates the order and opens its first step", async () => {
      const created = page.waitForResponse((r) => r.url().includes('/api/purchase/create-offer-request/'));
      await hotel.reserveButton.click();
      expect((await created).status()).toBe(201);
      await expect(page).toHaveURL(/\/rezerwacja\/[0-9a-f-]{36}\/dane\/$/);
    });

    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('an unknown hotel is an HTTP 404 with the Polish not-found page', async ({ page, problems }) => {
    const hotel = new HotelPages(page);
    const response = await page.goto(hotel.hotelPath('nie-ma-takiego-hotelu'));
    expect(response?.status()).toBe(404);
    await expect(hotel.heading).toHaveText(polishText('error', 'notFound.title'));
    // The browser logs the document's 404 itself: the answer this test asks for.
    expect(problems.unexpected((problem) => problem.text.includes('404') && problem.url.includes('/nie-ma-takiego-hotelu/'))).toEqual([]);
  });

  test('the server HTML holds the name, the price, the opinions and the Hotel JSON-LD; hydration refetches none of it', async ({
    page,
    site,
    problems,
  }) => {
    const hotel = new HotelPages(page);
    const target = await configurableHotel(site.baseURL);
    const html = await (await fetch(new URL(hotel.hotelPath(target.slug), site.baseURL), { headers: { accept: 'text/html' } })).text();
    const escapedName = target.name.replace(/&/g, '&amp;');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapedName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(html).toMatch(/data-testid="price-total">[\d\s\u00a0,]+zł/);
    expect(html).toContain('data-testid="opinions-summary"');
    expect(html).toContain('data-testid="opinion"');
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"Hotel"[^<]*"aggregateRating"/);

    const firstPaintCalls = [
      '/api/v1/hotels/hotel/',
      '/api/offers/offer/config/',
      '/api/v1/hotels/opinions/summary/',
      '/api/v1/hotels/opinions/list/',
    ];
    const refetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (firstPaintCalls.some((call) => path.startsWith(call))) refetched.push(path);
    });
    await hotel.shell.open(hotel.hotelPath(target.slug));
    await hotel.expectHotel(target.name);
    await expect(hotel.selectedOffer).toBeVisible();
    // Hydrated: the gallery's buttons answer (the dialog opens).
    await hotel.galleryOpenButton.click();
    await expect(hotel.galleryDialog).toBeVisible();
    expect(refetched, 'the browser did not ask again for what the server sent').toEqual([]);
    expect(problems.unexpected(), 'no hydration mismatch or other console error').toEqual([]);
  });

  test('offer page: priced for the party in the URL, honest discount, axe clean, Rezerwuj', async ({ page, site, problems }) => {
    const hotel = new HotelPages(page);
    const list = endpoints.offersList.response.parse(
      await (await fetch(new URL('/api/offers/list/?limit=1&sortBy=rabat', site.baseURL))).json(),
    );
    const offer = list.offers[0];
    if (offer === undefined) throw new Error('the seed has no offers');
    await hotel.shell.open(hotel.offerPath(offer.hash));
    await hotel.expectRendered();
    const details = page.getByTestId('offer-details');
    await expect(details).toHaveAttribute('data-offer', offer.hash);
    await expect(
      page.getByRole('navigation', { name: polishText('offer', 'breadcrumb.label') }).getByText(polishText('offer', 'breadcrumb.offer')),
    ).toBeVisible();
    if (offer.discountPercent > 0) {
      await expect(details.getByTestId('price-lowest-30d')).toHaveText(/^Najniższa cena z 30 dni przed obniżką: /);
    }
    const twoAdults = grosze(await details.getByTestId('price-total').innerText());
    const repriced = page.waitForResponse((r) => r.url().includes('/api/offers/offer/?') && r.url().includes('adults=3'));
    await page.getByLabel(polishText('hotel', 'configurator.adults'), { exact: true }).selectOption('3');
    const answer = endpoints.offersOffer.response.parse(await (await repriced).json());
    await expect.poll(() => hotel.param('dorosli')).toBe('3');
    await expect
      .poll(async () => grosze(await details.getByTestId('price-total').innerText()))
      .toBe(Math.round(answer.offer.priceTotal * 100));
    expect(Math.round(answer.offer.priceTotal * 100)).not.toBe(twoAdults);
    expect(await accessibilityViolations(page), 'axe WCAG 2.1 A/AA on the offer page').toEqual([]);
    await page.getByTestId('reserve').click();
    await expect(page).toHaveURL(/\/rezerwacja\/[0-9a-f-]{36}\/dane\/$/);
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('hotels listing: filters, sort and page in the URL drive the hotels API; axe clean', async ({ page, problems }) => {
    const hotel = new HotelPages(page);
    await hotel.shell.open(hotel.hotelsListingPath('grecja'));
    await hotel.expectRendered(/^Hotele – /);
    const cards = page.getByTestId('hotel-card');
    await expect(cards.first()).toBeVisible();
    const filtered = page.waitForRequest((r) => r.url().includes('/api/v1/hotels/list/') && r.url().includes('hotelRating=4%2C6'));
    await page
      .getByRole('group', { name: polishText('hotels-listing', 'filters.hotelRating') })
      .getByRole('radio')
      .nth(2)
      .check();
    await filtered;
    await expect.poll(() => hotel.param('opinie')).toBe('4,6');
    const sorted = page.waitForRequest((r) => r.url().includes('/api/v1/hotels/list/') && r.url().includes('sortBy=ocena'));
    await page.getByLabel(polishText('hotels-listing', 'sort.label')).selectOption('ocena');
    await sorted;
    await expect.poll(() => hotel.param('sortowanie')).toBe('ocena');
    await expect(page.getByTestId('hotels-count')).toBeVisible();
    expect(await accessibilityViolations(page), 'axe WCAG 2.1 A/AA on the hotels listing').toEqual([]);
    await hotel.shell.reload();
    await expect(cards.first()).toBeVisible();
    expect(hotel.param('opinie')).toBe('4,6');
    await cards.first().getByRole('link').click();
    await hotel.expectHotel();
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});
