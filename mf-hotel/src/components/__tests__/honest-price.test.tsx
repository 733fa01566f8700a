import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { HonestPrice } from '../honest-price';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['hotel']);
});

const renderPrice = (discountPercent: number) =>
  render(
    <I18nextProvider i18n={i18n}>
      <HonestPrice
        pricePerPerson={1299}
        priceTotal={2598}
        regularPricePerPerson={discountPercent > 0 ? 1599 : 1299}
        lowestPrice30dPerPerson={1249}
        discountPercent={discountPercent}
        partyLabel="za 2 osoby"
      />
    </I18nextProvider>,
  );

describe('HonestPrice', () => {
  it('shows a discount only beside the lowest price of the 30 days before it', () => {
    renderPrice(19);
    expect(screen.getByTestId('price-discount').textContent).toBe(
      'Rabat −19% Cena regularna: 1\u00a0599\u00a0zł za osobę dorosłąNajniższa cena z 30 dni przed obniżką: 1\u00a0249\u00a0zł za osobę dorosłą',
    );
    expect(screen.getByTestId('price-regular').tagName).toBe('S');
    expect(screen.getByTestId('price-total').textContent).toBe('2\u00a0598\u00a0zł');
  });

  it('without a discount shows neither a crossed-out price nor the 30-day line', () => {
    renderPrice(0);
    expect(screen.queryByTestId('price-lowest-30d')).toBeNull();
    expect(screen.queryByText(/Cena regularna/)).toBeNull();
    expect(screen.getByText('Cena zawiera wszystkie opłaty obowiązkowe.')).toBeInTheDocument();
  });
});
