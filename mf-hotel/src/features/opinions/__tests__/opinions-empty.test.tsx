import { screen } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { OpinionsSection } from '../opinions-section';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['hotel']);
});

const noRatings = { ratingValue: null, reviewCount: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 }, categoryRatings: {} };

beforeEach(() => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.includes('/opinions/summary/')
      ? noRatings
      : url.includes('/opinions/ft/')
        ? { source: 'ft', ...noRatings }
        : url.includes('/opinions/hc/')
          ? { source: 'hc', ...noRatings }
          : url.includes('/opinions/description/')
            ? { hotelId: 12, description: '' }
            : { items: [] };
    return { status: 200, text: () => Promise.resolve(JSON.stringify(body)) } as unknown as Response;
  }) as unknown as typeof fetch;
});

describe('the opinions of a hotel without any', () => {
  it('says there are none and invites no visitor to rate: only a guest with the e-mail link may (docs/product/reviews.md)', async () => {
    renderWithProviders(<OpinionsSection hotelId={12} />, { i18n, route: '/hotel/hotel-sol/' });
    expect(await screen.findByTestId('opinions-empty')).toHaveTextContent(/^Ten hotel nie ma jeszcze opinii\.$/);
    expect(screen.getByText(/link do formularza wysyłamy e-mailem „Jak było\?” po powrocie/)).toBeInTheDocument();
  });
});
