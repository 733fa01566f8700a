import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { I18nextProvider, type I18nInstance } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { MemoryRouter } from 'react-router-dom';
import { locationOffersQueryOptions } from '../api/use-destination-guide';
import { DestinationOffers } from '../destination-offers';

// Only what the list shows; the component reads nothing else.
const offer = {
  hash: 'abcd1234',
  hotelName: 'Hotel Heraklion',
  destination: { name: 'Heraklion' },
  departureDate: '2027-01-16',
  returnDate: '2027-01-18',
  nights: 2,
  pricePerPerson: 1400,
} as unknown as OfferListItem;

let i18n: I18nInstance;
beforeAll(async () => {
  // A text instance of its own, as the site server's per-request clone: not the package's shared one.
  i18n = await createTestI18n(['tour-guide']);
});

describe('DestinationOffers', () => {
  it("counts an offer's nights with the page's own texts (the server's render and the browser's agree)", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(locationOffersQueryOptions('grecja/kreta').queryKey, { offers: [offer] });
    render(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <DestinationOffers location="grecja/kreta" placeLocative="na Krecie" />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText(/Heraklion · .* · 2 noce$/).textContent).toMatch(/2 noce$/);
  });
});
