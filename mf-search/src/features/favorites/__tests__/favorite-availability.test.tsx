import { screen } from '@testing-library/react';
import type { OfferCheck } from '@travel/contracts/api/offer-checks';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { FavoriteAvailability } from '../favorite-availability';

const check = (patch: Partial<OfferCheck>): OfferCheck => ({
  offerHash: 'aaaa1111',
  available: true,
  reason: null,
  placesLeft: 5,
  pricePerPerson: 2000,
  priceTotal: 4000,
  seenPriceTotal: null,
  priceChange: null,
  priceDifference: null,
  ...patch,
});

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['favorites']);
});

describe('a saved offer checked again', () => {
  it.each([
    ['places', 'Wyprzedana'],
    ['departed', 'Termin wyjazdu minął'],
    ['withdrawn', 'Wycofana przez organizatora'],
  ] as const)('says in Polish when it cannot be bought (%s)', (reason, text) => {
    renderWithProviders(<FavoriteAvailability check={check({ available: false, reason })} seenPricePerPerson={2000} />, { i18n });
    expect(screen.getByTestId('favorite-availability')).toHaveTextContent(text);
  });

  it('tells a price lower or higher than when it was saved, and nothing when it is the same or was never seen', () => {
    const { rerender } = renderWithProviders(<FavoriteAvailability check={check({ pricePerPerson: 1800 })} seenPricePerPerson={2000} />, {
      i18n,
    });
    expect(screen.getByTestId('favorite-availability')).toHaveTextContent(/^Cena spadła: teraz 1\s800 zł za osobę$/);
    rerender(<FavoriteAvailability check={check({ pricePerPerson: 2100 })} seenPricePerPerson={2000} />);
    expect(screen.getByTestId('favorite-availability')).toHaveAttribute('data-state', 'higher');
    rerender(<FavoriteAvailability check={check({})} seenPricePerPerson={2000} />);
    expect(screen.queryByTestId('favorite-availability')).toBeNull();
    rerender(<FavoriteAvailability check={check({ pricePerPerson: 1800 })} seenPricePerPerson={undefined} />);
    expect(screen.queryByTestId('favorite-availability')).toBeNull();
  });
});
