import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { endpoints } from '@travel/contracts/api/endpoints';
import { accessibilityViolations } from '../harness/accessibility';
import { deployAllBuilt } from '../harness/deploy';
import { freePort } from '../harness/free-port';
import { polishText } from '../harness/locales';
import { outboxMails } from '../harness/outbox-mail';
import { pdfText } from '../harness/pdf-text';
import { shopPriceFromGrosze } from '../harness/shop-price';
import { runNpmScript } from '../harness/run-npm-script';
import { startSiteServer, type RunningSite } from '../harness/site-server';
import { expect, test } from '../fixtures';
import { OrderPages } from '../pages/order-pages';

/**
 * After the purchase (docs/adr/0240-customer-access.md, 0241-documents-as-pdfs.md,
 * 0242-after-the-booking.md): a deposit booked, the confirmation e-mail with its PDFs, 'Moje
 * rezerwacje' by the e-mailed link from another browser state, both documents downloaded and read,
 * the balance paid online, and the payment invariants checked on the database afterwards. On a
 * site of its own, so the checker can open the database once the site has stopped.
 */

const booker = {
  firstName: 'Zofia',
  lastName: 'Wójcik-Nowak',
  email: 'zofia.zolkiewska@example.pl',
  phone: '+48600100200',
  street: 'ul. Źródlana 5/7',
  postalCode: '31-147',
  city: 'Łódź',
};
const participants = [
  { firstName: 'Zofia', lastName: 'Wójcik-Nowak', birthDate: '1980-04-10', nationality: 'PL' },
  { firstName: 'Łucja', lastName: 'Żółkiewska', birthDate: '1982-05-11', nationality: 'PL' },
];
const SANDBOX_CARD_SUCCESS = 'Zapłać kartą — płatność udana';
const oneLine = (s: string): string => s.replace(/[\s\u00a0\u202f]+/g, ' ');
const money = (zl: number): string => oneLine(shopPriceFromGrosze(Math.round(zl * 100)));

async function apiCall(baseURL: string, method: string, url: string, cookie: string, body?: unknown): Promise<unknown> {
  const res = await fetch(new URL(url, baseURL), {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseURL, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.ok, `${method} ${url}: ${res.status}`).toBe(true);
  return (await res.json()) as unknown;
}

/** An order for two adults, its client data and agreements in, made through the API; the page gets its owner cookie. */
async function orderReadyToPay(baseURL: string, page: Page): Promise<string> {
  const list = endpoints.offersList.response.parse(await apiCall(baseURL, 'GET', '/api/offers/list/?limit=50', ''));
  // A deposit is offered only when the departure is more than 30 days away (docs/product/order-and-payment.md).
  const later = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const offer = list.offers.find((o) => o.placesLeft >= 2 && o.departureDate > later);
  expect(offer, 'an offer with places departing in more than 40 days').toBeDefined();
  const created = await fetch(new URL('/api/purchase/create-offer-request/', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ offerHash: offer?.hash, adults: 2 }),
  });
  expect(created.ok, `create-offer-request: ${created.status}`).toBe(true);
  const { orderId } = endpoints.purchaseCreateOfferRequest.response.parse(await created.json());
  const owner = /^([^=]+)=([^;]+)/.exec(created.headers.get('set-cookie') ?? '');
  expect(owner, 'the owner cookie of the new order').not.toBeNull();
  await page.context().addCookies([{ name: owner![1]!, value: owner![2]!, url: baseURL }]);
  const cookie = `${owner![1]}=${owner![2]}`;
  await apiCall(baseURL, 'POST', '/api/purchase/order/reservation/client/', cookie, { orderId, client: { booker, participants } });
  await apiCall(baseURL, 'POST', '/api/order/accept-agreements/', cookie, {
    orderId,
    agreements: { tos: true, gdpr: true, offer: true, payment: true },
  });
  return orderId;
}

