import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { OfferListItem } from '@travel/contracts/api/offers';
import type { i18n as I18nInstance } from 'i18next';
import { LastMinuteSection } from '../last-minute-section';
import { renderWithProviders } from '@travel/ui/testing';
import { buildOfferListQuery, fromListingUrl } from '@travel/search-model';

const NOW = new Date('2026-06-01T08:00:00Z');
const offer = {
  hash: 'abcd1234',
  hotelId: 1,
  hotelSlug: 'resort-delfin',
  hotelName: 'Resort Delfin',
  hotelStandard: 4,
  hotelRating: 5,
  reviewCount: 3,
  photo: '/p.jpg',
  destination: { name: 'Kreta', path: 'grecja/kreta', slug: 'kreta', locative: 'na Krecie', country: 'Grecja' },
  departureDate: '2026-06-10',
  returnDate: '2026-06-17',
  durationDays: 8,
  nights: 7,
  departureCity: 'warszawa',
  board: 'all-inclusive',
  room: { code: 'DBL', name: 'Pokój' },
  transport: 'F',
  offerType: 'wypoczynek',
  tourOperator: 'itaka',
  airline: 'charter',
  directFlight: true,
  flightMinutes: 200,
  pricePerPerson: 2999,
  priceTotal: 5998,
  regularPricePerPerson: 3100,
  lowestPrice30dPerPerson: 2999,
  discountPercent: 3,
  isHit: false,
  placesLeft: 4,
  offersCount: 2,
  hotelAttributes: [],
  beachDistance: 100,
  transferMinutes: 30,
  lat: 35,
  lng: 25,
} satisfies OfferListItem;

const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['home']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const renderSection = () =>
  renderWithProviders(<LastMinuteSection now={NOW} limit={4} renderOffer={(o) => <p data-testid="offer">{o.hotelName}</p>} />, {
    i18n,
    route: '/',
  });

describe('LastMinuteSection', () => {
  it("asks for the last-minute listing's first hotels, shows a Polish error with a retry, then the offers", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { statusCode: 500, error: 'x', message: 'down' }));
    fetchMock.mockResolvedValueOnce(answer(200, { offers: [offer], total: 1 }));
    renderSection();
    expect(await screen.findByText('Nie udało się wczytać ofert last minute.')).toBeTruthy();
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/offers/list/');
    // The landing's defaults (tomorrow to day 32, 7-29 days, by plane, holidays), per person, cheapest first.
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      category: 'last-minute',
      dateFrom: '2026-06-02',
      dateTo: '2026-07-03',
      transport: 'samolot',
      offerType: 'wypoczynek',
      totalPrice: 'false',
      sortBy: 'cena',
      limit: '4',
      offset: '0',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect((await screen.findByTestId('offer')).textContent).toBe('Resort Delfin');

    // The link opens the listing whose own first call is the teasers' call: the same trips, per person.
    const href = screen.getByRole('link', { name: 'Wszystkie oferty last minute' }).getAttribute('href') ?? '';
    const link = new URL(href, 'http://localhost');
    expect(link.pathname).toBe('/last-minute/');
    const opened = fromListingUrl(link.pathname, link.search, { now: NOW });
    expect(opened?.totalPrice).toBe(false);
    expect(opened?.durationDays).toEqual({ from: 7, to: 29 });
    const listingCall = { ...buildOfferListQuery(opened!, { now: NOW, limit: 4 }) };
    expect(listingCall).toEqual(Object.fromEntries(url.searchParams));
  });

  it('says so when there are no offers', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { offers: [], total: 0 }));
    renderSection();
    expect(await screen.findByText(/nie mamy teraz ofert last minute/)).toBeTruthy();
  });
});
