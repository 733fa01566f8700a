import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@travel/contracts/api/endpoints';
import { accessibilityViolations } from '../harness/accessibility';
import { demoAccountWithRole } from '../harness/demo-accounts';
import { delayLoadEvent } from '../harness/late-load-event';
import { polishText } from '../harness/locales';
import { REPO_ROOT } from '../harness/repo-root';
import { expect, test } from '../fixtures';
import { startPostgresSite, type PostgresSite } from '../harness/postgres-site';
import { HotelPages } from '../pages/hotel-pages';
import { naturalSize, ReviewModerationPage, ReviewsPages } from '../pages/reviews-pages';
import { SignInPageObject } from '../pages/sign-in-page';

const FIXTURES = path.join(REPO_ROOT, 'packages/e2e/fixtures');
/** 120×60: turned a quarter it is 60×120, which the stored and published photo must be. */
const LANDSCAPE = path.join(FIXTURES, 'review-photo-landscape.jpg');
const SQUARE = path.join(FIXTURES, 'review-photo-square.jpg');

const booker = {
  firstName: 'Marta',
  lastName: 'Zielińska',
  email: 'marta.zielinska@example.pl',
  phone: '+48600100300',
  street: 'ul. Krótka 3',
  postalCode: '00-950',
  city: 'Warszawa',
};

async function ratingSummary(baseURL: string, hotelId: number) {
  const response = await fetch(new URL(`/api/v1/hotels/opinions/summary/${hotelId}/`, baseURL), { cache: 'no-store' });
  return endpoints.hotelsOpinionsSummary.response.parse(await response.json());
}

/** A JSON call as the shop's pages make it; fails the test on an error status. */
/** The owner cookie of the order being made: writes to an order are its creator's (docs/adr/0243-owner-only-writes.md). */
let ownerCookie = '';

