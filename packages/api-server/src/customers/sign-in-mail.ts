import { fillTemplate, POLISH_SOURCE_TEXTS } from '@travel/i18n/source-texts';
import { SHOP } from '../mail/documents';

const texts = POLISH_SOURCE_TEXTS.order.myBookings.signInMail;
const escape = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The e-mail carrying a 'Moje rezerwacje' sign-in link (docs/adr/0240-customer-access.md). */
export function signInLinkMail(link: string): { subject: string; text: string; html: string } {
  const body = fillTemplate(texts.body, { link });
  const signature = fillTemplate(texts.signature, { shop: SHOP.name });
  const text = [texts.greeting, '', body, '', texts.validity, '', signature].join('\n');
  const [before] = texts.body.split('{{link}}');
  const html = `<!doctype html><html lang="pl"><body>
<p>${escape(texts.greeting)}</p>
<p>${escape(before ?? '')}<a href="${escape(link)}">${escape(link)}</a></p>
<p>${escape(texts.validity)}</p>
<p>${escape(signature)}</p>
</body></html>`;
  return { subject: texts.subject, text, html };
}
