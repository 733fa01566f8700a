import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { endpoints } from '@travel/contracts/api/endpoints';
import { ORDER_PATTERNS } from '@travel/contracts/api/order-validation';
import { PAGE_PENDING_ATTRIBUTE } from '@travel/contracts/hydration-marker';
import { accessibilityViolations } from '../harness/accessibility';
import { deployAllBuilt } from '../harness/deploy';
import { freePort } from '../harness/free-port';
import { delayLoadEvent } from '../harness/late-load-event';
import { startSiteServer, type RunningSite } from '../harness/site-server';
import { polishText } from '../harness/locales';
import { expect, test } from '../fixtures';
import { HotelPages } from '../pages/hotel-pages';
import { ListingPageObject } from '../pages/listing-page';
import { OrderPages, type OrderStep } from '../pages/order-pages';

const SANDBOX_CARD_SUCCESS = 'Zapłać kartą — płatność udana';

const booker = {
  firstName: 'Zofia',
  lastName: 'Wójcik-Nowak',
  email: 'zofia.wojcik@example.pl',
  phone: '+48600100200',
  street: 'ul. Długa 5/7',
  postalCode: '31-147',
  city: 'Kraków',
};
const adult = (i: number) => ({
  firstName: i === 0 ? 'Zofia' : 'Jan',
  lastName: 'Wójcik-Nowak',
  birthDate: `198${i}-04-1${i}`,
  nationality: 'PL',
});

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await accessibilityViolations(page), `axe WCAG 2.1 A/AA: ${where}`).toEqual([]);
}

/** A JSON call to the API as a same-origin page would make it; fails the test on an error status. */
async function apiCall(baseURL: string, method: string, url: string, body?: unknown, cookie?: string): Promise<unknown> {
  const res = await fetch(new URL(url, baseURL), {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseURL, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.ok, `${method} ${url}: ${res.status}`).toBe(true);
  return (await res.json()) as unknown;
}

/** Places left on the order's offer, as the order flow reads them. */
async function placesLeftOf(baseURL: string, orderId: string): Promise<number> {
  return endpoints.purchaseOfferSummary.response.parse(await apiCall(baseURL, 'GET', `/api/purchase/offer-summary/${orderId}/`)).placesLeft;
}

/**
 * An order for one adult with the client data and the required agreements in, made through the API
 * (the steps before the payment have their own journey): what is left is to pay.
 */
async function orderReadyToPay(baseURL: string, page: Page): Promise<{ orderId: string; placesLeft: number }> {
  const list = endpoints.offersList.response.parse(await apiCall(baseURL, 'GET', '/api/offers/list/?limit=20'));
  const offer = list.offers.find((o) => o.placesLeft >= 2);
  expect(offer, 'an offer with places in the seed').toBeDefined();
  const created = await fetch(new URL('/api/purchase/create-offer-request/', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ offerHash: offer?.hash, adults: 1 }),
  });
  expect(created.ok, `create-offer-request: ${created.status}`).toBe(true);
  const { orderId } = endpoints.purchaseCreateOfferRequest.response.parse(await created.json());
  // The order's data is answered only to the browser that created it (docs/adr/0240-customer-access.md):
  // the page gets the owner cookie this call was given.
  const owner = /^([^=]+)=([^;]+)/.exec(created.headers.get('set-cookie') ?? '');
  expect(owner, 'the owner cookie of the new order').not.toBeNull();
  await page.context().addCookies([{ name: owner![1]!, value: owner![2]!, url: baseURL }]);
  // Writes to the order are its owner's too (docs/adr/0243-owner-only-writes.md).
  const cookie = `${owner![1]}=${owner![2]}`;
  await apiCall(
    baseURL,
    'POST',
    '/api/purchase/order/reservation/client/',
    { orderId, client: { booker, participants: [adult(0)] } },
    cookie,
  );
  await apiCall(
    baseURL,
    'POST',
    '/api/order/accept-agreements/',
    { orderId, agreements: { tos: true, gdpr: true, offer: true, payment: true } },
    cookie,
  );
  return { orderId, placesLeft: await placesLeftOf(baseURL, orderId) };
}

/** The order the URL names, as the API answers it. */
async function orderOf(baseURL: string, orderId: string, cookie?: string) {
  // The client data is answered only with the creating browser's owner cookie (docs/adr/0240-customer-access.md).
  const res = await fetch(new URL(`/api/order/summary/${orderId}/`, baseURL), { headers: cookie ? { cookie } : {} });
  return endpoints.orderSummary.response.parse(await res.json()).order;
}

