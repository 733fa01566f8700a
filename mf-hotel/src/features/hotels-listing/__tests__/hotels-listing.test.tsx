import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { HotelsListing } from '..';
import { EMPTY_HOTELS_LISTING } from '../hotels-listing-url';
import { locationRefFixture } from '@travel/contracts/testing';

const HOTEL = {
  id: 7,
  slug: 'hotel-sol',
  name: 'Hotel Sol',
  standard: 4,
  rating: 5.2,
  reviewCount: 10,
  photo: '/images/hotels/7/1-853x400.jpg',
  location: locationRefFixture(),
  attributes: [],
  priceFrom: 1999,
};
const FILTERS = {
  hotelAttribute: [{ value: 'animacje', label: 'Animacje' }],
  hotelRating: [{ value: '5,6', label: 'od 5,0' }],
  hotelStandard: [{ value: '50,55', label: 'od 5*' }],
  hotelRecommendedFor: [{ value: 'pary', label: 'Pary' }],
  sortBy: ['popularnosc', 'ocena', 'standard', 'nazwa', 'cena'],
};

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['hotels-listing', 'hotel', 'common']);
});

/** The list and count answer at once; the filters only when the test says so. */
function serve(hotel: typeof HOTEL = HOTEL): { answerFilters: () => Promise<void> } {
  let release: () => void = () => undefined;
  const filtersHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = (body: unknown) => ({ status: 200, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/v1/hotels/filters/')) {
      await filtersHeld;
      return answer(FILTERS);
    }
    if (url.includes('/v1/hotels/location/count/')) return answer({ count: 1 });
    return answer({ hotels: [hotel], total: 1 });
  }) as unknown as typeof fetch;
  return {
    answerFilters: async () => {
      await act(async () => {
        release();
        await filtersHeld;
      });
    },
  };
}

describe('HotelsListing', () => {
  it('writes a whole rating with its decimal, as the hotel page does (docs/product/validation-and-display.md)', async () => {
    const { answerFilters } = serve({ ...HOTEL, rating: 6 });
    renderWithProviders(<HotelsListing location="grecja/kreta" state={EMPTY_HOTELS_LISTING} update={() => undefined} />, {
      i18n,
      route: '/hotele/grecja/kreta/',
    });
    await answerFilters();
    expect(await screen.findByTestId('hotel-card')).toHaveTextContent('6,0/6 Fantastyczny (10 opinii)');
  });

  it('shows the cards only with the filters, so options arriving later never move them', async () => {
    const { answerFilters } = serve();
    const { queryClient } = renderWithProviders(
      <HotelsListing location="grecja/kreta" state={EMPTY_HOTELS_LISTING} update={() => undefined} />,
      { i18n, route: '/hotele/grecja/kreta/' },
    );
    // The list has answered; the filters have not.
    const listAnswered = () => queryClient.getQueryCache().findAll({ queryKey: ['api', 'hotelsList'] })[0]?.state.status === 'success';
    await waitFor(() => expect(listAnswered()).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByTestId('hotel-card')).toBeNull();
    await answerFilters();
    expect(await screen.findByTestId('hotel-card')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Animacje' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'od 5,0' })).toBeTruthy();
  });

  it('a page past the last one says so and leads to the last, instead of "no hotel matches"', async () => {
    const answer = (body: unknown) => ({ status: 200, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/v1/hotels/filters/')) return answer(FILTERS);
      if (url.includes('/v1/hotels/location/count/')) return answer({ count: 25 });
      return answer({ hotels: [], total: 25 });
    }) as unknown as typeof fetch;
    const update = jest.fn();
    renderWithProviders(<HotelsListing location="egipt" state={{ ...EMPTY_HOTELS_LISTING, page: 40 }} update={update} />, {
      i18n,
      route: '/hotele/egipt/?strona=40',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Przejdź do ostatniej strony (2)' }));
    expect(update).toHaveBeenCalledWith({ page: 2 });
    expect(screen.queryByText('Żaden hotel nie spełnia wybranych warunków.')).toBeNull();
  });
});
