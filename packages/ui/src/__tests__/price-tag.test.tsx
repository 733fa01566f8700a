import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { PriceTag, type OfferPriceFacts } from '../price-tag';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});

const discounted: OfferPriceFacts = {
  pricePerPerson: 2999,
  priceTotal: 5998,
  regularPricePerPerson: 3490,
  lowestPrice30dPerPerson: 2899,
  discountPercent: 14,
};

const renderTag = (offer: OfferPriceFacts, total = false) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PriceTag offer={offer} total={total} />
    </I18nextProvider>,
  ).container;

const text = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ');

describe('PriceTag', () => {
  it('shows a discount with the regular price crossed out and the lowest price of the 30 days before it', () => {
    renderTag(discounted);
    expect(text(screen.getByTestId('offer-price'))).toBe('2 999 zł');
    expect(text(screen.getByTestId('price-discount'))).toBe(
      'Rabat −14% Cena regularna: 3 490 złNajniższa cena z 30 dni przed obniżką: 2 899 zł',
    );
    expect(screen.getByTestId('price-regular').tagName).toBe('S');
  });

  it("keeps the discount facts per adult, and says so, when the party's total is the price shown", () => {
    renderTag(discounted, true);
    expect(text(screen.getByTestId('price-tag'))).toContain('5 998 zł za wszystkich');
    expect(text(screen.getByTestId('price-lowest-30d'))).toBe('Najniższa cena z 30 dni przed obniżką: 2 899 zł za osobę dorosłą');
  });

  it.each([
    ['no percentage', { ...discounted, discountPercent: 0 }],
    ['a regular price not above the price', { ...discounted, regularPricePerPerson: 2999 }],
  ])('names no discount with %s', (_, offer) => {
    renderTag(offer);
    expect(screen.queryByTestId('price-discount')).toBeNull();
    expect(text(screen.getByTestId('price-tag'))).toBe('2 999 zł za osobę');
  });
});
