import sharp from 'sharp';
import { REVIEW_LIMITS, reviewImagesResponse, type Review } from '@travel/contracts';
import { signReviewLink } from '../review-link';
import { createReviewTestApp, Guest, LINK_SECRET, type ReviewTestApp } from './review-test-app';
import { jpegWithGps, sampleJpeg } from './upload-corpus';

// The spec's photo paths as adapters over the one-photo pipeline (docs/adr/0262-review-photos-at-the-spec-paths.md).

jest.setTimeout(180_000);

let t: ReviewTestApp;
beforeAll(async () => {
  t = await createReviewTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOTEL = 4;
const mailLink = (hotelId = HOTEL) =>
  signReviewLink(LINK_SECRET, {
    hotelId,
    reservation: 'FTR-2002',
    guestName: 'Ola',
    travelDate: '2026-10',
    stayEndedOn: '2026-11-01',
    expiresAt: Math.floor(t.now().getTime() / 1000) + 30 * 86_400,
  });

async function newDraft(guest = new Guest(t.app)) {
  const res = await guest.json('POST', `/api/review/hotel/${HOTEL}/`, { rid: mailLink() });
  expect(res.statusCode).toBe(201);
  return { guest, review: (res.json() as { review: Review }).review };
}

/** A multipart body with several `images[]` parts and text fields, as a browser form sends it. */
async function imagesForm(images: Buffer[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  images.forEach((bytes, i) => form.append('images[]', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `zdjecie-${i}.jpg`));
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

const post = async (guest: Guest, url: string, images: Buffer[], fields: Record<string, string> = {}) =>
  guest.call({ method: 'POST', url, ...(await imagesForm(images, fields)) });

describe("POST /review/images/hotel/{hotelId}/: the spec's first batch", () => {
  it("puts several photos, each turned as asked, into the folder of this browser's draft and names the folder", async () => {
    const { guest, review } = await newDraft();
    const res = await post(guest, `/api/review/images/hotel/${HOTEL}/`, [await sampleJpeg(640, 480), await jpegWithGps()], {
      rotateInfo: '90,0',
    });
    expect(res.statusCode).toBe(201);
    const body = reviewImagesResponse.parse(res.json());
    expect(body).toMatchObject({ tempStorageDirectoryId: review.tempStorageDirectoryId, reviewId: review.reviewId });
    expect(body.photos.map((p) => p.rotateInfo)).toEqual([90, 0]);
    expect(body.photos[0]).toMatchObject({ width: 480, height: 640 });
    // The same pipeline as one photo: served as a JPEG without the camera's metadata.
    const served = await guest.call({ method: 'GET', url: body.photos[1]!.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const draft = (await guest.json('GET', `/api/review/${review.reviewId}/hotel/${HOTEL}/`)).json() as { review: Review };
    expect(draft.review.photos).toHaveLength(2);
  });

  it('refuses a browser without a draft of the hotel (409) and a list of turns of another length (400)', async () => {
    const stranger = new Guest(t.app);
    const none = await post(stranger, `/api/review/images/hotel/${HOTEL}/`, [await sampleJpeg()]);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('review-draft-missing');
    const { guest } = await newDraft();
    const bad = await post(guest, `/api/review/images/hotel/${HOTEL}/`, [await sampleJpeg(), await sampleJpeg()], {
      rotateInfo: '0,90,180',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().parameter).toBe('rotateInfo');
  });

  it('keeps no photo of a batch that has a file which is not an image (415)', async () => {
    const { guest, review } = await newDraft();
    const res = await post(guest, `/api/review/images/hotel/${HOTEL}/`, [await sampleJpeg(), Buffer.from('<html>nie zdjęcie</html>')]);
    expect(res.statusCode).toBe(415);
    const draft = (await guest.json('GET', `/api/review/${review.reviewId}/hotel/${HOTEL}/`)).json() as { review: Review };
    expect(draft.review.photos).toHaveLength(0);
  });
});

describe('POST /review/images/update/hotel/{hotelId}/: more photos into a named folder', () => {
  it('adds to the folder up to the limit, then refuses the batch that would pass it (409 photo-limit)', async () => {
    const { guest, review } = await newDraft();
    const url = `/api/review/images/update/hotel/${HOTEL}/`;
    const dir = { tempStorageDirectoryId: review.tempStorageDirectoryId };
    const first = await post(guest, url, [await sampleJpeg(), await sampleJpeg()], { ...dir, rotateInfo: '180' });
    expect(first.statusCode).toBe(201);
    expect(reviewImagesResponse.parse(first.json()).photos.map((p) => p.rotateInfo)).toEqual([180, 180]);
    const rest = REVIEW_LIMITS.maxPhotos - 2;
    const jpeg = await sampleJpeg(200, 150);
    expect(
      (
        await post(
          guest,
          url,
          Array.from({ length: rest }, () => jpeg),
          dir,
        )
      ).statusCode,
    ).toBe(201);
    const over = await post(guest, url, [jpeg], dir);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('photo-limit');
  });

  it("is a 404 for another browser's folder and a 400 without the folder's id", async () => {
    const { review } = await newDraft();
    const stranger = new Guest(t.app);
    const url = `/api/review/images/update/hotel/${HOTEL}/`;
    const other = await post(stranger, url, [await sampleJpeg()], { tempStorageDirectoryId: review.tempStorageDirectoryId });
    expect(other.statusCode).toBe(404);
    const missing = await post(stranger, url, [await sampleJpeg()]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().parameter).toBe('tempStorageDirectoryId');
  });
});
