import { screen } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { HitOffersSection } from '../hit-offers-section';
import { renderWithProviders } from '@travel/ui/testing';

const NOW = new Date('2026-06-01T08:00:00Z');
const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['hit-offers']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const renderSection = () =>
  renderWithProviders(<HitOffersSection now={NOW} limit={6} renderOffer={(o) => <p>{o.hotelName}</p>} />, { i18n, route: '/' });

describe('HitOffersSection', () => {
  it('asks for hit offers and links to the listing sorted by hits', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { offers: [] }));
    renderSection();
    expect(await screen.findByText('Chwilowo nie mamy hitów cenowych. Zajrzyj później.')).toBeTruthy();
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/offers/hit-offers/');
    expect(url.searchParams.get('limit')).toBe('6');
    expect(screen.getByRole('link', { name: 'Wszystkie hity cenowe' }).getAttribute('href')).toBe('/wycieczki/?filtr=sortowanie:hity');
  });

  it('shows a Polish error with a retry when the call fails', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { statusCode: 503, error: 'x', message: 'down' }));
    renderSection();
    expect(await screen.findByText('Nie udało się wczytać hitów cenowych.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