test.describe('the order: four steps, sandbox payment, thank-you', () => {
  test('listing → hotel → Rezerwuj → client, confirm, summary, payment (keyboard only, axe on each step and error state, reload keeps the data) → sandbox card → paid with the reservation number', async ({
    page,
    site,
    problems,
  }) => {
    test.setTimeout(240_000);
    const listing = new ListingPageObject(page);
    const hotel = new HotelPages(page);
    const order = new OrderPages(page);
    let orderId = '';

    await test.step("a listing card → its hotel → 'Rezerwuj'", async () => {
      await listing.openListing('/wycieczki/');
      const card = listing.cards.first();
      await order.press(card.getByRole('link').first());
      await hotel.expectHotel();
      await expect(hotel.reserveButton).toBeEnabled({ timeout: 30_000 });
      const created = page.waitForResponse((r) => r.url().includes('/api/purchase/create-offer-request/'));
      await order.press(hotel.reserveButton);
      expect((await created).status()).toBe(201);
      await expect(page).toHaveURL(/\/rezerwacja\/[0-9a-f-]{36}\/dane\/$/);
      orderId = /\/rezerwacja\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
      await order.expectStep('dane');
    });

    const stored = await orderOf(site.baseURL, orderId);
    const travellers = stored.party.adults + stored.party.children.length;

    await test.step('client: one group per traveller; an empty submit shows the errors in a focused summary (axe)', async () => {
      await expect(order.participantGroups).toHaveCount(travellers);
      await expectNoAxeViolations(page, 'client step');
      await order.press(order.nextButton('dane'));
      await expect(order.errorSummary).toBeFocused();
      await expectNoAxeViolations(page, 'client step with errors');
      await order.typeInto(order.field(order.bookerGroup, 'phone'), '+48 600');
      await page.keyboard.press('Tab');
      await expect(order.field(order.bookerGroup, 'phone')).toHaveAttribute('aria-invalid', 'true');
      await order.typeInto(order.field(order.bookerGroup, 'firstName'), 'Зоя');
      await expect(order.slot.getByText(polishText('order', 'errors.cyrillic')).first()).toBeVisible();
    });

    await test.step('client: the data typed is saved as a draft, and a reload keeps it; the step starts at its top', async () => {
      // The listing's default party is adults only, which is what this step fills in.
      expect(stored.party.children, 'the party booked from the first card').toHaveLength(0);
      const saved = page.waitForResponse(
        (r) => r.url().includes('/api/purchase/order/reservation/client/') && r.request().method() === 'PATCH' && r.ok(),
      );
      await order.fillBooker(booker);
      for (let i = 0; i < stored.party.adults; i++) await order.fillParticipant(i, adult(i));
      await saved;
      // The last keystrokes may still be on their way: wait until the server has the last field.
      const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      await expect
        .poll(async () => (await orderOf(site.baseURL, orderId, cookie)).client.draft.participants.at(-1)?.nationality)
        .toBe('PL');
      // The server draws the step's frame and the order's waiting state, marked as such.
      const html = await (await page.request.get(page.url())).text();
      expect(html, 'the first HTML holds the waiting state of the step').toContain(`${PAGE_PENDING_ATTRIBUTE}=""`);
      // Reloaded far down the form, with a load event after the first frame (a slow resource): the
      // browser would restore the position onto that short waiting state, show the footer and push
      // it away once the form is back (docs/adr/0334-order-steps-drawn-by-the-server.md).
      await order.field(order.participantGroup(stored.party.adults - 1), 'birthDate').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const endDelay = await delayLoadEvent(page, 1500);
      await order.shell.reload();
      await order.expectStep('dane');
      await endDelay();
      expect(await page.evaluate(() => window.scrollY), 'a reloaded order step starts at its top').toBe(0);
      await expect(order.field(order.bookerGroup, 'email')).toHaveValue(booker.email);
      await expect(order.field(order.participantGroup(0), 'birthDate')).toHaveValue(adult(0).birthDate);
    });

    const next = async (from: OrderStep, to: OrderStep) => {
      await order.press(order.nextButton(from));
      await expect(page).toHaveURL((url) => url.pathname === order.stepPath(orderId, to));
      await order.expectStep(to);
    };
    const reloadKeeps = async (step: OrderStep) => {
      await order.shell.reload();
      await order.expectStep(step);
    };

    await test.step('client-confirm: everything read back, price and places checked live (axe, reload)', async () => {
      await next('dane', 'potwierdzenie-danych');
      await expect(order.slot.getByText(booker.email)).toBeVisible();
      await expect(order.slot.getByText(`${adult(0).firstName} ${adult(0).lastName}`, { exact: false }).first()).toBeVisible();
      await expect(order.nextButton('potwierdzenie-danych')).toBeEnabled({ timeout: 30_000 });
      await expectNoAxeViolations(page, 'client-confirm step');
      await reloadKeeps('potwierdzenie-danych');
      await expect(order.slot.getByText(booker.email)).toBeVisible();
    });

    await test.step('summary: required agreements enforced (axe on the error), marketing unticked, reload keeps the step', async () => {
      await expect(order.nextButton('potwierdzenie-danych')).toBeEnabled({ timeout: 30_000 });
      await next('potwierdzenie-danych', 'podsumowanie');
      await reloadKeeps('podsumowanie');
      await expect(order.agreement('newsletter')).not.toBeChecked();
      await order.press(order.nextButton('podsumowanie'));
      await expect(order.slot.getByRole('alert')).toBeFocused();
      await expectNoAxeViolations(page, 'summary step with errors');
      const tickStored = page.waitForResponse((r) => r.url().includes('/api/order/accept-agreements/') && r.ok());
      await order.press(order.agreement('tos'), ' ');
      await tickStored;
      await reloadKeeps('podsumowanie');
      await expect(order.agreement('tos')).toBeChecked();
      for (const name of ['gdpr', 'offer', 'payment']) await order.press(order.agreement(name), ' ');
      await expectNoAxeViolations(page, 'summary step');
    });

    await test.step('payment: methods from the API, the fee, reload keeps the step (axe)', async () => {
      await next('podsumowanie', 'platnosc');
      await reloadKeeps('platnosc');
      await order.press(order.paymentMethod('card'), ' ');
      await expect(order.slot.getByTestId('order-payment-fee')).not.toBeEmpty();
      await expectNoAxeViolations(page, 'payment step');
    });

    await test.step("'Rezerwuję i płacę' → the sandbox gateway → card paid → the tracking page asks the server: paid, with the reservation number", async () => {
      const paying = page.waitForResponse((r) => r.url().includes('/api/payment/online/'));
      await order.press(order.nextButton('platnosc'));
      expect((await paying).status()).toBe(201);
      const card = page.getByRole('button', { name: SANDBOX_CARD_SUCCESS });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await card.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/platnosc\/(sukces|podsumowanie)\/[0-9a-f]{32}\/$/, { timeout: 30_000 });
      await order.expectRendered(polishText('payment', 'tracking.success.heading'));
      const number = (await order.slot.getByText(/Numer rezerwacji: /).innerText()).replace('Numer rezerwacji: ', '').trim();
      expect(number).toMatch(ORDER_PATTERNS.reservationNumber);
      await expectNoAxeViolations(page, 'tracking page: success');
      const paid = await orderOf(site.baseURL, orderId);
      expect(paid.state).toBe('paid');
      expect(paid.reservation?.number).toBe(number);
      // The confirmation on a durable medium: without SMTP_URL it is an .eml file in the outbox.
      await expect
        .poll(() => {
          const dir = path.join(site.dataDir, 'outbox');
          return existsSync(dir) ? readdirSync(dir).some((f) => readFileSync(path.join(dir, f), 'utf8').includes(booker.email)) : false;
        })
        .toBe(true);
    });

    await test.step('the thank-you page reads the same from the server', async () => {
      await order.shell.open(order.thankYouPath(orderId));
      await order.expectRendered(polishText('order', 'thankYou.heading'));
      await expect(order.slot.getByTestId('order-reservation-number')).toContainText(/ftr\d+-\d+/);
      await expectNoAxeViolations(page, 'thank-you page');
    });

    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });

  test('a declined card ends on the failure tracking page, the order unpaid and its places released (axe, keyboard)', async ({
    page,
    site,
  }) => {
    const { orderId, placesLeft } = await orderReadyToPay(site.baseURL, page);
    const order = new OrderPages(page);
    await order.shell.open(order.stepPath(orderId, 'platnosc'));
    await order.expectStep('platnosc');
    await order.press(order.paymentMethod('card'), ' ');
    await order.press(order.nextButton('platnosc'));
    const declined = page.getByRole('button', { name: 'Zapłać kartą — karta odrzucona' });
    await expect(declined).toBeVisible({ timeout: 30_000 });
    await declined.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/platnosc\/niepowodzenie\/[0-9a-f]{32}\/$/, { timeout: 30_000 });
    await order.expectRendered(polishText('payment', 'tracking.failure.heading'));
    await expect(order.slot.getByText(polishText('payment', 'status.fail'))).toBeVisible();
    await expectNoAxeViolations(page, 'tracking page: failure');
    const after = await orderOf(site.baseURL, orderId);
    expect(after.state).not.toBe('paid');
    expect(after.payment.status).toBe('fail');
    await expect.poll(() => placesLeftOf(site.baseURL, orderId)).toBe(placesLeft);
  });

  test('a later step than the reached one shows the way back, not the step (axe)', async ({ page, site }) => {
    const res = await fetch(new URL('/api/offers/list/?limit=1', site.baseURL));
    const offer = endpoints.offersList.response.parse(await res.json()).offers[0];
    expect(offer, 'an offer in the demo seed').toBeDefined();
    const created = await fetch(new URL('/api/purchase/create-offer-request/', site.baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.baseURL },
      body: JSON.stringify({ offerHash: offer?.hash, adults: 1 }),
    });
    const { orderId } = endpoints.purchaseCreateOfferRequest.response.parse(await created.json());
    const order = new OrderPages(page);
    await order.shell.open(order.stepPath(orderId, 'platnosc'));
    await order.expectStep('platnosc');
    await expect(order.nextButton('platnosc')).toHaveCount(0);
    await expect(order.slot.getByRole('link', { name: /Edytuj dane/ }).last()).toHaveAttribute('href', order.stepPath(orderId, 'dane'));
    await expectNoAxeViolations(page, 'locked step');
  });

  test('an unknown order and an unknown payment say so in Polish (axe)', async ({ page, problems }) => {
    const order = new OrderPages(page);
    await order.shell.open(order.stepPath('8f0e2d4c-6b1a-4c3e-9d5f-7a9b1c3e5f70', 'dane'));
    await expect(order.slot.getByText(polishText('order', 'notFound.heading'))).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'order not found');
    await order.shell.open(order.trackingPath('sukces', '0'.repeat(32)));
    await expect(order.slot.getByText(polishText('payment', 'status.notFound'))).toBeVisible({ timeout: 30_000 });
    await expect(order.heading).not.toHaveText(polishText('payment', 'tracking.success.heading'));
    await expectNoAxeViolations(page, 'payment not found');
    // The API's 404s for the made-up order and payment are what the pages say in Polish.
    expect(
      problems.unexpected((problem) => problem.text.includes('404') && /\/api\/order\/(summary|payment\/status)\//.test(problem.url)),
    ).toEqual([]);
  });
});

