import { createHash, randomBytes, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  endpoints as ep,
  REVIEW_CATEGORIES,
  REVIEW_LIMITS,
  REVIEW_PARTY_TYPES,
  REVIEW_PHOTO_TYPES,
  REVIEW_ROTATIONS,
  reviewPhotoFileNameSchema,
  reviewSubmitRules,
  tempStorageDirectoryIdSchema,
  type ReviewStatus,
  type RotateInfo,
} from '@travel/contracts';
import { reviewParams } from '@travel/contracts/api/reviews';
import { readCookie, setCookie } from '../lib/cookies';
import { HttpError, badRequest, notFound, route } from '../lib/http';
import { warsawToday, type Clock } from '../lib/dates';
import { normalizePhoto, rotatePhoto } from '../reviews/photo-pipeline';
import { createPhotoStorage, newPhotoFileName, randomHex, type PhotoStorage } from '../reviews/photo-storage';
import { enqueueReviewInvites, type ReviewLinkSettings } from '../reviews/review-invites';
import { verifyReviewLink } from '../reviews/review-link';
import {
  countPhotos,
  deletePhoto,
  deleteReview,
  deleteStaleDrafts,
  findPhoto,
  findReview,
  findOwnDraft,
  findReviewByTempDir,
  forgetRejectedPhotos,
  hotelOfReview,
  insertPhoto,
  insertReview,
  liveTempDirs,
  moderationQueue,
  publishAsOpinion,
  reviewPhotos,
  setStatus,
  stayReviewSent,
  touchReview,
  toReview,
  updateDraft,
  updatePhoto,
  type ReviewPhotoRow,
  type ReviewRow,
} from '../queries/reviews';
import type { Database } from '../db/connection';
import { refreshDerivedSearchData } from '../search/derived-data';
import type { Deps } from './deps';

/** The cookie that makes a browser the owner of the drafts it started (HttpOnly: no page script reads it). */
export const REVIEW_OWNER_COOKIE = 'review_owner';
const OWNER_COOKIE_DAYS = 60;
/** A draft nobody changed for this long is deleted with its photos. */
export const DRAFT_TTL_DAYS = 30;

export interface ReviewRouteOptions {
  dataDir: string;
  clock: Clock;
  /** HMAC secret of the e-mail links' `rid`. */
  linkSecret: string;
  /** The shop's public address the after-return e-mail links to, without a trailing slash. */
  siteUrl: string;
  /** How often stale drafts and orphaned temporary directories are deleted, ms (0: never by timer). */
  sweepIntervalMs?: number | undefined;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const ownerSecretPattern = /^[A-Za-z0-9_-]{43}$/;

const notDraft = () => new HttpError(409, 'The review is no longer a draft', undefined, { code: 'review-not-draft' });
const reviewNotFound = () => notFound('Review not found');
/** One review per stay (docs/product/reviews.md): another review of it was sent already. */
const staySent = () => new HttpError(409, 'A review of this stay was sent already', undefined, { code: 'review-exists' });

export const tempPhotoUrl = (hotelId: number, dir: string, p: Pick<ReviewPhotoRow, 'file_name' | 'rotate_info'>) =>
  `/api/review/images/hotel/${hotelId}/${dir}/${p.file_name}?v=${p.rotate_info}`;
export const publishedPhotoUrl = (fileName: string) => `/api/review/photos/${fileName}`;

/** The safe way to send a stored photo: a fixed type, never sniffed, never rendered as a page. */
function sendPhoto(reply: FastifyReply, bytes: Buffer, fileName: string, cache: string) {
  return reply
    .header('content-type', 'image/jpeg')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cache)
    .send(bytes);
}

