import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { createDefaultSearchState } from '@travel/search-model';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { MapListing } from '../map-listing';

const NOW = new Date('2026-06-01T08:00:00Z');
const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;
const hotel = (hotelId: number, hotelName: string, lat: number, lng: number, pricePerPerson: number) => ({
  hotelId,
  hotelSlug: hotelName.toLowerCase().replace(/ /g, '-'),
  hotelName,
  hotelStandard: 4,
  hotelRating: 5.1,
  lat,
  lng,
  hash: `offer${hotelId}abcd`,
  pricePerPerson,
  priceTotal: pricePerPerson * 2,
  regularPricePerPerson: pricePerPerson,
  lowestPrice30dPerPerson: pricePerPerson,
  discountPercent: 0,
});
// Two hotels on one bay (one cluster at the framing zoom) and one 300 km away.
const HOTELS = [
  hotel(1, 'Hotel Delfin', 35.0, 25.0, 2100),
  hotel(2, 'Hotel Mewa', 35.002, 25.002, 1900),
  hotel(3, 'Hotel Rodos', 36.4, 28.0, 3100),
];

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['home']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(answer(200, { hotels: HOTELS, total: HOTELS.length }));
});

const renderMap = (totalPrice = false) =>
  renderWithProviders(
    <MapListing state={{ ...createDefaultSearchState(), totalPrice }} now={NOW} onAreaSearch={jest.fn()} tileTemplate={null} />,
    { i18n, route: '/wycieczki/' },
  );

describe('MapListing', () => {
  it('draws the shipped basemap with no tile server', async () => {
    renderMap();
    const basemap = await screen.findByTestId('map-basemap');
    await waitFor(() => expect(basemap.querySelector('path.search-map__land')?.getAttribute('d')?.length ?? 0).toBeGreaterThan(1000));
  });

  it('shows each hotel as a button with its price, clusters close ones, and opens the popup on click', async () => {
    renderMap();
    const marker = await screen.findByRole('button', { name: `Hotel Rodos, od ${formatPrice(3100)}` });
    expect(marker.textContent).toBe(formatPrice(3100));
    expect(screen.getByRole('button', { name: `2 hotele, od ${formatPrice(1900)}: przybliż` })).toBeTruthy();

    await userEvent.click(marker);
    const popup = screen.getByTestId('map-popup');
    expect(within(popup).getByRole('link', { name: 'Hotel Rodos' }).getAttribute('href')).toBe('/hotel/hotel-rodos/?oferta=offer3abcd');
    expect(within(popup).getByTestId('map-popup-price').textContent).toBe(`od ${formatPrice(3100)}`);
    expect(marker.getAttribute('aria-pressed')).toBe('true');
  });

  it('splits a cluster when it is pressed, by keyboard too', async () => {
    renderMap();
    const cluster = await screen.findByRole('button', { name: `2 hotele, od ${formatPrice(1900)}: przybliż` });
    cluster.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: `Hotel Mewa, od ${formatPrice(1900)}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Hotel Delfin, od ${formatPrice(2100)}` })).toBeTruthy();
  });

  it('shows the price for the whole party when the listing does', async () => {
    renderMap(true);
    expect(await screen.findByRole('button', { name: `Hotel Rodos, od ${formatPrice(6200)}` })).toBeTruthy();
  });
});