/**
 * The abandoned payment that expires needs a hold that runs out while the journey watches: a site
 * server of its own with a short hold (`ORDER_HOLD_MINUTES`), on its own data folder. The hold is
 * 3.5 minutes, not seconds: the shop gives the gateway a time limit of whole minutes that ends two
 * minutes before its own hold and refuses a payment with less than one minute of it left
 * (docs/adr/0200-payment-state-machine.md), so a shorter hold could never reach the gateway.
 */
test.describe('an abandoned payment whose hold runs out', () => {
  let shortHold: RunningSite | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'travel-e2e-hold-'));
    await deployAllBuilt(dataDir);
    shortHold = await startSiteServer({
      port: await freePort(),
      dataDir,
      env: { ORDER_HOLD_MINUTES: '3.5', SEED_OFFERS: '3000', FIRST_PAINT_TIMEOUT_MS: '10000' },
    });
  });

  test.afterAll(async () => {
    await shortHold?.stop();
    if (dataDir !== '' && !process.env['E2E_KEEP_DATA']) rmSync(dataDir, { recursive: true, force: true });
  });

  test('ends on the failure tracking page with the expired status, the order cancelled and its places released (axe, keyboard)', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    const baseURL = shortHold!.baseURL;
    const { orderId, placesLeft } = await orderReadyToPay(baseURL, page);
    const order = new OrderPages(page);
    await order.shell.open(new URL(order.stepPath(orderId, 'platnosc'), baseURL).href);
    await order.expectStep('platnosc');
    await order.press(order.paymentMethod('card'), ' ');
    await order.press(order.nextButton('platnosc'));
    const abandon = page.getByRole('button', { name: 'Porzuć płatność i wróć do sklepu' });
    await expect(abandon).toBeVisible({ timeout: 30_000 });
    await abandon.focus();
    await page.keyboard.press('Enter');
    // Back in the shop the payment is not paid; once the hold has run out the page, which polls
    // the server, says so and moves to the failure address.
    await expect(page).toHaveURL(/\/platnosc\/niepowodzenie\/[0-9a-f]{32}\/$/, { timeout: 330_000 });
    await order.expectRendered(polishText('payment', 'tracking.failure.heading'));
    await expect(order.slot.getByText(polishText('payment', 'status.expired'))).toBeVisible();
    await expect(order.slot.getByRole('link', { name: polishText('payment', 'retryPayment') })).toHaveCount(0);
    await expectNoAxeViolations(page, 'tracking page: expired');
    expect((await orderOf(baseURL, orderId)).state).toBe('cancelled');
    expect(await placesLeftOf(baseURL, orderId)).toBe(placesLeft);
  });
});
