import { endpoints } from '@travel/contracts/api/endpoints';
import { accessibilityViolations } from '../harness/accessibility';
import { demoAccountWithRole } from '../harness/demo-accounts';
import { polishText } from '../harness/locales';
import { startPostgresSite, type PostgresSite } from '../harness/postgres-site';
import { expect, test } from '../fixtures';
import { OfferForClientPage, OfferForClientPanel } from '../pages/offer-for-client-pages';
import { OfferPreviewPage } from '../pages/offer-preview-page';
import { SignInPageObject } from '../pages/sign-in-page';

// The offer for a client and the offer preview (docs/adr/0261-offer-for-client.md,
// docs/adr/0260-offer-checks-and-preview.md). A site of its own on PostgreSQL: the journey moves an
// offer past its last day, which no page can do.

/** Today in Warsaw, as the shop counts days. */
const warsawToday = (): string => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** An offer on sale for two adults, departing in 10 days or later, read through the API (`nth`: another one). */
async function offerOnSale(baseURL: string, nth = 0) {
  const url = new URL(`/api${endpoints.offersList.path}`, baseURL);
  url.searchParams.set('limit', '20');
  url.searchParams.set('departureDateFrom', addDays(warsawToday(), 10));
  const list = endpoints.offersList.response.parse(await (await fetch(url)).json());
  const offer = list.offers.filter((o) => o.placesLeft >= 2)[nth];
  if (offer === undefined) throw new Error('no offer with two places in the first 20 of the listing');
  return offer;
}

/** The seller's list of the offers they prepared (docs/adr/0301-staff-list-of-offers-for-clients.md). */
const STAFF_LIST_PATH = '/debug/oferty-dla-klientow/';

let shop: PostgresSite;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  shop = await startPostgresSite({ SEED_OFFERS: '3000', DEMO_ACCOUNTS: '1' });
});
test.afterAll(async () => {
  await shop?.close();
});

