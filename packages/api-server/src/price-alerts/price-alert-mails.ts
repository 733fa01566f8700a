import { formatPriceFromGrosze } from '@travel/i18n/source-texts';
import { datePl } from '../mail/documents';
import type { MailMessage } from '../mail/mailer';
import { message } from '../marketing/mails';

/**
 * The e-mails of price alerts (docs/product/price-alerts.md), written like the newsletter's: the
 * double opt-in first, then one e-mail per price drop, each with its signed "switch off" link.
 * Prices are written as the offer page shows them ('1 299 zł', docs/product/validation-and-display.md).
 */

export function priceAlertConfirmMail(
  to: string,
  alert: { label: string; priceAdult: number | null; expiresOn: string },
  confirmUrl: string,
  switchOffUrl: string,
): MailMessage {
  const watched =
    alert.priceAdult === null
      ? 'Napiszemy, gdy pojawi się pierwsza oferta.'
      : `Dziś cena wynosi ${formatPriceFromGrosze(alert.priceAdult)} za osobę dorosłą; napiszemy, gdy spadnie.`;
  return message(
    to,
    'Potwierdź powiadomienie o spadku ceny',
    [
      'Dzień dobry,',
      `ktoś (mamy nadzieję, że Ty) poprosił o powiadomienie, gdy spadnie cena: ${alert.label}.`,
      watched,
      `Powiadomienie zacznie działać dopiero po kliknięciu w link poniżej (link jest ważny 7 dni) i wygaśnie ${datePl(alert.expiresOn)}. Jeśli to nie Ty, zignoruj tę wiadomość: nie wyślemy nic więcej.`,
    ],
    [
      { text: 'Potwierdzam powiadomienie o cenie', href: confirmUrl },
      { text: 'Wyłącz to powiadomienie', href: switchOffUrl },
    ],
  );
}

export interface PriceDrop {
  label: string;
  /** The new price per adult and the lowest price of the 30 days before it (Omnibus), grosze. */
  priceAdult: number;
  lowest30dAdult: number;
  /** The price the alert waited to see undercut, grosze (null: a search that had no offer). */
  previousAdult: number | null;
  /** The offer that is cheaper now, and what it is. */
  offerUrl: string;
  offerText: string;
  /** The search of a search alert, to see every offer. */
  searchUrl: string | null;
}

export function priceDropMail(to: string, drop: PriceDrop, switchOffUrl: string): MailMessage {
  return message(
    to,
    `Cena spadła: ${drop.label}`,
    [
      'Dzień dobry,',
      drop.previousAdult === null
        ? `pojawiła się oferta, na którą czekasz (${drop.label}): ${drop.offerText}.`
        : `cena, którą obserwujesz (${drop.label}), spadła z ${formatPriceFromGrosze(drop.previousAdult)} do ${formatPriceFromGrosze(drop.priceAdult)} za osobę dorosłą: ${drop.offerText}.`,
      `Nowa cena: ${formatPriceFromGrosze(drop.priceAdult)} za osobę dorosłą.`,
      `Najniższa cena z 30 dni przed obniżką: ${formatPriceFromGrosze(drop.lowest30dAdult)} za osobę dorosłą.`,
      'Ceny zawierają obowiązkowe opłaty. Liczba miejsc jest ograniczona, a cena może się jeszcze zmienić.',
    ],
    [
      { text: 'Zobacz ofertę', href: drop.offerUrl },
      ...(drop.searchUrl ? [{ text: 'Zobacz wszystkie oferty wyszukiwania', href: drop.searchUrl }] : []),
      { text: 'Wyłącz to powiadomienie', href: switchOffUrl },
    ],
  );
}
