import { fillTemplate, POLISH_SOURCE_TEXTS } from '@travel/i18n/source-texts';
import { SHOP } from '../mail/documents';

const texts = POLISH_SOURCE_TEXTS.order.myBookings.signInMail;
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The e-mail carrying a 'Moje rezerwacje' sign-in link (docs/adr/0240-customer-access.md). */
export function signInLinkMail(link: string): { subject: string; text: string; html: string } {
  const body = fillTemplate(texts.body, { link });
  const signature = fillTemplate(texts.signature, { shop: SHOP.name });
  const text = [texts.greeting, '', body, '', texts.validity, '', signature].join('\n');
  const [before] = texts.body.split('{{link}}');
  const html = `<!doctype html><html lang="pl"><body>
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(before ?? '')}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(texts.validity)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { subject: texts.subject, text, html };
}