test.describe('an offer for a client: prepared by staff, opened from its link, booked, expired', () => {
  test("a seller prepares it on the offer page; the client sees the note and today's price and reaches the order's first step; after its last day the link says 'Oferta wygasła'", async ({
    page,
    browser,
    problems,
  }) => {
    test.setTimeout(240_000);
    const site = shop;
    const offer = await offerOnSale(site.baseURL);
    const note = 'Pokój z widokiem na morze, jak rozmawialiśmy w salonie.';
    let link = '';

    // The seller's browser stays open: their list of offers for clients is checked again after the last day.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const myOffers = async (status: 'active' | 'expired') => {
      await staff.goto(`${site.baseURL}${STAFF_LIST_PATH}`);
      const row = staff
        .getByRole('table', { name: new RegExp(`^${escapeRe(polishText('staff', 'offersForClients.caption').split('{{')[0]!)}`) })
        .getByRole('row')
        .filter({ has: staff.getByRole('link', { name: offer.hotelName }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(polishText('staff', `offersForClients.status.${status}`));
      await expect(row.getByRole('link', { name: offer.hotelName })).toHaveAttribute('href', new URL(link).pathname);
      expect(await accessibilityViolations(staff), `axe on the seller's offers for clients (${status})`).toEqual([]);
    };

    await test.step('a seller (ROLE_USER) signs in, opens the offer and prepares it for a client', async () => {
      const seller = demoAccountWithRole(site.dataDir, 'ROLE_USER');
      const signIn = new SignInPageObject(staff);
      await signIn.shell.open(`${site.baseURL}${signIn.path}?next=${encodeURIComponent(`/oferta/${offer.hash}/`)}`);
      await signIn.signIn(seller.email, seller.password);
      await expect(staff).toHaveURL((url) => url.pathname === `/oferta/${offer.hash}/`);
      const panel = new OfferForClientPanel(staff);
      await panel.toggle.click();
      await panel.note.fill(note);
      await expect(panel.lastDay).toHaveValue(addDays(warsawToday(), 3));
      const created = staff.waitForResponse((r) => r.url().endsWith('/api/offers/offer-for-client/') && r.request().method() === 'POST');
      await panel.createButton.click();
      expect((await created).status()).toBe(201);
      await expect(panel.link).toBeVisible();
      link = await panel.link.inputValue();
      expect(new URL(link).origin).toBe(site.baseURL);
      expect(await accessibilityViolations(staff), 'axe on the offer page with the staff panel open').toEqual([]);
    });

    await test.step("the seller's list of offers for clients shows it, active, linking to the client's page", async () => {
      await myOffers('active');
    });

    const client = new OfferForClientPage(page);
    const id = new URL(link).pathname.split('/')[2]!;

    await test.step("the client opens the link: the advisor's note, the trip, today's price", async () => {
      await client.shell.open(link);
      await client.expectRendered(client.texts.heading);
      await expect(client.note).toHaveText(note);
      await expect(client.price).toContainText('zł');
      await expect(client.priceChange).toBeVisible();
      expect(await accessibilityViolations(page), 'axe on the offer for a client').toEqual([]);
    });

    await test.step("'Rezerwuj' makes the order and opens its first step", async () => {
      const ordered = page.waitForResponse((r) => r.url().endsWith('/api/purchase/create-offer-request/'));
      await client.bookButton.click();
      expect((await ordered).status()).toBe(201);
      await expect(page).toHaveURL((url) => /^\/rezerwacja\/[0-9a-f-]{36}\/dane\/$/.test(url.pathname));
    });

    await test.step("after its last day the link says 'Oferta wygasła' and leads to the hotel", async () => {
      await site.sql('UPDATE offers_for_clients SET expires_on = $1::date WHERE id = $2', [addDays(warsawToday(), -1), id]);
      await client.shell.open(link);
      await client.expectRendered(client.texts.expiredHeading);
      await expect(client.expired).toContainText(offer.hotelName);
      await expect(
        page.getByRole('link', { name: polishText('offer-for-client', 'expired.hotelLink').replace('{{hotel}}', offer.hotelName) }),
      ).toHaveAttribute('href', `/hotel/${offer.hotelSlug}/`);
      expect(await accessibilityViolations(page), 'axe on an expired offer for a client').toEqual([]);
      await myOffers('expired');
      await staffContext.close();
    });

    await test.step('a link that names no offer is an HTTP 404 with the Polish not-found page', async () => {
      const unknown = client.path('AAAAAAAAAAAAAAAAAAAAAA');
      const response = await page.goto(`${site.baseURL}${unknown}`);
      expect(response?.status()).toBe(404);
      await expect(client.heading).toHaveText(polishText('error', 'notFound.title'));
      // The browser logs the document's 404 itself: the answer this step asks for.
      problems.explain((problem) => problem.text.includes('404') && problem.url.includes(unknown));
    });
  });

  test('the preview shows an offer on sale and leads to it; a departed one leads to the hotel; an unknown one is a 404', async ({
    page,
    problems,
  }) => {
    const site = shop;
    const offer = await offerOnSale(site.baseURL);
    const preview = new OfferPreviewPage(page);

    await preview.shell.open(`${site.baseURL}${preview.path(offer.hash)}`);
    await preview.expectRendered(new RegExp(escapeRe(offer.hotelName)));
    await expect(preview.status).toHaveAttribute('data-available', 'true');
    expect(await accessibilityViolations(page), 'axe on the offer preview').toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await preview.offerLink.click();
    await expect(page).toHaveURL((url) => url.pathname === `/oferta/${offer.hash}/`);

    // Another offer: the preview is a public answer that may be kept for 60 s, like every offer read.
    const departed = await offerOnSale(site.baseURL, 1);
    await site.sql('UPDATE offers SET departure_date = $1::date WHERE hash = $2', [addDays(warsawToday(), -1), departed.hash]);
    await preview.shell.open(`${site.baseURL}${preview.path(departed.hash)}`);
    await expect(preview.status).toHaveAttribute('data-available', 'false');
    await expect(
      page.getByRole('link', { name: polishText('offer', 'preview.hotelLink').replace('{{hotel}}', departed.hotelName) }),
    ).toHaveAttribute('href', `/hotel/${departed.hotelSlug}/`);

    const unknown = preview.path('zzzz0000');
    const response = await page.goto(`${site.baseURL}${unknown}`);
    expect(response?.status()).toBe(404);
    await expect(preview.heading).toHaveText(polishText('error', 'notFound.title'));
    problems.explain((problem) => problem.text.includes('404') && problem.url.includes(unknown));
  });
});
