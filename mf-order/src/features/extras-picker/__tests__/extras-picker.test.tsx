import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { productOfferSchema, type ProductCode } from '@travel/contracts/api/purchase';
import type { i18n as I18nInstance } from 'i18next';
import { ExtrasPicker } from '../extras-picker';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['order']);
});

const product = (code: ProductCode, group: 'insurance' | 'parking' | 'luggage', priceTotal: number) =>
  productOfferSchema.parse({
    code,
    type: group === 'insurance' ? 'insurance' : group === 'luggage' ? 'luggage' : 'other',
    group,
    unit: group === 'insurance' ? 'person' : group === 'parking' ? 'car' : 'piece',
    unitPrice: priceTotal,
    minQuantity: 1,
    maxQuantity: 4,
    defaultQuantity: 1,
    priceTotal,
  });
const products = [
  product('insurance-basic', 'insurance', 120),
  product('insurance-standard', 'insurance', 240),
  product('parking', 'parking', 199),
  product('luggage', 'luggage', 350),
];

const renderPicker = (chosen: ProductCode[] = [], onChange = jest.fn()) => {
  render(
    <I18nextProvider i18n={i18n}>
      <ExtrasPicker products={products} chosen={chosen} onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
};

describe('ExtrasPicker', () => {
  it('offers every extra with its price for the party, none chosen at first', () => {
    renderPicker();
    expect(screen.getByRole('radio', { name: 'Bez dodatkowego ubezpieczenia' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Ubezpieczenie rozszerzone.*240\szł za wszystkich uczestników/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Parking przy lotnisku.*199\szł/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Dodatkowy bagaż rejestrowany.*350\szł/ })).not.toBeChecked();
  });

  it('one insurance variant at most: choosing another replaces it; a checkbox adds and removes', async () => {
    const user = userEvent.setup();
    const onChange = renderPicker(['insurance-basic', 'parking']);
    await user.click(screen.getByRole('radio', { name: /Ubezpieczenie rozszerzone/ }));
    expect(onChange).toHaveBeenLastCalledWith(['parking', 'insurance-standard']);
    await user.click(screen.getByRole('checkbox', { name: /Parking/ }));
    expect(onChange).toHaveBeenLastCalledWith(['insurance-basic']);
    await user.click(screen.getByRole('checkbox', { name: /bagaż/ }));
    expect(onChange).toHaveBeenLastCalledWith(['insurance-basic', 'parking', 'luggage']);
  });
});