test.describe('after the purchase: Moje rezerwacje, the documents, the balance', () => {
  let site: RunningSite | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'travel-e2e-booking-'));
    await deployAllBuilt(dataDir);
    site = await startSiteServer({ port: await freePort(), dataDir, env: { SEED_OFFERS: '3000', FIRST_PAINT_TIMEOUT_MS: '10000' } });
  });

  test.afterAll(async () => {
    await site?.stop();
    if (dataDir !== '' && !process.env['E2E_KEEP_DATA']) rmSync(dataDir, { recursive: true, force: true });
  });

  test('deposit → e-mailed sign-in link → booking page → both PDFs read → balance paid → paid in full; the invariants hold', async ({
    page,
    problems,
  }) => {
    test.setTimeout(480_000);
    const baseURL = site!.baseURL;
    const at = (p: string) => new URL(p, baseURL).href;
    const orderId = await orderReadyToPay(baseURL, page);
    const order = new OrderPages(page);
    let reservationNumber = '';

    await test.step('the summary step shows the pre-contract information before paying', async () => {
      await order.shell.open(at(order.stepPath(orderId, 'podsumowanie')));
      await order.expectStep('podsumowanie');
      for (const kind of ['standard-information-form', 'pre-contract-information']) {
        const document = order.slot.locator('details', {
          has: page.locator('summary', { hasText: polishText('order', `summary.documents.${kind}`) }),
        });
        await document.locator('summary').click();
        await expect(document).toContainText(kind === 'standard-information-form' ? 'stanowi imprezę turystyczną' : 'Cena całkowita');
      }
    });

    await test.step('pays the deposit by card in the sandbox; the thank-you page says what happens next and offers the documents', async () => {
      await order.shell.open(at(order.stepPath(orderId, 'platnosc')));
      await order.expectStep('platnosc');
      await order.press(order.slot.getByRole('radio', { name: new RegExp(`^${polishText('order', 'payment.conditions.deposit')}`) }), ' ');
      await order.press(order.paymentMethod('card'), ' ');
      await order.press(order.nextButton('platnosc'));
      const card = page.getByRole('button', { name: SANDBOX_CARD_SUCCESS });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await card.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/platnosc\/(sukces|podsumowanie)\/[0-9a-f]{32}\/$/, { timeout: 30_000 });
      await order.expectRendered(polishText('payment', 'tracking.success.heading'));
      reservationNumber = (await order.slot.getByText(/Numer rezerwacji: /).innerText()).replace('Numer rezerwacji: ', '').trim();

      await order.shell.open(at(order.thankYouPath(orderId)));
      await order.expectRendered(polishText('order', 'thankYou.heading'));
      const next = order.slot.getByTestId('order-next-steps');
      await expect(next.getByTestId('order-next-balance')).toContainText(/zapłać do \d{2}\.\d{2}\.\d{4}/);
      await expect(next.getByRole('link', { name: /Pobierz: Potwierdzenie rezerwacji/ })).toBeVisible();
      await expect(next.getByRole('link', { name: /Pobierz: Standardowy formularz informacyjny/ })).toBeVisible();
      await expect(next.getByTestId('order-booking-link')).toHaveAttribute('href', `/moje-rezerwacje/${orderId}/`);
      expect(await accessibilityViolations(page), 'axe: thank-you page with the next steps').toEqual([]);
    });

    await test.step('the confirmation e-mail in the outbox carries both PDFs', async () => {
      const confirmations = () => outboxMails(dataDir).filter((m) => m.text.includes(`Numer rezerwacji: ${reservationNumber}`));
      await expect.poll(() => confirmations().length, { timeout: 30_000 }).toBe(1);
      const mail = confirmations()[0]!;
      expect(mail.text).toContain('W załącznikach (PDF)');
      const eml = mail.eml;
      expect(eml).toMatch(/^Content-Type: multipart\/mixed/m);
      expect(eml.match(/^Content-Type: application\/pdf/gm)).toHaveLength(2);
      expect(eml).toContain(`filename=potwierdzenie-rezerwacji-${reservationNumber}.pdf`);
      expect(eml).toContain(`filename=formularz-informacyjny-${reservationNumber}.pdf`);
    });

    await test.step('another browser state: Moje rezerwacje asks nothing without a session, e-mails a link, and the link signs in', async () => {
      await page.context().clearCookies();
      const bookingsAsked: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/customer/bookings/')) bookingsAsked.push(r.url());
      });
      await order.shell.open(at('/moje-rezerwacje/'));
      const email = page.getByLabel(/Adres e-mail/);
      await expect(email).toBeVisible();
      expect(bookingsAsked, 'no bookings call (and no 401) without the session marker').toEqual([]);
      await email.fill(booker.email);
      await page.getByRole('button', { name: polishText('order', 'myBookings.submit') }).click();
      await expect(page.getByTestId('my-bookings-link-sent')).toBeVisible();
      const links = () => outboxMails(dataDir).flatMap((m) => /\/moje-rezerwacje\/zaloguj\/#token=[A-Za-z0-9_-]{43}/.exec(m.text) ?? []);
      await expect.poll(() => links().length, { timeout: 30_000 }).toBe(1);
      const link = links()[0];
      expect(link, 'the sign-in link in the e-mail').toBeDefined();
      const token = link!.split('#token=')[1]!;
      await order.shell.open(at(`/moje-rezerwacje/zaloguj/#token=${token}`));
      const item = page.getByTestId('my-booking').filter({ hasText: reservationNumber });
      await expect(item).toBeVisible();
      expect(await accessibilityViolations(page), 'axe: Moje rezerwacje, signed in').toEqual([]);
      await item.getByRole('link', { name: polishText('order', 'myBookings.open') }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/moje-rezerwacje/${orderId}/`);
      await expect(page.getByTestId('booking')).toBeVisible();
      await expect(page.getByTestId('booking-balance')).toBeVisible();
    });

    await test.step('downloads both PDFs; their text has the participants, the price and the operator, Polish letters intact', async () => {
      const summary = endpoints.orderSummary.response.parse(await apiCall(baseURL, 'GET', `/api/order/summary/${orderId}/`, '')).order;
      const preContract = endpoints.purchaseSummary.response
        .parse(await apiCall(baseURL, 'GET', `/api/purchase/summary/${orderId}/`, ''))
        .documents.find((d) => d.kind === 'pre-contract-information')!;
      const operator = /^Organizator: ([^;]+);/.exec(preContract.paragraphs.find((p) => p.startsWith('Organizator: '))!)![1]!;
      const texts: Record<string, string> = {};
      for (const kind of ['potwierdzenie-rezerwacji', 'formularz-informacyjny']) {
        const downloading = page.waitForEvent('download');
        await page.locator(`a[data-document="${kind}"]`).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(`${kind}-${reservationNumber}.pdf`);
        texts[kind] = oneLine((await pdfText(readFileSync(await download.path()))).text);
      }
      const confirmation = texts['potwierdzenie-rezerwacji']!;
      for (const p of participants) expect(confirmation).toContain(`${p.firstName} ${p.lastName}`);
      expect(confirmation).toContain(`Cena całkowita: ${money(summary.price.total)}`);
      expect(confirmation).toContain(`Organizator imprezy turystycznej: ${operator}`);
      expect(confirmation).toContain(`${booker.street}, ${booker.postalCode} ${booker.city}`);
      const form = texts['formularz-informacyjny']!;
      expect(form).toContain(`Organizator: ${operator}`);
      expect(form).toContain(`Cena całkowita: ${money(summary.price.total)}`);
      expect(form).toContain('Zaoferowane Państwu połączenie usług turystycznych stanowi imprezę turystyczną');
    });

    await test.step('pays the balance by card; the booking then shows it paid in full', async () => {
      await page.getByTestId('booking-pay-balance').click();
      const card = page.getByRole('button', { name: SANDBOX_CARD_SUCCESS });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await card.click();
      await expect(page).toHaveURL(/\/platnosc\/(sukces|podsumowanie)\/[0-9a-f]{32}\/$/, { timeout: 30_000 });
      // The tracking page asks the server until the gateway's word has booked the payment.
      await order.expectRendered(polishText('payment', 'tracking.success.heading'));
      await order.shell.open(at(`/moje-rezerwacje/${orderId}/`));
      await expect(page.getByTestId('booking-paid-in-full')).toBeVisible();
      await expect(page.getByTestId('booking-status')).toHaveText(polishText('order', 'myBookings.state.paid'));
      expect(await accessibilityViolations(page), 'axe: the booking page, paid in full').toEqual([]);
    });

    expect(problems.unexpected(), 'console errors (a 401 among them) and uncaught exceptions').toEqual([]);

    await test.step('npm run check:payments on the stopped site: the balance payment counted, no violation', async () => {
      await site!.stop();
      site = undefined;
      // The site's database: the PGlite under its DATA_DIR (or DATABASE_URL, when the journeys run on PostgreSQL).
      const check = await runNpmScript('check:payments', [], { DATA_DIR: dataDir }, 120_000);
      expect(check.output).toContain('0 violations');
      expect(check.exitCode).toBe(0);
    });
  });
});
