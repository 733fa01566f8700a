import { screen } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes } from 'react-router-dom';
import { offerDetailFixture } from '../../test-support/offer-fixture';
import { PreviewPage } from '../preview-page';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['offer', 'common']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;
const serve = (preview: () => Response) =>
  fetchMock.mockImplementation(async (url) =>
    new URL(url, 'http://x').pathname === '/api/offers/preview/abcd1234/'
      ? preview()
      : answer(404, { statusCode: 404, error: 'Not Found', message: 'no such call' }),
  );
const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/preview/:previewOfferId/" element={<PreviewPage />} />
    </Routes>,
    { i18n, route: '/preview/abcd1234/' },
  );

describe('the offer preview page', () => {
  it('shows an offer on sale with its facts and leads to the offer page', async () => {
    serve(() => answer(200, { offer: offerDetailFixture(), available: true, reason: null }));
    renderPage();
    const status = await screen.findByTestId('offer-preview-status');
    expect(status).toHaveTextContent('Ta oferta jest w sprzedaży');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hotel Sol: podgląd oferty 10 czerwca – 17 czerwca 2026');
    expect(screen.getByRole('link', { name: 'Przejdź do oferty' })).toHaveAttribute('href', '/oferta/abcd1234/');
  });

  it('says a departed offer is over and leads to the hotel’s current dates', async () => {
    serve(() => answer(200, { offer: offerDetailFixture(), available: false, reason: 'departed' }));
    renderPage();
    expect(await screen.findByTestId('offer-preview-status')).toHaveTextContent('Ten termin już minął');
    expect(screen.queryByRole('link', { name: 'Przejdź do oferty' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz aktualne terminy w hotelu Hotel Sol' })).toHaveAttribute('href', '/hotel/hotel-sol/');
  });

  it('an unknown offer is a not-found page', async () => {
    serve(() => answer(404, { statusCode: 404, error: 'Not Found', message: 'x', code: 'offer-not-found' }));
    renderPage();
    expect(await screen.findByTestId('offer-preview-not-found')).toBeInTheDocument();
  });
});
