import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { LastMinuteSection } from '../last-minute-section';
import { renderWithProviders } from '@travel/ui/testing';
import { buildOfferListQuery, fromListingUrl } from '@travel/search-model';
import { cretanOffer } from '../../../test-support/offer-fixture';

const NOW = new Date('2026-06-01T08:00:00Z');
const offer = cretanOffer();

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
