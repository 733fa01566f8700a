import { offerLabel } from '../price-alert-targets';

// The label the alert e-mails and the confirmation page show (docs/product/price-alerts.md): a
// flight leaves as 'wylot', a coach or own-transport trip as 'wyjazd' (transport codes:
// docs/product/validation-and-display.md), with the Polish plural of days.
const offer = { hotel_name: 'Hotel Sea Breeze', loc_name: 'Kołobrzeg', country: 'Polska', dep: '2027-02-11', duration_days: 3 };

describe('offerLabel', () => {
  it('says wylot for a flight', () => {
    expect(offerLabel({ ...offer, transport: 'F' })).toBe('Hotel Sea Breeze, Kołobrzeg (Polska), wylot 11.02.2027, 3 dni');
    expect(offerLabel({ ...offer, transport: 'NF' })).toContain(', wylot 11.02.2027');
  });

  it('says wyjazd for a coach or own-transport trip', () => {
    expect(offerLabel({ ...offer, transport: 'W' })).toBe('Hotel Sea Breeze, Kołobrzeg (Polska), wyjazd 11.02.2027, 3 dni');
    expect(offerLabel({ ...offer, transport: 'BU' })).toContain(', wyjazd 11.02.2027');
  });

  it('writes one day in the singular', () => {
    expect(offerLabel({ ...offer, transport: 'BU', duration_days: 1 })).toMatch(/, 1 dzień$/);
  });
});
