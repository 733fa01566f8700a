import type { SandboxTransaction } from './sandbox';

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (grosze: number): string =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', minimumFractionDigits: 2 }).format(grosze / 100);

/** The sandbox payment page's texts (the gateway's page, not the shop's: it is served in Polish by the API). */
export const SANDBOX_TEXTS = {
  title: 'Bramka płatności — tryb testowy',
  lead: 'To jest testowa bramka płatności zgodna z protokołem Przelewy24. Żadne pieniądze nie zostaną pobrane.',
  recipient: 'Odbiorca',
  shop: 'Podróżownia',
  paymentTitle: 'Tytuł płatności',
  amount: 'Kwota',
  email: 'E-mail płacącego',
  choose: 'Wybierz wynik płatności',
  card: 'Zapłać kartą — płatność udana',
  declined: 'Zapłać kartą — karta odrzucona',
  blik: 'Zapłać BLIK-iem — płatność udana',
  transferPending: 'Przelew bankowy — oczekuje na zaksięgowanie',
  abandoned: 'Porzuć płatność i wróć do sklepu',
  bookTransfer: 'Zaksięguj oczekujący przelew (symulacja banku)',
  pendingInfo: 'Przelew oczekuje na zaksięgowanie. Sklep dostanie potwierdzenie, gdy bank go zaksięguje.',
  back: 'Wróć do sklepu',
  done: {
    paid: 'Ta płatność została już opłacona.',
    verified: 'Ta płatność została już opłacona.',
    declined: 'Ta płatność została odrzucona.',
    abandoned: 'Ta płatność została porzucona.',
    cancelled: 'Czas na tę płatność minął albo sklep ją anulował. Wróć do sklepu, aby zapłacić ponownie.',
    refunded: 'Ta płatność została zwrócona płacącemu.',
  },
  notFound: 'Nie znaleziono transakcji. Sprawdź adres płatności.',
} as const;

const page = (body: string): string => `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${SANDBOX_TEXTS.title}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f6f8; }
  main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.5rem; color: #042C46; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  fieldset { border: 1px solid #8a99a6; border-radius: 6px; padding: 1rem; }
  legend { font-weight: 600; padding: 0 .25rem; }
  button, a.button { display: block; width: 100%; box-sizing: border-box; margin: .5rem 0; padding: .75rem 1rem; font: inherit;
    text-align: left; border: 2px solid #042C46; border-radius: 6px; background: #fff; color: #042C46; cursor: pointer; text-decoration: none; }
  button.primary { background: #042C46; color: #fff; }
  button:hover, a.button:hover { background: #e3edf4; color: #042C46; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #b3541e; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${SANDBOX_TEXTS.title}</h1>
${body}
</main>
</body>
</html>`;

const button = (choice: string, label: string, primary = false) =>
  `<button type="submit" name="choice" value="${choice}"${primary ? ' class="primary"' : ''}>${escape(label)}</button>`;

/** The sandbox's payment page for a registered transaction: what is paid, and one button per outcome. */
export function sandboxPage(t: SandboxTransaction | undefined, action: string, returnPath: string): string {
  if (!t) return page(`<p role="alert">${SANDBOX_TEXTS.notFound}</p>`);
  const facts = `<p>${SANDBOX_TEXTS.lead}</p>
<dl>
  <dt>${SANDBOX_TEXTS.recipient}</dt><dd>${SANDBOX_TEXTS.shop}</dd>
  <dt>${SANDBOX_TEXTS.paymentTitle}</dt><dd>${escape(t.description)}</dd>
  <dt>${SANDBOX_TEXTS.amount}</dt><dd>${money(t.amount)}</dd>
  <dt>${SANDBOX_TEXTS.email}</dt><dd>${escape(t.email)}</dd>
</dl>`;
  if (t.status === 'registered')
    return page(`${facts}
<form method="post" action="${escape(action)}">
<fieldset>
<legend>${SANDBOX_TEXTS.choose}</legend>
${button('card', SANDBOX_TEXTS.card, true)}
${button('blik', SANDBOX_TEXTS.blik)}
${button('declined', SANDBOX_TEXTS.declined)}
${button('transfer-pending', SANDBOX_TEXTS.transferPending)}
${button('abandoned', SANDBOX_TEXTS.abandoned)}
</fieldset>
</form>`);
  if (t.status === 'pending-transfer')
    return page(`${facts}
<p role="status">${SANDBOX_TEXTS.pendingInfo}</p>
<form method="post" action="${escape(action)}">
${button('book-transfer', SANDBOX_TEXTS.bookTransfer, true)}
</form>
<a class="button" href="${escape(returnPath)}">${SANDBOX_TEXTS.back}</a>`);
  return page(`${facts}
<p role="status">${SANDBOX_TEXTS.done[t.status]}</p>
<a class="button" href="${escape(returnPath)}">${SANDBOX_TEXTS.back}</a>`);
}
