import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { REVIEW_LIMITS, type Review } from '@travel/contracts';
import { createPhotoStorage } from '../photo-storage';
import { signReviewLink } from '../review-link';
import { sweepReviewUploads } from '../../routes/reviews';
import { ACCOUNTS, PASSWORD, cookieHeaderOf, freshAddress, signIn } from '../../auth/__tests__/auth-test-app';
import { createReviewTestApp, Guest, LINK_SECRET, type ReviewTestApp } from './review-test-app';
import { EXIF_MARKS, jpegWithGps, sampleJpeg, uploadCorpus } from './upload-corpus';

jest.setTimeout(180_000);

let t: ReviewTestApp;
beforeAll(async () => {
  t = await createReviewTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOTEL = 3;
const reviewUrl = (r: Pick<Review, 'reviewId' | 'hotelId'>) => `/api/review/${r.reviewId}/hotel/${r.hotelId}/`;
const imagesUrl = (r: Pick<Review, 'hotelId' | 'tempStorageDirectoryId'>) =>
  `/api/review/images/hotel/${r.hotelId}/${r.tempStorageDirectoryId}/`;
const COMPLETE = {
  rating: 6,
  ratings: { rooms: 6, gastronomy: 5, beach: 6, pool: 5 },
  author: 'Marta',
  title: 'Wspaniały tydzień nad morzem',
  pros: 'Czysto, świetna kuchnia i obsługa, blisko plaży.',
  cons: 'Głośno wieczorami przy basenie.',
  descriptions: { rooms: 'Duży pokój z widokiem na morze.' },
  travelDate: '2026-08',
  partyType: 'pary',
};

let reservations = 1000;
/** The `rid` of an after-return e-mail: a stay at `hotelId` that ended on `stayEndedOn`, of a reservation of its own. */
const mailLink = (
  hotelId = HOTEL,
  expiresAt = Math.floor(t.now().getTime() / 1000) + 30 * 86_400,
  stayEndedOn = '2026-11-01',
  reservation = `FTR-${(reservations += 1)}`,
) => signReviewLink(LINK_SECRET, { hotelId, reservation, guestName: 'Anna', travelDate: '2026-10', stayEndedOn, expiresAt });

async function newDraft(guest = new Guest(t.app), hotelId = HOTEL, body: object = {}) {
  const res = await guest.json('POST', `/api/review/hotel/${hotelId}/`, { rid: mailLink(hotelId), ...body });
  expect(res.statusCode).toBe(201);
  return { guest, review: (res.json() as { review: Review }).review };
}

async function submitted(guest?: Guest, photos = 0) {
  const { guest: g, review } = await newDraft(guest);
  for (let i = 0; i < photos; i++) {
    const up = await g.upload(imagesUrl(review), { bytes: await sampleJpeg(), filename: `p${i}.jpg`, contentType: 'image/jpeg' });
    expect(up.statusCode).toBe(201);
  }
  const res = await g.json('PATCH', reviewUrl(review), { ...COMPLETE, status: 'to_verification' });
  expect(res.statusCode).toBe(200);
  return { guest: g, review: (res.json() as { review: Review }).review };
}

const summaryOf = async (hotelId: number) =>
  (await t.app.inject({ url: `/api/v1/hotels/opinions/summary/${hotelId}/` })).json() as {
    ratingValue: number;
    reviewCount: number;
    ratingDistribution: Record<string, number>;
    categoryRatings: Record<string, number>;
  };
const staff = async (method: 'GET' | 'POST', url: string, body?: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      origin: 'http://localhost',
      cookie: cookie ?? (await t.adminCookie()),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

describe('review form options', () => {
  it('answers the eight categories, the 1-6 scale, party types and the photo limits', async () => {
    const res = await t.app.inject({ url: '/api/review/form-options/hotel/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories).toHaveLength(8);
    expect(body.ratingScale).toEqual({ min: 1, max: 6 });
    expect(body.partyTypes).toContain('rodziny-z-dziecmi');
    expect(body.maxPhotos).toBe(REVIEW_LIMITS.maxPhotos);
    expect(body.rulesUrl).toBe('/regulamin-opinii/');
  });
});

describe('a guest’s draft', () => {
  it('is created with an HttpOnly owner cookie, and only that browser reads, saves or deletes it', async () => {
    const guest = new Guest(t.app);
    const res = await guest.json('POST', `/api/review/hotel/${HOTEL}/`, { rating: 5, rid: mailLink() });
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(/review_owner=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const review = (res.json() as { review: Review }).review;
    expect(review).toMatchObject({ status: 'draft', rating: 5, hotelId: HOTEL, photos: [] });
    expect(review.reviewId).toMatch(/^[0-9a-f-]{36}$/);

    const saved = await guest.json('PATCH', reviewUrl(review), { pros: 'Piękna plaża', ratings: { beach: 6 } });
    expect(saved.statusCode).toBe(200);
    // A reload reads what was saved.
    const again = (await guest.json('GET', reviewUrl(review))).json().review as Review;
    expect(again).toMatchObject({ pros: 'Piękna plaża', ratings: { beach: 6 }, rating: 5 });

    const stranger = new Guest(t.app);
    await stranger.json('POST', `/api/review/hotel/${HOTEL}/`, { rid: mailLink() }); // has an owner cookie of its own
    expect((await stranger.json('GET', reviewUrl(review))).statusCode).toBe(404);
    expect((await stranger.json('PATCH', reviewUrl(review), { pros: 'przejęte' })).statusCode).toBe(404);
    expect((await stranger.json('DELETE', reviewUrl(review))).statusCode).toBe(404);
    expect((await new Guest(t.app).json('GET', reviewUrl(review))).statusCode).toBe(404);
    // The owner's review under another hotel's address is not found either.
    expect((await guest.json('GET', `/api/review/${review.reviewId}/hotel/${HOTEL + 1}/`)).statusCode).toBe(404);

    const deleted = await guest.json('DELETE', reviewUrl(review));
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await guest.json('GET', reviewUrl(review))).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { guest, review } = await newDraft();
    const bad = await guest.json('PATCH', reviewUrl(review), { rating: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().parameter).toBe('rating');
    const cat = await guest.json('PATCH', reviewUrl(review), { ratings: { sauna: 5 } });
    expect(cat.statusCode).toBe(400);
    expect((await guest.json('GET', '/api/review/not-a-uuid/hotel/3/')).json().parameter).toBe('reviewId');
    expect((await guest.json('POST', '/api/review/hotel/999999/', {})).statusCode).toBe(404);
  });

  it('goes to verification only when complete, and is then no longer editable', async () => {
    const { guest, review } = await newDraft();
    const early = await guest.json('PATCH', reviewUrl(review), { status: 'to_verification' });
    expect(early.statusCode).toBe(400);
    expect(early.json().parameter).toBe('rating');
    const shortPros = await guest.json('PATCH', reviewUrl(review), { ...COMPLETE, pros: 'ok', status: 'to_verification' });
    expect(shortPros.json().parameter).toBe('pros');
    // The refused submit saved nothing of its own status.
    expect((await guest.json('GET', reviewUrl(review))).json().review.status).toBe('draft');

    const res = await guest.json('PATCH', reviewUrl(review), { ...COMPLETE, status: 'to_verification' });
    expect(res.statusCode).toBe(200);
    expect(res.json().review).toMatchObject({ status: 'to_verification', author: 'Marta' });
    expect(res.json().review.submittedAt).not.toBeNull();
    const late = await guest.json('PATCH', reviewUrl(review), { pros: 'zmiana po wysłaniu opinii' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('review-not-draft');
  });
});

describe('one review per stay (docs/product/reviews.md)', () => {
  it('refuses to send a review of a stay in a month still to come (docs/product/reviews.md)', async () => {
    const { guest, review } = await newDraft();
    const later = await guest.json('PATCH', reviewUrl(review), { ...COMPLETE, travelDate: '2099-01', status: 'to_verification' });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({ parameter: 'travelDate' });
    const thisMonth = t.now().toISOString().slice(0, 7);
    const now = await guest.json('PATCH', reviewUrl(review), { ...COMPLETE, travelDate: thisMonth, status: 'to_verification' });
    expect(now.statusCode).toBe(200);
  });

  it('sends one review of a stay: a second draft from the same link is refused when sent, and no new one starts', async () => {
    const rid = mailLink();
    const phone = await newDraft(new Guest(t.app), HOTEL, { rid });
    const laptop = await newDraft(new Guest(t.app), HOTEL, { rid });
    const first = await phone.guest.json('PATCH', reviewUrl(phone.review), { ...COMPLETE, status: 'to_verification' });
    expect(first.statusCode).toBe(200);

    const second = await laptop.guest.json('PATCH', reviewUrl(laptop.review), { ...COMPLETE, status: 'to_verification' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('review-exists');
    expect((await laptop.guest.json('GET', reviewUrl(laptop.review))).json().review.status).toBe('draft');
    const again = await new Guest(t.app).json('POST', `/api/review/hotel/${HOTEL}/`, { rid });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('review-exists');

    // Another stay of the same guest is a review of its own.
    expect((await new Guest(t.app).json('POST', `/api/review/hotel/${HOTEL}/`, { rid: mailLink() })).statusCode).toBe(201);
    // Withdrawn before moderation: the stay may be reviewed again.
    expect((await phone.guest.json('DELETE', reviewUrl(phone.review))).statusCode).toBe(200);
    const retried = await laptop.guest.json('PATCH', reviewUrl(laptop.review), { ...COMPLETE, status: 'to_verification' });
    expect(retried.statusCode).toBe(200);
  });

  it('does not hold links that name no reservation to one review: they cannot tell two stays apart', async () => {
    const rid = mailLink(HOTEL, undefined, undefined, '');
    for (let i = 0; i < 2; i++) {
      const { guest, review } = await newDraft(new Guest(t.app), HOTEL, { rid });
      expect((await guest.json('PATCH', reviewUrl(review), { ...COMPLETE, status: 'to_verification' })).statusCode).toBe(200);
    }
  });
});

describe('the e-mail link (from-mail)', () => {
  const inDays = (days: number) => Math.floor(t.now().getTime() / 1000) + days * 86_400;
  const rid = (hotelId = HOTEL, expiresAt = inDays(30)) => mailLink(hotelId, expiresAt);

  it('refuses a review without the link of a finished stay: none at all, or one before the stay ended', async () => {
    const without = await new Guest(t.app).json('POST', `/api/review/hotel/${HOTEL}/`, { rating: 5 });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ parameter: 'rid', code: 'rid-required' });
    const upcoming = mailLink(HOTEL, inDays(120), '2026-12-01');
    const early = await new Guest(t.app).json('POST', `/api/review/hotel/${HOTEL}/`, { rid: upcoming });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('rid-before-stay-end');
    const fromMail = await t.app.inject({ url: `/api/review/hotel/${HOTEL}/from-mail/5/?rid=${encodeURIComponent(upcoming)}` });
    expect(fromMail.json().code).toBe('rid-before-stay-end');
    // Another hotel's stay does not open this one.
    const foreign = await new Guest(t.app).json('POST', `/api/review/hotel/${HOTEL}/`, { rid: mailLink(HOTEL + 1) });
    expect(foreign.json().code).toBe('rid-invalid');
  });

  it('pre-fills the rating and the guest for a valid token, and a review made with it is of a verified guest', async () => {
    const res = await t.app.inject({ url: `/api/review/hotel/${HOTEL}/from-mail/5/?rid=${encodeURIComponent(rid())}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hotelId: HOTEL, rating: 5, guestName: 'Anna', travelDate: '2026-10' });
    expect(res.json().hotelSlug).toMatch(/^[a-z0-9-]+$/);
    const { review } = await newDraft(new Guest(t.app), HOTEL, { rating: 5, rid: rid() });
    expect(review).toMatchObject({ verifiedGuest: true, author: 'Anna', travelDate: '2026-10', rating: 5 });
  });

  it('refuses a tampered, foreign or expired token with a 403 naming why', async () => {
    const good = rid();
    const [payload, sig] = good.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.parse(Buffer.from(payload, 'base64url').toString()) &&
        JSON.stringify({ h: HOTEL, r: 'X', n: 'Mallory', d: null, s: '2026-11-01', e: inDays(30) }),
    ).toString('base64url');
    for (const token of [`${forged}.${sig}`, `${payload}.${sig.slice(0, -2)}AA`, 'garbage', rid(HOTEL + 1)]) {
      const res = await t.app.inject({ url: `/api/review/hotel/${HOTEL}/from-mail/5/?rid=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('rid-invalid');
    }
    const expired = rid(HOTEL, inDays(1));
    t.advance(2 * 86_400_000);
    const res = await t.app.inject({ url: `/api/review/hotel/${HOTEL}/from-mail/5/?rid=${encodeURIComponent(expired)}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('rid-expired');
    const create = await new Guest(t.app).json('POST', `/api/review/hotel/${HOTEL}/`, { rid: expired });
    expect(create.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/review/hotel/${HOTEL}/from-mail/9/?rid=x` })).json().parameter).toBe('rating');
  });
});

describe('photos of a draft', () => {
  it('are uploaded, turned and deleted by the owner, and served only to the owner, safely', async () => {
    const { guest, review } = await newDraft();
    const up = await guest.upload(imagesUrl(review), { bytes: await sampleJpeg(640, 480), filename: 'a.jpg', contentType: 'image/jpeg' });
    expect(up.statusCode).toBe(201);
    const photo = up.json().photo;
    expect(photo).toMatchObject({ rotateInfo: 0, width: 640, height: 480 });
    expect(photo.fileName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const second = (
      await guest.upload(
        imagesUrl(review),
        { bytes: await sampleJpeg(), filename: 'b.png', contentType: 'image/png' },
        { rotateInfo: '180' },
      )
    ).json().photo;
    expect(second.rotateInfo).toBe(180);

    const served = await guest.call({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${photo.fileName}"`);
    expect((await new Guest(t.app).call({ method: 'GET', url: photo.url })).statusCode).toBe(404);

    const turned = await guest.json('PATCH', `${imagesUrl(review)}${photo.fileName}/`, { rotateInfo: 90 });
    expect(turned.statusCode).toBe(200);
    expect(turned.json().photo).toMatchObject({ rotateInfo: 90, width: 480, height: 640 });
    const meta = await sharp((await guest.call({ method: 'GET', url: turned.json().photo.url })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 640]);
    expect((await guest.json('PATCH', `${imagesUrl(review)}${photo.fileName}/`, { rotateInfo: 45 })).json().parameter).toBe('rotateInfo');

    const gone = await guest.json('DELETE', `${imagesUrl(review)}${second.fileName}/`);
    expect(gone.json()).toEqual({ deleted: true });
    const reloaded = (await guest.json('GET', reviewUrl(review))).json().review as Review;
    expect(reloaded.photos.map((p) => [p.fileName, p.rotateInfo])).toEqual([[photo.fileName, 90]]);
    // Another browser cannot add to, turn or delete in this draft's storage.
    const stranger = new Guest(t.app);
    expect(
      (await stranger.upload(imagesUrl(review), { bytes: await sampleJpeg(), filename: 'x.jpg', contentType: 'image/jpeg' })).statusCode,
    ).toBe(404);
    expect((await stranger.json('DELETE', `${imagesUrl(review)}${photo.fileName}/`)).statusCode).toBe(404);
  });

  it(`stops at ${REVIEW_LIMITS.maxPhotos} photos a review`, async () => {
    const { guest, review } = await newDraft();
    const bytes = await sampleJpeg(64, 48);
    for (let i = 0; i < REVIEW_LIMITS.maxPhotos; i++) {
      expect((await guest.upload(imagesUrl(review), { bytes, filename: 'p.jpg', contentType: 'image/jpeg' })).statusCode).toBe(201);
    }
    const over = await guest.upload(imagesUrl(review), { bytes, filename: 'p.jpg', contentType: 'image/jpeg' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'photo-limit', limit: REVIEW_LIMITS.maxPhotos });
  });

  it('refuses a body that is not multipart (415) and a declared length over the limit before reading it (413)', async () => {
    const { guest, review } = await newDraft();
    const json = await guest.json('POST', imagesUrl(review), { file: 'x' });
    expect(json.statusCode).toBe(415);
    let pulled = 0;
    const body = new (await import('node:stream')).Readable({
      read() {
        pulled += 65_536;
        this.push(pulled > 40 * 1024 * 1024 ? null : Buffer.alloc(65_536));
      },
    });
    const res = await guest.call({
      method: 'POST',
      url: imagesUrl(review),
      payload: body,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(40 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file-too-large');
    expect(pulled).toBeLessThan(REVIEW_LIMITS.maxPhotoBytes);
  });
});

describe('the upload corpus', () => {
  it('is refused or stored neutralised, and no stored file keeps the original EXIF', async () => {
    const corpus = await uploadCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(7);
    const { guest, review } = await newDraft();
    const outcomes: Array<{ name: string; status: number; message: string; leaked: string[] }> = [];
    for (const file of corpus) {
      const res = await guest.upload(imagesUrl(review), file);
      const stored = res.statusCode === 201 ? (await guest.call({ method: 'GET', url: res.json().photo.url })).rawPayload : Buffer.alloc(0);
      const forbidden = 'mustNotContain' in file.expect ? file.expect.mustNotContain : [];
      outcomes.push({
        name: file.name,
        status: res.statusCode,
        // A refusal names the problem; a stored file is a plain JPEG.
        message: res.statusCode === 201 ? String((await sharp(stored).metadata()).format) : typeof res.json().message,
        leaked: forbidden.filter((text) => stored.includes(text)),
      });
    }
    expect(outcomes).toEqual(
      corpus.map((file) => ({
        name: file.name,
        status: file.expect.status,
        message: file.expect.status === 201 ? 'jpeg' : 'string',
        leaked: [],
      })),
    );
    // Every file on disk (upright and turned copies), not only what the API serves.
    const dir = join(t.dataDir, 'review-uploads', review.tempStorageDirectoryId);
    const files = await readdir(dir);
    expect(files.length).toBe(4); // two accepted uploads, two copies each
    for (const name of files) {
      const bytes = await readFile(join(dir, name));
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      for (const mark of Object.values(EXIF_MARKS)) expect(bytes.includes(mark)).toBe(false);
      expect(bytes.includes('<?php')).toBe(false);
    }
    // The corpus's GPS photo really carried the marks this test looks for.
    expect((await jpegWithGps()).includes(EXIF_MARKS.make)).toBe(true);
  });
});

describe('moderation', () => {
  it('is for admins only', async () => {
    expect((await staff('GET', '/api/review/moderation/', undefined, '')).statusCode).toBe(401);
    const user = await signIn(t.app, ACCOUNTS.user.email, PASSWORD, { address: freshAddress() });
    expect((await staff('GET', '/api/review/moderation/', undefined, cookieHeaderOf(user))).statusCode).toBe(403);
  });

  it('publishes a waiting review: the hotel page shows it with its photo and the rating summary follows', async () => {
    const before = await summaryOf(HOTEL);
    const hotelBefore = (await t.app.inject({ url: `/api/v1/hotels/hotel/?hotelId=${HOTEL}` })).json().hotel;
    const { review } = await submitted(undefined, 1);

    const queue = (await staff('GET', '/api/review/moderation/')).json().items as Array<Review & { hotelName: string }>;
    const item = queue.find((i) => i.reviewId === review.reviewId)!;
    expect(item).toMatchObject({ status: 'to_verification', hotelId: HOTEL, pros: COMPLETE.pros });
    expect(item.hotelName).toEqual(expect.any(String));
    // Staff see the photos of a review that is not theirs.
    expect((await staff('GET', item.photos[0]!.url)).statusCode).toBe(200);
    // Not on the hotel page before it is published.
    const listBefore = (await t.app.inject({ url: `/api/v1/hotels/opinions/list/${HOTEL}/?limit=50` })).json();
    expect(listBefore.items.some((o: { pros: string }) => o.pros === COMPLETE.pros)).toBe(false);

    const res = await staff('POST', `/api/review/moderation/${review.reviewId}/publish/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().review.status).toBe('published');
    expect((await staff('POST', `/api/review/moderation/${review.reviewId}/publish/`)).json().code).toBe('review-not-waiting');

    const after = await summaryOf(HOTEL);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.ratingDistribution['6']).toBe((before.ratingDistribution['6'] ?? 0) + 1);
    expect(after.ratingValue).toBeGreaterThan(before.ratingValue);
    expect(after.categoryRatings['rooms']).not.toBe(before.categoryRatings['rooms']);
    const hotelAfter = (await t.app.inject({ url: `/api/v1/hotels/hotel/?hotelId=${HOTEL}` })).json().hotel;
    expect(hotelAfter.reviewCount).toBe(hotelBefore.reviewCount + 1);
    expect(hotelAfter.rating).toBe(after.ratingValue);
    expect(hotelAfter.categoryRatings['rooms']).toBe(after.categoryRatings['rooms']);
    // The rating is a search column: the last search data version names this hotel, so the API
    // processes' offer indexes reload its row (docs/adr/0320-search-hotel-rows-and-cores.md).
    const [change] = await t.test.db.rows<{ hotel_ids: number[] | null }>(
      sql`SELECT hotel_ids FROM search_data_changes ORDER BY version DESC LIMIT 1`,
    );
    expect(change?.hotel_ids).toEqual([HOTEL]);

    const list = (await t.app.inject({ url: `/api/v1/hotels/opinions/list/${HOTEL}/?limit=50&sortBy=newest` })).json();
    const opinion = list.items.find((o: { pros: string }) => o.pros === COMPLETE.pros);
    expect(opinion).toMatchObject({ author: 'Marta', rating: 6, source: 'ft', recommendedFor: 'pary', verifiedStay: true });
    // The opinions imported with the seed are not from a booking of this shop.
    expect(list.items.filter((o: { verifiedStay: boolean }) => o.verifiedStay)).toHaveLength(1);
    expect(opinion.photos).toHaveLength(1);
    const photo = await t.app.inject({ url: opinion.photos[0] });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    // The temporary folder is gone once the photos are published.
    expect(existsSync(join(t.dataDir, 'review-uploads', review.tempStorageDirectoryId))).toBe(false);
  });

  it('rejects with a reason, which the guest then reads, and nothing reaches the hotel page', async () => {
    const before = await summaryOf(HOTEL);
    const { guest, review } = await submitted();
    const noReason = await staff('POST', `/api/review/moderation/${review.reviewId}/reject/`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().parameter).toBe('reason');
    const res = await staff('POST', `/api/review/moderation/${review.reviewId}/reject/`, { reason: 'Opinia zawiera dane osobowe.' });
    expect(res.statusCode).toBe(200);
    const seen = (await guest.json('GET', reviewUrl(review))).json().review;
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'Opinia zawiera dane osobowe.' });
    expect((await summaryOf(HOTEL)).reviewCount).toBe(before.reviewCount);
    expect((await guest.json('DELETE', reviewUrl(review))).statusCode).toBe(409);
  });
});

describe('the sweep of temporary storage', () => {
  it('leaves a rejected review in the moderation list without photos whose files it removed', async () => {
    const { review } = await submitted(undefined, 1);
    await staff('POST', `/api/review/moderation/${review.reviewId}/reject/`, { reason: 'Zdjęcie pokazuje dane osobowe.' });
    const rejectedItem = async () =>
      ((await staff('GET', '/api/review/moderation/?status=rejected')).json().items as Review[]).find(
        (i) => i.reviewId === review.reviewId,
      )!;
    expect((await rejectedItem()).photos).toHaveLength(1);

    await sweepReviewUploads(t.test.db, createPhotoStorage(t.dataDir), t.now());
    expect(existsSync(join(t.dataDir, 'review-uploads', review.tempStorageDirectoryId))).toBe(false);
    const item = await rejectedItem();
    expect(item).toMatchObject({ status: 'rejected', rejectionReason: 'Zdjęcie pokazuje dane osobowe.', pros: COMPLETE.pros });
    expect(item.photos).toEqual([]);
  });

  it('deletes drafts untouched for 30 days with their photos, and folders no review uses', async () => {
    const { guest, review } = await newDraft();
    await guest.upload(imagesUrl(review), { bytes: await sampleJpeg(), filename: 'a.jpg', contentType: 'image/jpeg' });
    const fresh = await newDraft();
    await fresh.guest.upload(imagesUrl(fresh.review), { bytes: await sampleJpeg(), filename: 'a.jpg', contentType: 'image/jpeg' });
    const orphan = join(t.dataDir, 'review-uploads', 'f'.repeat(32));
    await mkdir(orphan, { recursive: true });
    await writeFile(join(orphan, 'left.jpg'), 'x');

    t.advance(29 * 86_400_000);
    await fresh.guest.json('PATCH', reviewUrl(fresh.review), { pros: 'nadal piszę' });
    t.advance(2 * 86_400_000);
    const storage = createPhotoStorage(t.dataDir);
    expect(await sweepReviewUploads(t.test.db, storage, t.now())).toBeGreaterThanOrEqual(2);
    expect((await guest.json('GET', reviewUrl(review))).statusCode).toBe(404);
    expect(existsSync(join(t.dataDir, 'review-uploads', review.tempStorageDirectoryId))).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect((await fresh.guest.json('GET', reviewUrl(fresh.review))).json().review.photos).toHaveLength(1);
    expect(existsSync(join(t.dataDir, 'review-uploads', fresh.review.tempStorageDirectoryId))).toBe(true);
  });
});
