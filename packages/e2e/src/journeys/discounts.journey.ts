import type { Page } from '@playwright/test';
import { endpoints } from '@travel/contracts/api/endpoints';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { FavoritesPageObject } from '../pages/favorites-page';
import { HomePageObject } from '../pages/home-page';
import { HotelPages } from '../pages/hotel-pages';
import { ListingPageObject } from '../pages/listing-page';
import { PriceTags } from '../pages/price-tag';

// docs/adr/0231-one-price-tag.md: wherever a discounted offer of the seed appears, its discount
// comes with the regular price crossed out and the lowest price of the 30 days before it.

/** A same-origin JSON call from the page's context (its cookies: the favourites id). */
async function call(page: Page, baseURL: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<unknown> {
  const res = await page.request.fetch(new URL(url, baseURL).toString(), {
    method,
    headers: { Origin: baseURL },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return (await res.json()) as unknown;
}

const discounted = (offer: OfferListItem): boolean => offer.discountPercent > 0 && offer.regularPricePerPerson > offer.pricePerPerson;

test.describe('honest discounts (Omnibus) in every place an offer appears', () => {
  test('listing sorted by discount, map, home, hotel, offer, favourites, guide and order summary show the 30-day lowest price', async ({
    page,
    site,
    problems,
  }) => {
    test.setTimeout(180_000);
    const body = endpoints.offersList.response.parse(await call(page, site.baseURL, 'GET', '/api/offers/list/?sortBy=rabat&limit=20'));
    const offer = body.offers.find((candidate) => discounted(candidate) && candidate.placesLeft >= 2);
    expect(offer, 'a discounted offer with places in the seed').toBeDefined();
    const { hash, hotelSlug, lowestPrice30dPerPerson, regularPricePerPerson } = offer!;
    const expected = { regular: regularPricePerPerson, lowest30d: lowestPrice30dPerPerson };
    const listing = new ListingPageObject(page);

    await test.step("the listing sorted by 'Największa zniżka': the first card's discount, every card honest", async () => {
      // The sort as the listing's form sends it without JavaScript: the page arrives sorted.
      await listing.openListing('/wycieczki/?sortowanie=rabat');
      await listing.waitUntilInteractive();
      await expect(listing.sortSelect).toHaveValue('rabat');
      await expect(listing.sortSelect.locator('option:checked')).toHaveText(polishText('listing', 'sort.options.rabat'));
      const first = new PriceTags(listing.cards.first());
      await expect(first.discounts).toHaveCount(1);
      await new PriceTags(page.locator('main')).expectHonest();
    });

    await test.step('the map view: its list and a popup name discounts with the 30-day price', async () => {
      await listing.mapViewButton.click();
      const list = page.getByTestId('map-hotel-list');
      await expect(list).toBeVisible();
      const tags = new PriceTags(list);
      await expect.poll(() => tags.discounts.count()).toBeGreaterThan(0);
      await tags.expectHonest();
    });

    await test.step('the home page teasers', async () => {
      const home = new HomePageObject(page);
      await home.shell.open(home.homePath);
      await home.expectOfferSections();
      await new PriceTags(page.locator('main')).expectHonest();
    });

    await test.step('the hotel page with the offer chosen, and the offer page', async () => {
      const hotel = new HotelPages(page);
      await hotel.shell.open(`/hotel/${hotelSlug}/?oferta=${hash}`);
      await hotel.expectHotel();
      const onHotel = new PriceTags(hotel.configurator);
      expect(await onHotel.firstDiscountPrices()).toEqual(expected);
      await onHotel.expectHonest();

      await hotel.shell.open(`/oferta/${hash}/`);
      const onOffer = new PriceTags(page.locator('main'));
      expect(await onOffer.firstDiscountPrices()).toEqual(expected);
      await onOffer.expectHonest();
    });

    await test.step('favourites', async () => {
      await call(page, site.baseURL, 'POST', '/api/offers/favorites/', { offerHash: hash });
      const favorites = new FavoritesPageObject(page);
      await favorites.shell.open(favorites.favoritesPath);
      await expect(favorites.cards).toHaveCount(1);
      const tags = new PriceTags(favorites.cards.first());
      expect(await tags.firstDiscountPrices()).toEqual(expected);
      await tags.expectHonest();
    });

    await test.step("the guide of the offer's place", async () => {
      await page.goto(`/kierunki/${offer!.destination.path}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await new PriceTags(page.locator('main')).expectHonest();
    });

    await test.step("the order's trip summary", async () => {
      const created = endpoints.purchaseCreateOfferRequest.response.parse(
        await call(page, site.baseURL, 'POST', '/api/purchase/create-offer-request/', { offerHash: hash, adults: 2 }),
      );
      await page.goto(`/rezerwacja/${created.orderId}/dane/`);
      const summary = page.getByRole('complementary', { name: polishText('order', 'trip.heading') });
      const tags = new PriceTags(summary);
      expect(await tags.firstDiscountPrices()).toEqual(expected);
      await tags.expectHonest();
    });
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});