/** `/review/...`: guests' drafts and photos, the e-mail link, staff moderation (docs/adr/0185-hotel-reviews.md). */
export async function reviewRoutes(app: FastifyInstance, { db }: Deps, options: ReviewRouteOptions): Promise<void> {
  const now = options.clock;
  const storage = createPhotoStorage(options.dataDir);

  const ownerHashOf = (req: FastifyRequest): string | undefined => {
    const secret = readCookie(req, REVIEW_OWNER_COOKIE);
    return secret !== undefined && ownerSecretPattern.test(secret) ? hashOf(secret) : undefined;
  };
  /** The owner secret of this browser, issued (and set as the cookie) when it has none. */
  const ensureOwnerHash = (req: FastifyRequest, reply: FastifyReply): string => {
    const existing = ownerHashOf(req);
    if (existing) return existing;
    const secret = randomBytes(32).toString('base64url');
    setCookie(reply, REVIEW_OWNER_COOKIE, secret, OWNER_COOKIE_DAYS * 24 * 3600, { secure: req.protocol === 'https' });
    return hashOf(secret);
  };
  /** This browser's review of this hotel, or a 404 (another's review is not told apart from none). */
  const ownReview = async (req: FastifyRequest, reviewId: string, hotelId: number): Promise<ReviewRow> => {
    const owner = ownerHashOf(req);
    const review = await findReview(db, reviewId);
    if (!review || owner === undefined || review.owner_hash !== owner || review.hotel_id !== hotelId) throw reviewNotFound();
    return review;
  };
  const ownDraftByDir = async (req: FastifyRequest, hotelId: number, dir: string): Promise<ReviewRow> => {
    const owner = ownerHashOf(req);
    const review = await findReviewByTempDir(db, dir);
    if (!review || owner === undefined || review.owner_hash !== owner || review.hotel_id !== hotelId)
      throw notFound('Temporary storage not found');
    if (review.status !== 'draft') throw notDraft();
    return review;
  };
  const present = async (r: ReviewRow) => {
    const photos = (await reviewPhotos(db, [r.id])).get(r.id) ?? [];
    return toReview(r, photos, (p) => tempPhotoUrl(r.hotel_id, r.temp_dir, p));
  };
  const presentForStaff = async (r: ReviewRow & { hotel_name: string; hotel_slug: string }) => ({
    ...(await present(r)),
    hotelName: r.hotel_name,
    hotelSlug: r.hotel_slug,
  });

  route(app, ep.reviewFormOptions, async () => ({
    categories: [...REVIEW_CATEGORIES],
    ratingScale: { min: 1 as const, max: 6 as const },
    partyTypes: [...REVIEW_PARTY_TYPES],
    rotations: [...REVIEW_ROTATIONS],
    maxPhotos: REVIEW_LIMITS.maxPhotos,
    maxPhotoBytes: REVIEW_LIMITS.maxPhotoBytes,
    photoTypes: [...REVIEW_PHOTO_TYPES],
    rulesUrl: '/regulamin-opinii/',
  }));

  const LINK_REFUSALS = {
    'rid-invalid': 'The review link is not valid',
    'rid-expired': 'The review link has expired',
    'rid-before-stay-end': 'The review link works from the last day of the stay',
  } as const;
  const checkLink = (rid: string, hotelId: number) => {
    const check = verifyReviewLink(options.linkSecret, rid, hotelId, now(), warsawToday(now));
    if (!check.ok) throw new HttpError(403, LINK_REFUSALS[check.code], 'rid', { code: check.code });
    return check.claims;
  };

  route(app, ep.reviewFromMail, async ({ params, query }) => {
    const claims = checkLink(query.rid, params.hotelId);
    const hotel = await hotelOfReview(db, params.hotelId);
    if (!hotel) throw notFound('Hotel not found');
    return {
      hotelId: params.hotelId,
      hotelSlug: hotel.slug,
      hotelName: hotel.name,
      rating: params.rating,
      guestName: claims.guestName,
      travelDate: claims.travelDate,
    };
  });

  route(app, ep.reviewCreate, async ({ params, body, req, reply }) => {
    if (!(await hotelOfReview(db, params.hotelId))) throw notFound('Hotel not found');
    // Reviews come from real stays only: the after-return e-mail's signed link is the proof.
    if (body.rid === undefined) {
      throw new HttpError(403, 'A review needs the link of the e-mail sent after the stay', 'rid', { code: 'rid-required' });
    }
    const claims = checkLink(body.rid, params.hotelId);
    // A link naming no reservation cannot tell two stays apart: it is not held to one review.
    const reservation = claims.reservation === '' ? null : claims.reservation;
    if (reservation !== null && (await stayReviewSent(db, { hotelId: params.hotelId, reservation }))) throw staySent();
    const id = randomUUID();
    await insertReview(db, {
      id,
      hotelId: params.hotelId,
      ownerHash: ensureOwnerHash(req, reply),
      reservation,
      tempDir: randomHex(),
      rating: body.rating ?? null,
      author: claims.guestName,
      travelDate: claims.travelDate,
      verifiedGuest: true,
      now: now(),
    });
    reply.status(201);
    return { review: await present((await findReview(db, id))!) };
  });

  route(app, ep.reviewGet, async ({ params, req }) => ({ review: await present(await ownReview(req, params.reviewId, params.hotelId)) }));

  route(app, ep.reviewUpdate, async ({ params, body, req }) => {
    const review = await ownReview(req, params.reviewId, params.hotelId);
    if (review.status !== 'draft') throw notDraft();
    const { status, ...fields } = body;
    await db.transaction(async (tx) => {
      // Two drafts of one stay (two browsers): the first sent wins. The stay's rows are locked
      // first, in one order, so two sends at once wait for each other instead of deadlocking.
      if (status === 'to_verification' && review.reservation !== null) {
        const stay = { hotelId: review.hotel_id, reservation: review.reservation };
        if (await stayReviewSent(tx, stay, { exceptId: review.id, lock: true })) throw staySent();
      }
      await updateDraft(tx, review.id, fields, now());
      if (status === 'to_verification') {
        const saved = (await findReview(tx, review.id, true))!;
        const check = reviewSubmitRules.safeParse({
          rating: saved.rating,
          author: saved.author,
          pros: saved.pros,
          travelDate: saved.travel_date,
          partyType: saved.party_type,
        });
        if (!check.success) {
          const issue = check.error.issues[0]!;
          throw badRequest(
            String(issue.path[0]),
            issue.message === 'too-short' ? `at least ${REVIEW_LIMITS.prosMin} characters` : issue.message,
          );
        }
        // A review is of a stay that happened (docs/product/reviews.md): its month is not a later one.
        if (saved.travel_date! > warsawToday(now).slice(0, 7)) throw badRequest('travelDate', 'the stay cannot be after this month');
        await setStatus(tx, review.id, 'to_verification', now());
      }
    });
    return { review: await present((await findReview(db, review.id))!) };
  });

  route(app, ep.reviewDelete, async ({ params, req }) => {
    const review = await ownReview(req, params.reviewId, params.hotelId);
    if (review.status !== 'draft' && review.status !== 'to_verification') throw notDraft();
    await deleteReview(db, review.id);
    await storage.removeTempDir(review.temp_dir);
    return { deleted: true as const };
  });

  const photoLimit = () =>
    new HttpError(409, `A review has at most ${REVIEW_LIMITS.maxPhotos} photos`, undefined, {
      code: 'photo-limit',
      limit: REVIEW_LIMITS.maxPhotos,
    });

  /**
   * The upload pipeline (ADR 0185) for one or more photos of a draft: each checked, re-encoded and
   * turned, written under a random name, then all recorded in one transaction under the draft's
   * row lock (the limit is checked again there); on any refusal no file of the batch stays.
   */
  const addPhotos = async (
    review: ReviewRow,
    files: ReadonlyArray<{ bytes: Buffer }>,
    rotations: readonly RotateInfo[],
  ): Promise<ReviewPhotoRow[]> => {
    if ((await countPhotos(db, review.id)) + files.length > REVIEW_LIMITS.maxPhotos) throw photoLimit();
    const rows: ReviewPhotoRow[] = [];
    try {
      for (const [index, file] of files.entries()) {
        const upright = await normalizePhoto(file.bytes);
        const rotateInfo = rotations[index] ?? 0;
        const shown = rotateInfo === 0 ? upright : await rotatePhoto(upright.data, rotateInfo);
        const fileName = newPhotoFileName();
        await storage.writeTemp(review.temp_dir, fileName, upright.data, shown.data);
        rows.push({ file_name: fileName, review_id: review.id, rotate_info: rotateInfo, width: shown.width, height: shown.height });
      }
      // Checked again under the row lock: the draft may have been submitted or filled meanwhile.
      await db.transaction(async (tx) => {
        const locked = await findReview(tx, review.id, true);
        if (locked?.status !== 'draft') throw notDraft();
        if ((await countPhotos(tx, review.id)) + rows.length > REVIEW_LIMITS.maxPhotos) throw photoLimit();
        for (const row of rows) await insertPhoto(tx, row, now());
        await touchReview(tx, review.id, now());
      });
    } catch (error) {
      await Promise.all(rows.map((row) => storage.deleteTemp(review.temp_dir, row.file_name)));
      throw error;
    }
    return rows;
  };
  /** One turn for all (`90`) or one per photo; a list of another length than the photos is refused. */
  const rotationsFor = (count: number, rotateInfo: readonly RotateInfo[] | undefined): RotateInfo[] => {
    if (rotateInfo === undefined) return [];
    if (rotateInfo.length === 1) return Array.from({ length: count }, () => rotateInfo[0]!);
    if (rotateInfo.length !== count) throw badRequest('rotateInfo', `one turn for all photos or one per photo (${count})`);
    return [...rotateInfo];
  };
  const batchAnswer = (review: ReviewRow, rows: ReviewPhotoRow[]) => ({
    tempStorageDirectoryId: review.temp_dir,
    reviewId: review.id,
    photos: rows.map((row) => photoOf(review, row)),
  });

  // Multipart is parsed only in this scope: every other call still refuses a form with a 415.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: REVIEW_LIMITS.maxPhotoBytes, files: 1 } });
    route(scope, ep.reviewImageUpload, async ({ params, upload, req, reply }) => {
      const review = await ownDraftByDir(req, params.hotelId, params.tempStorageDirectoryId);
      const [row] = await addPhotos(review, [upload], [upload.fields.rotateInfo ?? 0]);
      reply.status(201);
      return { photo: photoOf(review, row!) };
    });
    // The spec's paths (docs/adr/0262-review-photos-at-the-spec-paths.md): several photos at once.
    route(scope, ep.reviewImagesCreate, async ({ params, upload, req, reply }) => {
      const owner = ownerHashOf(req);
      const review = owner === undefined ? undefined : await findOwnDraft(db, owner, params.hotelId);
      if (!review) {
        throw new HttpError(409, 'Start the review from the link of the e-mail sent after the stay first', undefined, {
          code: 'review-draft-missing',
        });
      }
      const rows = await addPhotos(review, upload.files, rotationsFor(upload.files.length, upload.fields.rotateInfo));
      reply.status(201);
      return batchAnswer(review, rows);
    });
    route(scope, ep.reviewImagesAdd, async ({ params, upload, req, reply }) => {
      const review = await ownDraftByDir(req, params.hotelId, upload.fields.tempStorageDirectoryId);
      const rows = await addPhotos(review, upload.files, rotationsFor(upload.files.length, upload.fields.rotateInfo));
      reply.status(201);
      return batchAnswer(review, rows);
    });
  });

  const photoOf = (review: ReviewRow, row: ReviewPhotoRow) =>
    toReview(review, [row], (p) => tempPhotoUrl(review.hotel_id, review.temp_dir, p)).photos[0]!;

  route(app, ep.reviewImageUpdate, async ({ params, body, req }) => {
    const review = await ownDraftByDir(req, params.hotelId, params.tempStorageDirectoryId);
    const photo = await findPhoto(db, review.id, params.fileName);
    if (!photo) throw notFound('Photo not found');
    const upright = await storage.read(storage.uprightFile(review.temp_dir, photo.file_name));
    if (!upright) throw notFound('Photo not found');
    const shown = await rotatePhoto(upright, body.rotateInfo);
    await storage.writeShown(review.temp_dir, photo.file_name, shown.data);
    const updated = { ...photo, rotate_info: body.rotateInfo, width: shown.width, height: shown.height };
    await updatePhoto(db, photo.file_name, { rotateInfo: body.rotateInfo, width: shown.width, height: shown.height });
    await touchReview(db, review.id, now());
    return { photo: photoOf(review, updated) };
  });

  route(app, ep.reviewImageDelete, async ({ params, req }) => {
    const review = await ownDraftByDir(req, params.hotelId, params.tempStorageDirectoryId);
    const photo = await findPhoto(db, review.id, params.fileName);
    if (!photo) throw notFound('Photo not found');
    await deletePhoto(db, photo.file_name);
    await storage.deleteTemp(review.temp_dir, photo.file_name);
    await touchReview(db, review.id, now());
    return { deleted: true as const };
  });

  // The photo files: not calls of the contracts (they answer bytes, not JSON). A temporary one is
  // shown to the browser that owns the draft and to staff; a published one to everyone.
  app.get('/review/images/hotel/:hotelId/:dir/:fileName', async (req, reply) => {
    const { hotelId = '', dir = '', fileName = '' } = req.params as Record<string, string | undefined>;
    const parsed = reviewParams.shape.hotelId.safeParse(hotelId);
    if (!parsed.success || !tempStorageDirectoryIdSchema.safeParse(dir).success || !reviewPhotoFileNameSchema.safeParse(fileName).success) {
      throw notFound('Photo not found');
    }
    const review = await findReviewByTempDir(db, dir);
    if (!review || review.hotel_id !== parsed.data) throw notFound('Photo not found');
    const owner = ownerHashOf(req);
    const staff = owner === review.owner_hash ? null : await req.server.sessionUserOf(req);
    if (owner !== review.owner_hash && !staff?.roles.includes('ROLE_ADMIN')) throw notFound('Photo not found');
    if (!(await findPhoto(db, review.id, fileName))) throw notFound('Photo not found');
    const bytes = await storage.read(storage.tempFile(dir, fileName));
    if (!bytes) throw notFound('Photo not found');
    return sendPhoto(reply, bytes, fileName, 'private, no-store');
  });
  app.get('/review/photos/:fileName', async (req, reply) => {
    const { fileName = '' } = req.params as Record<string, string | undefined>;
    if (!reviewPhotoFileNameSchema.safeParse(fileName).success) throw notFound('Photo not found');
    const bytes = await storage.read(storage.publishedFile(fileName));
    if (!bytes) throw notFound('Photo not found');
    return sendPhoto(reply, bytes, fileName, 'public, max-age=31536000, immutable');
  });

  // Staff moderation (behind ROLE_ADMIN, declared in the contracts).
  const staffItem = async (id: string) => {
    const r = (await findReview(db, id))!;
    const hotel = (await hotelOfReview(db, r.hotel_id))!;
    return presentForStaff({ ...r, hotel_name: hotel.name, hotel_slug: hotel.slug });
  };
  route(app, ep.reviewModerationQueue, async ({ query }) => {
    const rows = await moderationQueue(db, (query.status ?? 'to_verification') as ReviewStatus);
    const photos = await reviewPhotos(
      db,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => ({
        ...toReview(r, photos.get(r.id) ?? [], (p) =>
          r.status === 'published' ? publishedPhotoUrl(p.file_name) : tempPhotoUrl(r.hotel_id, r.temp_dir, p),
        ),
        hotelName: r.hotel_name,
        hotelSlug: r.hotel_slug,
      })),
    };
  });

  const waiting = async (id: string) => {
    const review = await findReview(db, id);
    if (!review) throw reviewNotFound();
    if (review.status !== 'to_verification') {
      throw new HttpError(409, 'The review is not waiting for verification', undefined, {
        code: 'review-not-waiting',
        status: review.status,
      });
    }
    return review;
  };

  route(app, ep.reviewModerationPublish, async ({ params, req }) => {
    const review = await waiting(params.reviewId);
    const user = await req.server.sessionUserOf(req);
    const photos = (await reviewPhotos(db, [review.id])).get(review.id) ?? [];
    // Files first: a photo the opinion names must exist; a failed transaction leaves at worst an unused copy.
    for (const p of photos) await storage.publish(review.temp_dir, p.file_name);
    await db.transaction(async (tx) => {
      const locked = await findReview(tx, review.id, true);
      if (locked?.status !== 'to_verification')
        throw new HttpError(409, 'The review is not waiting for verification', undefined, { code: 'review-not-waiting' });
      await publishAsOpinion(
        tx,
        locked,
        photos.map((p) => publishedPhotoUrl(p.file_name)),
        warsawToday(now),
      );
      await setStatus(tx, review.id, 'published', now(), { by: user?.email ?? 'unknown' });
    });
    // The hotel's rating changed: the offer indexes keep hotel rows too, and reload this one with
    // the version (docs/adr/0320-search-hotel-rows-and-cores.md).
    await refreshDerivedSearchData(db, [review.hotel_id]);
    await storage.removeTempDir(review.temp_dir);
    const item = await staffItem(review.id);
    return { review: { ...item, photos: item.photos.map((p) => ({ ...p, url: publishedPhotoUrl(p.fileName) })) } };
  });

  route(app, ep.reviewModerationReject, async ({ params, body, req }) => {
    const review = await waiting(params.reviewId);
    const user = await req.server.sessionUserOf(req);
    await setStatus(db, review.id, 'rejected', now(), { reason: body.reason, by: user?.email ?? 'unknown' });
    return { review: await staffItem(review.id) };
  });

  const inviteSettings: ReviewLinkSettings = { secret: options.linkSecret, siteUrl: options.siteUrl };
  const invite = () =>
    enqueueReviewInvites(db, inviteSettings, warsawToday(now), now()).then(
      (n) => n > 0 && app.log.info({ written: n }, "'Jak było?' e-mails written to the outbox"),
      (err: unknown) => app.log.error({ err }, 'review invitations failed'),
    );
  const sweepMs = options.sweepIntervalMs ?? 60 * 60_000;
  if (sweepMs > 0) {
    // Stays that ended while the shop was down are invited once it is up.
    app.addHook('onReady', async () => void invite());
    const timer = setInterval(() => {
      sweepReviewUploads(db, storage, now()).then(
        (n) => n > 0 && app.log.info({ removed: n }, 'stale review drafts and temporary photo folders removed'),
        (err: unknown) => app.log.error({ err }, 'review upload sweep failed'),
      );
      void invite();
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

/**
 * Deletes drafts nobody changed for DRAFT_TTL_DAYS with their photos, and every temporary photo
 * folder no draft or waiting review uses (deleted, published or rejected reviews, a crash between
 * steps). Answers how many folders went.
 */
export async function sweepReviewUploads(db: Database, storage: PhotoStorage, at: Date): Promise<number> {
  const stale = await deleteStaleDrafts(db, new Date(at.getTime() - DRAFT_TTL_DAYS * 86_400_000));
  for (const dir of stale) await storage.removeTempDir(dir);
  const live = await liveTempDirs(db);
  const unused: string[] = [];
  for (const { dir } of await storage.listTempDirs()) {
    if (live.has(dir)) continue;
    await storage.removeTempDir(dir);
    unused.push(dir);
  }
  // A rejected review keeps its text for its author and staff; its photos went with the folder.
  await forgetRejectedPhotos(db, unused);
  return stale.length + unused.length;
}
