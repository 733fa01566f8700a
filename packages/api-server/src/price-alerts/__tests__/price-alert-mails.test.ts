import { priceAlertConfirmMail, priceDropMail } from '../price-alert-mails';

// Prices as the offer page shows them: grouping spaces, ',00' dropped (docs/product/validation-and-display.md).
const NBSP = '\u00a0';

describe('price-alert e-mails write prices as the shop does', () => {
  it('the double opt-in names the price with grouping and without ,00', () => {
    const mail = priceAlertConfirmMail(
      'jan@example.pl',
      { label: 'All inclusive w Turcji', priceAdult: 300_000, expiresOn: '2027-02-26' },
      'http://shop.test/powiadomienie-o-cenie/?potwierdz=t',
      'http://shop.test/powiadomienie-o-cenie/?wylacz=i&podpis=s',
    );
    expect(mail.text).toContain(`Dziś cena wynosi 3${NBSP}000${NBSP}zł za osobę dorosłą`);
    expect(mail.text).not.toContain(',00');
  });

  it('the price-drop e-mail keeps the grosze only when there are some', () => {
    const mail = priceDropMail(
      'jan@example.pl',
      {
        label: 'Hotel Sea Breeze',
        priceAdult: 129_950,
        lowest30dAdult: 129_900,
        previousAdult: 143_500,
        offerUrl: 'http://shop.test/oferta/abcd/',
        offerText: 'wylot 11.02.2027',
        searchUrl: null,
      },
      'http://shop.test/powiadomienie-o-cenie/?wylacz=i&podpis=s',
    );
    expect(mail.text).toContain(`spadła z 1${NBSP}435${NBSP}zł do 1${NBSP}299,50${NBSP}zł za osobę dorosłą`);
    expect(mail.text).toContain(`Najniższa cena z 30 dni przed obniżką: 1${NBSP}299${NBSP}zł za osobę dorosłą.`);
  });
});
