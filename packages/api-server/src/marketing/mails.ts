import type { EnquiryKind, NewsletterList } from '@travel/contracts';
import { SHOP } from '../mail/documents';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/recorded-mail';

/** The Polish names of the lists, as the sign-up form shows them. */
export const LIST_NAMES: Readonly<Record<NewsletterList, string>> = {
  'last-minute': 'Last minute i promocje',
  'first-minute': 'First minute',
  exotic: 'Egzotyka',
  guide: 'Inspiracje i porady z przewodnika',
};

const footer = `${SHOP.name}, ${SHOP.address}, tel. ${SHOP.phone}`;

export function message(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  links: readonly { text: string; href: string }[],
): MailMessage {
  const text = [...paragraphs, '', ...links.map((l) => `${l.text}: ${l.href}`), '', footer].join('\n');
  const html = `<!doctype html><html lang="pl"><body>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${links.map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></p>`).join('\n')}
<p>${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** The double opt-in e-mail: the confirmation link, and the signed link to leave. */
export function newsletterConfirmMail(
  to: string,
  lists: readonly NewsletterList[],
  confirmUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  return message(
    to,
    'Potwierdź zapis do newslettera Podróżowni',
    [
      'Dzień dobry,',
      `ktoś (mamy nadzieję, że Ty) zapisał ten adres do newslettera Podróżowni: ${lists.map((l) => LIST_NAMES[l]).join(', ')}.`,
      'Zapis zacznie działać dopiero po kliknięciu w link poniżej. Link jest ważny 7 dni. Jeśli to nie Ty, zignoruj tę wiadomość: nie wyślemy nic więcej.',
    ],
    [
      { text: 'Potwierdzam zapis do newslettera', href: confirmUrl },
      { text: 'Wypisz ten adres z newslettera', href: unsubscribeUrl },
    ],
  );
}

const ENQUIRY_SUBJECTS: Readonly<Record<EnquiryKind, string>> = {
  contact: 'Otrzymaliśmy Twoją wiadomość',
  franchise: 'Otrzymaliśmy Twoje zapytanie o franczyzę',
  mice: 'Otrzymaliśmy Twoje zapytanie o wyjazd firmowy',
  dsa: 'Potwierdzenie otrzymania zgłoszenia nielegalnych treści',
};

const ENQUIRY_TEXTS: Readonly<Record<EnquiryKind, string>> = {
  contact: 'dziękujemy za wiadomość. Nasz doradca odpowie najpóźniej w ciągu jednego dnia roboczego.',
  franchise: 'dziękujemy za zainteresowanie franczyzą Podróżowni. Opiekun sieci partnerskiej zadzwoni do Ciebie w ciągu 3 dni roboczych.',
  mice: 'dziękujemy za zapytanie o wyjazd firmowy. Przygotujemy wstępną ofertę i odezwiemy się w ciągu 2 dni roboczych.',
  dsa: 'potwierdzamy otrzymanie zgłoszenia treści, które uważasz za nielegalne (art. 16 aktu o usługach cyfrowych). Rozpatrzymy je bez zbędnej zwłoki, w sposób obiektywny, i poinformujemy Cię o decyzji wraz z uzasadnieniem oraz o możliwościach jej zaskarżenia.',
};

/** The confirmation of an enquiry: what was received, with its number. */
export function enquiryConfirmMail(kind: EnquiryKind, to: string, name: string, id: string, summary: readonly string[]): MailMessage {
  return message(
    to,
    `${ENQUIRY_SUBJECTS[kind]} (nr ${id.slice(0, 8)})`,
    ['Dzień dobry,', ENQUIRY_TEXTS[kind], `Numer zgłoszenia: ${id}.`, 'Otrzymaliśmy:', ...summary.map((l) => `- ${l}`)],
    [],
  );
}
