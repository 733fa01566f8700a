import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Opinion } from '@travel/contracts/api/hotels';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { OpinionsList } from '../opinions-section';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['hotel']);
});

const opinion = (id: number): Opinion => ({
  id,
  hotelId: 12,
  source: 'ft',
  author: `Gość ${id}`,
  rating: 5,
  createdAt: '2026-08-01',
  title: `Opinia ${id}`,
  pros: 'Czysto',
  cons: '',
  descriptions: {},
  ratings: {},
  recommendedFor: 'pary',
  verifiedStay: false,
});

beforeEach(() => {
  // Two pages of opinions: the second answer holds one.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const offset = Number(new URL(String(input), 'http://shop.test').searchParams.get('offset') ?? '0');
    const items = offset === 0 ? [1, 2, 3, 4, 5, 6].map(opinion) : [opinion(7)];
    return { status: 200, text: () => Promise.resolve(JSON.stringify({ items, total: 7 })) } as unknown as Response;
  }) as unknown as typeof fetch;
});

describe('the hotel opinions list', () => {
  it('moves focus to the list heading when paging, so the last page does not drop it on a disabled button', async () => {
    renderWithProviders(<OpinionsList hotelId={12} />, { i18n, route: '/hotel/hotel-sol/' });
    const next = await screen.findByRole('button', { name: 'Następne opinie' });
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lista opinii' }));
  });
});