async function apiCall(baseURL: string, url: string, body: unknown, idempotencyKey?: string): Promise<unknown> {
  const res = await fetch(new URL(url, baseURL), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseURL,
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      ...(ownerCookie ? { cookie: ownerCookie } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(res.ok, `POST ${url}: ${res.status} ${await res.clone().text()}`).toBe(true);
  const owner = res.headers.getSetCookie().find((c) => c.startsWith('order_owner='));
  if (owner) ownerCookie = owner.split(';')[0]!;
  return (await res.json()) as unknown;
}

/** A booking for one adult, paid by card in the sandbox gateway; the steps have their own journey. */
async function paidBooking(baseURL: string): Promise<{ orderId: string; hotel: { id: number; slug: string; name: string } }> {
  const list = endpoints.offersList.response.parse(await (await fetch(new URL('/api/offers/list/?limit=20', baseURL))).json());
  const offer = list.offers.find((o) => o.placesLeft >= 1);
  if (offer === undefined) throw new Error('the seed has no offer with places');
  const { orderId } = endpoints.purchaseCreateOfferRequest.response.parse(
    await apiCall(baseURL, '/api/purchase/create-offer-request/', { offerHash: offer.hash, adults: 1 }),
  );
  const participant = { firstName: booker.firstName, lastName: booker.lastName, birthDate: '1986-03-14', nationality: 'PL' };
  await apiCall(baseURL, '/api/purchase/order/reservation/client/', { orderId, client: { booker, participants: [participant] } });
  await apiCall(baseURL, '/api/order/accept-agreements/', { orderId, agreements: { tos: true, gdpr: true, offer: true, payment: true } });
  await apiCall(baseURL, '/api/purchase/create-executive/', { orderId }, `reviews-${orderId}-reserve`);
  const payment = endpoints.paymentOnline.response.parse(
    await apiCall(baseURL, '/api/payment/online/', { orderId, methodId: 'card', conditionId: 'whole' }, `reviews-${orderId}-pay`),
  );
  const gateway = new URL((payment.action as { url: string }).url, baseURL);
  const back = await fetch(gateway, {
    method: 'POST',
    body: 'choice=card',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: gateway.origin },
    redirect: 'manual',
  });
  expect(back.status, 'the sandbox gateway answers the card payment with a redirect').toBe(303);
  return { orderId, hotel: { id: offer.hotelId, slug: offer.hotelSlug, name: offer.hotelName } };
}

/** The text of a delivered e-mail file (quoted-printable soft breaks and bytes decoded). */
function mailText(file: string): string {
  const raw = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
  return Buffer.from(
    raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

let shop: PostgresSite;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  shop = await startPostgresSite({ SEED_OFFERS: '3000', DEMO_ACCOUNTS: '1' });
});
test.afterAll(async () => {
  await shop?.close();
});

test.describe('hotel reviews from real stays: the after-return e-mail, the review, moderation, the hotel page', () => {
  test('no form without a stay; after the return the "Jak było?" e-mail links to the form; photos, a reload, submitted; admin publishes; the hotel page shows it as a confirmed stay', async ({
    page,
    problems,
  }) => {
    test.setTimeout(300_000);
    const site = shop;
    const booking = await paidBooking(site.baseURL);
    const hotel = booking.hotel;
    const before = await ratingSummary(site.baseURL, hotel.id);
    const title = `Basen i plaża w porządku ${Date.now().toString(36)}`;
    const pros = 'Czysty basen, blisko plaży i bardzo miła obsługa.';
    const reviews = new ReviewsPages(page);

    await test.step('without the e-mail link the page says who may review, in Polish, and shows no form', async () => {
      await reviews.shell.open(`${site.baseURL}${reviews.reviewFormPath(hotel.slug)}`);
      await expect(reviews.refusal).toContainText(polishText('hotel-add-opinion', 'refusal.rid-required'));
      await expect(reviews.form).toHaveCount(0);
    });

    let link = '';
    await test.step('the stay ends; the shop writes the "Jak było?" e-mail to the outbox with a link per rating', async () => {
      // Time passes: the booked trip is moved into the past, as if the journey had waited for the return.
      await site.sql(
        `UPDATE orders SET offer_snapshot = offer_snapshot || jsonb_build_object('departureDate', (current_date - 9)::text, 'returnDate', (current_date - 2)::text)
         WHERE id = $1`,
        [booking.orderId],
      );
      // Stays that ended while the shop was down are invited when it starts. The tab leaves the
      // shop first: its prefetches would meet the stopping server.
      await page.goto('about:blank');
      await site.restart();
      let file = '';
      await expect
        .poll(
          async () => {
            const rows = await site.sql<{ file: string | null }>(
              `SELECT file FROM mail_outbox WHERE order_id = $1 AND kind = 'review-invite' AND file IS NOT NULL`,
              [booking.orderId],
            );
            file = rows[0]?.file ?? '';
            return file !== '';
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      const text = mailText(file);
      expect(text).toContain('Jak było?');
      const links = [...text.matchAll(/https?:\/\/[^\s"]+\/dodaj-opinie\/([a-z0-9-]+)\/ocena\/([1-6])\/\?rid=[A-Za-z0-9_.-]+/g)];
      // The text and the HTML part carry the same six links.
      expect([...new Set(links.map((l) => l[2]))]).toEqual(['6', '5', '4', '3', '2', '1']);
      expect(links[0]![1]).toBe(hotel.slug);
      link = links[0]![0];
      expect(new URL(link).origin, 'the link points to the address the shop serves').toBe(site.baseURL);
    });

    await test.step('the link opens the form with the rating and the guest; an incomplete review is refused with errors shown (axe)', async () => {
      await reviews.shell.open(link);
      await reviews.expectReviewForm();
      await expect(reviews.ratingOption(6)).toBeChecked();
      await expect(reviews.field('author')).toHaveValue(booker.firstName);
      // Title, pros, the month and the party are still missing.
      await expect(reviews.submitButton).toBeVisible();
      await reviews.submitButton.click();
      await expect(reviews.errorSummary).toBeVisible();
      expect(await accessibilityViolations(page), 'axe on the review form showing its errors').toEqual([]);
    });

    await test.step('the guest fills the review and adds two photos', async () => {
      await reviews.ratingOption(6).check();
      await reviews.field('author').fill('Marta');
      await reviews.field('travelDate').fill('2026-08');
      await reviews.field('partyType').selectOption({ label: polishText('hotel-add-opinion', 'partyTypes.pary') });
      await reviews.field('title').fill(title);
      await reviews.field('pros').fill(pros);
      const uploads = Promise.all([reviews.reviewResponse('POST', '/review/images/'), reviews.reviewResponse('POST', '/review/images/')]);
      await reviews.fileInput.setInputFiles([LANDSCAPE, SQUARE]);
      for (const upload of await uploads) expect(upload.status()).toBe(201);
      await expect(reviews.photoPreviews).toHaveCount(2);
      expect(await naturalSize(reviews.photoPreviews.nth(0))).toEqual({ width: 120, height: 60 });
    });

    await test.step('turns the first photo a quarter and deletes the second', async () => {
      const turned = reviews.reviewResponse('PATCH', '/review/images/');
      await reviews.rotateButton(1).click();
      expect((await turned).status()).toBe(200);
      await expect.poll(() => naturalSize(reviews.photoPreviews.nth(0))).toEqual({ width: 60, height: 120 });
      const deleted = reviews.reviewResponse('DELETE', '/review/images/');
      await reviews.removeButton(2).click();
      expect((await deleted).status()).toBe(200);
      await expect(reviews.photoPreviews).toHaveCount(1);
      await expect(reviews.saveState).toHaveText(polishText('hotel-add-opinion', 'saved'));
    });

    await test.step('a reload keeps the draft: fields, the one photo, its turn; the page starts at its top and holds still', async () => {
      // Reloaded far down the form, with a load event that comes after the page's first frame (a
      // slow resource): the browser would restore the position into the short loading page, show
      // the footer and then push it away (docs/adr/0331-reload-scroll-of-browser-drawn-pages.md).
      await reviews.photoPreviews.nth(0).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const endDelay = await delayLoadEvent(page, 1500);
      await reviews.shell.reload();
      await reviews.expectReviewForm();
      await endDelay();
      expect(await page.evaluate(() => window.scrollY), 'a reloaded page drawn in the browser starts at its top').toBe(0);
      await expect(reviews.field('title')).toHaveValue(title);
      await expect(reviews.field('pros')).toHaveValue(pros);
      await expect(reviews.field('author')).toHaveValue('Marta');
      await expect(reviews.field('travelDate')).toHaveValue('2026-08');
      await expect(reviews.ratingOption(6)).toBeChecked();
      await expect(reviews.photoPreviews).toHaveCount(1);
      expect(await naturalSize(reviews.photoPreviews.nth(0))).toEqual({ width: 60, height: 120 });
    });

    await test.step('submits the review to verification', async () => {
      const submitted = reviews.reviewResponse('PATCH', `/hotel/${hotel.id}/`);
      await reviews.submitButton.click();
      expect((await submitted).status()).toBe(200);
      await expect(reviews.confirmation).toBeVisible();
    });

    const admin = demoAccountWithRole(site.dataDir, 'ROLE_ADMIN');
    const signIn = new SignInPageObject(page);
    const moderation = new ReviewModerationPage(page);
    const review = moderation.review(hotel.name, title);

    await test.step('an admin signs in and opens review moderation from the user menu', async () => {
      await signIn.shell.open(`${site.baseURL}${signIn.path}?next=%2F`);
      await signIn.signIn(admin.email, admin.password);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await signIn.userMenuButton(await signIn.signedInName()).click();
      await signIn.staffLinks.filter({ hasText: polishText('common', 'userMenu.staff.reviewModeration') }).click();
      await expect(page).toHaveURL((url) => url.pathname === moderation.path);
      await moderation.expectModeration();
      await expect(review).toBeVisible();
      await expect(review.getByText(pros)).toBeVisible();
      const photos = review.getByRole('img');
      await expect(photos).toHaveCount(1);
      expect(await naturalSize(photos.first())).toEqual({ width: 60, height: 120 });
      expect(await accessibilityViolations(page), 'axe on the moderation view with a review waiting').toEqual([]);
    });

    await test.step('publishes it: the review leaves the queue and the outcome is announced', async () => {
      const published = page.waitForResponse((r) => r.url().includes('/api/review/moderation/') && r.url().endsWith('/publish/'));
      await moderation.publishButton(review).click();
      expect((await published).status()).toBe(200);
      await expect(moderation.outcome).toContainText('Marta');
      await expect(moderation.outcome).toBeFocused();
      await expect(review).toHaveCount(0);
      expect(await accessibilityViolations(page), 'axe on the moderation view after publishing').toEqual([]);
    });

    await test.step('the hotel page shows the review with its photo, and the rating summary has changed', async () => {
      const after = await ratingSummary(site.baseURL, hotel.id);
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      expect(after.ratingDistribution['6']).toBe((before.ratingDistribution['6'] ?? 0) + 1);

      const hotelPages = new HotelPages(page);
      await hotelPages.shell.open(`${site.baseURL}${hotelPages.hotelPath(hotel.slug)}`);
      await hotelPages.expectHotel(hotel.name);
      const summary = page.getByTestId('opinions-summary');
      await expect(summary).toContainText(new RegExp(`\\b${after.reviewCount} opini`));
      const opinion = page.getByTestId('opinion').filter({ hasText: title });
      await expect(opinion).toBeVisible();
      await expect(opinion).toContainText(pros);
      await expect(opinion.getByTestId('verified-stay')).toHaveText(polishText('hotel', 'opinions.verifiedStay'));
      const photo = opinion.getByTestId('opinion-photos').getByRole('img');
      await expect(photo).toHaveCount(1);
      await photo.scrollIntoViewIfNeeded();
      expect(await naturalSize(photo)).toEqual({ width: 60, height: 120 });
      await expect(photo).toHaveAccessibleName(/Zdjęcie 1 z 1 od gościa Marta/);
    });

    expect(problems.unexpected(), 'console errors and uncaught exceptions').toEqual([]);
  });
});
