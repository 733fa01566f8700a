import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { ListingPageObject } from '../pages/listing-page';

// docs/adr/0221-drawn-basemap.md: with no tile server (the journeys' site sets none) the map draws
// the outlines the shop ships; markers are buttons with the listing's price.
const LISTING = '/wycieczki/grecja/';
const popupPrice = (price: string): string => polishText('home', 'map.priceFrom').replace('{{price}}', price);

test.describe('the listing map with no tile server', () => {
  test('draws the basemap; a marker opens its popup by click and by keyboard, at the card price', async ({ page, problems }) => {
    const listing = new ListingPageObject(page);
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (/tile/i.test(new URL(request.url()).hostname)) tileRequests.push(request.url());
    });
    await listing.shell.open(LISTING);
    await listing.expectListing();
    await listing.waitUntilInteractive();

    const prices = await listing.cardPrices();
    expect(prices.size, 'the listing has cards').toBeGreaterThan(0);

    await listing.mapViewButton.click();
    await expect(listing.map).toBeVisible();
    // A hotel both on the first page of cards and on the map (the map holds every hotel of the search).
    await expect(listing.mapHotelList).toBeVisible();
    const onMap = await listing.mapHotelList.getByRole('link').allTextContents();
    const hotel = onMap.map((name) => name.trim()).find((name) => prices.has(name)) ?? '';
    const cardPrice = prices.get(hotel) ?? '';
    expect(hotel, 'a hotel of the cards is on the map').not.toBe('');
    await test.step('the drawn basemap', async () => {
      await expect.poll(async () => ((await listing.basemapLand.getAttribute('d')) ?? '').length).toBeGreaterThan(1000);
      await expect(listing.mapMarkers.or(listing.mapClusters).first()).toBeVisible();
      for (const marker of await listing.mapMarkers.all()) await expect(marker).toHaveText(/zł/);
    });

    await test.step('markers are in the tab order after the map', async () => {
      await listing.mapFrame.focus();
      await page.keyboard.press('Tab');
      await expect(listing.mapMarkers.or(listing.mapClusters).first()).toBeFocused();
    });

    // 'Pokaż na mapie' brings the card's hotel into view at the deepest zoom, where no marker clusters.
    const showOnMap = new RegExp(`^${escapeRegExp(polishText('home', 'map.showOnMap'))}\\s*:\\s*${escapeRegExp(hotel)}$`);
    await listing.map.getByRole('button', { name: showOnMap }).click();
    await page.keyboard.press('Escape');
    await expect(listing.mapPopup).toHaveCount(0);
    const marker = listing.mapMarkers.and(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(hotel)},`) }));
    await expect(marker, "the marker shows the card's price").toHaveText(cardPrice);

    await test.step('a click opens the popup with the card price and a link to the hotel page', async () => {
      await marker.click();
      await expect(listing.mapPopup).toBeVisible();
      await expect(listing.mapPopup.getByTestId('map-popup-price')).toHaveText(popupPrice(cardPrice));
      const link = listing.mapPopup.getByRole('link', { name: hotel });
      await expect(link).toHaveAttribute('href', /^\/hotel\/[^/]+\/\?oferta=/);
      await listing.mapPopup.getByRole('button', { name: polishText('home', 'map.closePopup') }).click();
      await expect(listing.mapPopup).toHaveCount(0);
    });

    await test.step('Enter on the focused marker opens the same popup', async () => {
      await marker.focus();
      await page.keyboard.press('Enter');
      await expect(listing.mapPopup.getByTestId('map-popup-price')).toHaveText(popupPrice(cardPrice));
      await expect(listing.mapPopup.getByRole('link', { name: hotel })).toBeVisible();
    });

    expect(tileRequests, 'no tile server is asked').toEqual([]);
    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
