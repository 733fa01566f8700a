import { screen } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { HotelsListingPage } from '../hotels-listing-page';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['hotels-listing', 'hotel', 'common']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;
/** The place's details answer `status`; every other call is held, as if still loading. */
const servePlace = (status: number) =>
  fetchMock.mockImplementation((url) =>
    new URL(url, 'http://x').pathname === '/api/guide/location/details/'
      ? Promise.resolve(answer(status, { statusCode: status, error: 'x', message: 'x' }))
      : new Promise<Response>(() => undefined),
  );
const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/hotele/*" element={<HotelsListingPage />} />
    </Routes>,
    { i18n, route: '/hotele/egipt/' },
  );

describe('the hotels listing page', () => {
  it('says a place that does not exist is not found', async () => {
    servePlace(404);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleźliśmy tego miejsca' })).toBeInTheDocument();
  });

  it('does not call a failure of ours "not found": it says so and offers to try again (docs/product/errors.md)', async () => {
    servePlace(500);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nie udało się wczytać hoteli.' })).toBeInTheDocument();
    expect(screen.queryByText('Nie znaleźliśmy tego miejsca')).not.toBeInTheDocument();
  });
});
