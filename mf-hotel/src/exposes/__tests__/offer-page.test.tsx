import { screen } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { offerDetailFixture } from '../../test-support/offer-fixture';
import { OfferPage } from '../offer-page';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['offer', 'hotel', 'favorites', 'common']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;

/** The offer call answers the trip; every other call of the page is left unanswered as a 404. */
function serve(departureDate: string, returnDate: string) {
  fetchMock.mockImplementation(async (url) =>
    new URL(url, 'http://x').pathname === '/api/offers/offer/'
      ? answer(200, { offer: offerDetailFixture({ hash: 'abcd1234', hotelName: 'Hotel Sol', departureDate, returnDate }) })
      : answer(404, { statusCode: 404, error: 'Not Found', message: 'no such call' }),
  );
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/oferta/:offerHash/" element={<OfferPage />} />
    </Routes>,
    { i18n, route: '/oferta/abcd1234/' },
  );

// docs/product/page-metadata.md: the page's <title> (the API's meta) is this heading, dates alike.
describe('the offer page heading', () => {
  it('writes the dates with Polish month names and the year once, as the page title does', async () => {
    serve('2027-07-05', '2027-07-12');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Sol: oferta 5 lipca – 12 lipca 2027' })).toBeInTheDocument();
  });

  it('names both years of a trip over the new year', async () => {
    serve('2026-12-28', '2027-01-04');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hotel Sol: oferta 28 grudnia 2026 – 4 stycznia 2027' }),
    ).toBeInTheDocument();
  });
});
