import { sql } from 'drizzle-orm';
import type { Review, ReviewDraftFields, ReviewStatus, RotateInfo } from '@travel/contracts';
import type { Database, Queryable } from '../db/connection';

/** A review row as the routes use it. */
export interface ReviewRow {
  id: string;
  hotel_id: number;
  owner_hash: string;
  /** The reservation of the stay (null for reviews written before one review per stay was kept). */
  reservation: string | null;
  status: ReviewStatus;
  rating: number | null;
  ratings: Record<string, number>;
  author: string;
  title: string;
  pros: string;
  cons: string;
  descriptions: Record<string, string>;
  travel_date: string | null;
  party_type: string | null;
  verified_guest: boolean;
  temp_dir: string;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}
export interface ReviewPhotoRow {
  file_name: string;
  review_id: string;
  rotate_info: RotateInfo;
  width: number;
  height: number;
}

const reviewColumns = sql`r.id::text AS id, r.hotel_id, r.owner_hash, r.reservation, r.status, r.rating, r.ratings, r.author, r.title, r.pros, r.cons,
  r.descriptions, r.travel_date, r.party_type, r.verified_guest, r.temp_dir, r.rejection_reason,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at,
  to_char(r.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS submitted_at`;

export async function insertReview(
  db: Database,
  r: {
    id: string;
    hotelId: number;
    ownerHash: string;
    /** The reservation the e-mail link named: one review of it may be sent (docs/product/reviews.md). */
    reservation: string | null;
    tempDir: string;
    rating: number | null;
    author: string;
    travelDate: string | null;
    verifiedGuest: boolean;
    now: Date;
  },
): Promise<void> {
  await db.rows(sql`INSERT INTO reviews (id, hotel_id, owner_hash, reservation, rating, author, travel_date, verified_guest, temp_dir, created_at, updated_at)
    VALUES (${r.id}::uuid, ${r.hotelId}::int, ${r.ownerHash}, ${r.reservation}, ${r.rating}::smallint, ${r.author}, ${r.travelDate}, ${r.verifiedGuest},
      ${r.tempDir}, ${r.now.toISOString()}::timestamptz, ${r.now.toISOString()}::timestamptz)`);
}

export async function findReview(db: Queryable, id: string, lock = false): Promise<ReviewRow | undefined> {
  return (
    await db.rows<ReviewRow>(sql`SELECT ${reviewColumns} FROM reviews r WHERE r.id = ${id}::uuid ${lock ? sql`FOR UPDATE` : sql``}`)
  )[0];
}

export async function findReviewByTempDir(db: Queryable, tempDir: string): Promise<ReviewRow | undefined> {
  return (await db.rows<ReviewRow>(sql`SELECT ${reviewColumns} FROM reviews r WHERE r.temp_dir = ${tempDir}`))[0];
}

/**
 * Whether a review of this stay (hotel and reservation) other than `exceptId` was sent: it waits
 * for verification or is published. With `lock`, the stay's reviews are locked first, so two
 * drafts of one stay sent at once are decided one after the other.
 */
export async function stayReviewSent(
  db: Queryable,
  stay: { hotelId: number; reservation: string },
  options: { exceptId?: string; lock?: boolean } = {},
): Promise<boolean> {
  const rows = await db.rows<{ id: string; status: ReviewStatus }>(
    sql`SELECT id::text AS id, status FROM reviews WHERE hotel_id = ${stay.hotelId}::int AND reservation = ${stay.reservation}
      ORDER BY id ${options.lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows.some((r) => r.id !== options.exceptId && (r.status === 'to_verification' || r.status === 'published'));
}

/** This browser's newest draft of the hotel (the spec's photo calls name no review). */
export async function findOwnDraft(db: Queryable, ownerHash: string, hotelId: number): Promise<ReviewRow | undefined> {
  return (
    await db.rows<ReviewRow>(
      sql`SELECT ${reviewColumns} FROM reviews r WHERE r.owner_hash = ${ownerHash} AND r.hotel_id = ${hotelId}::int AND r.status = 'draft'
        ORDER BY r.updated_at DESC LIMIT 1`,
    )
  )[0];
}

export async function reviewPhotos(db: Queryable, reviewIds: string[]): Promise<Map<string, ReviewPhotoRow[]>> {
  const byReview = new Map<string, ReviewPhotoRow[]>();
  if (reviewIds.length === 0) return byReview;
  const rows =
    await db.rows<ReviewPhotoRow>(sql`SELECT file_name, review_id::text AS review_id, rotate_info, width, height FROM review_photos
    WHERE review_id = ANY(${`{${reviewIds.join(',')}}`}::uuid[]) ORDER BY created_at, file_name`);
  for (const row of rows) byReview.set(row.review_id, [...(byReview.get(row.review_id) ?? []), row]);
  return byReview;
}

/** Writes the fields a guest sent (absent ones stay as they are). */
export async function updateDraft(db: Queryable, id: string, f: ReviewDraftFields, now: Date): Promise<void> {
  const sets = [sql`updated_at = ${now.toISOString()}::timestamptz`];
  if (f.rating !== undefined) sets.push(sql`rating = ${f.rating}::smallint`);
  if (f.ratings !== undefined) sets.push(sql`ratings = ${JSON.stringify(f.ratings)}::jsonb`);
  if (f.author !== undefined) sets.push(sql`author = ${f.author}`);
  if (f.title !== undefined) sets.push(sql`title = ${f.title}`);
  if (f.pros !== undefined) sets.push(sql`pros = ${f.pros}`);
  if (f.cons !== undefined) sets.push(sql`cons = ${f.cons}`);
  if (f.descriptions !== undefined) sets.push(sql`descriptions = ${JSON.stringify(f.descriptions)}::jsonb`);
  if (f.travelDate !== undefined) sets.push(sql`travel_date = ${f.travelDate}`);
  if (f.partyType !== undefined) sets.push(sql`party_type = ${f.partyType}`);
  await db.rows(sql`UPDATE reviews SET ${sql.join(sets, sql`, `)} WHERE id = ${id}::uuid`);
}

export async function setStatus(db: Queryable, id: string, status: ReviewStatus, now: Date, extra: { reason?: string; by?: string } = {}) {
  const at = now.toISOString();
  await db.rows(sql`UPDATE reviews SET status = ${status}, updated_at = ${at}::timestamptz,
    submitted_at = CASE WHEN ${status} = 'to_verification' THEN ${at}::timestamptz ELSE submitted_at END,
    moderated_at = CASE WHEN ${status} IN ('published', 'rejected') THEN ${at}::timestamptz ELSE moderated_at END,
    moderated_by = COALESCE(${extra.by ?? null}, moderated_by),
    rejection_reason = ${extra.reason ?? null}
    WHERE id = ${id}::uuid`);
}

export async function deleteReview(db: Queryable, id: string): Promise<void> {
  await db.rows(sql`DELETE FROM reviews WHERE id = ${id}::uuid`);
}

export async function countPhotos(db: Queryable, reviewId: string): Promise<number> {
  return (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM review_photos WHERE review_id = ${reviewId}::uuid`))[0]?.n ?? 0;
}

export async function insertPhoto(db: Queryable, p: ReviewPhotoRow, now: Date): Promise<void> {
  await db.rows(sql`INSERT INTO review_photos (file_name, review_id, rotate_info, width, height, created_at)
    VALUES (${p.file_name}, ${p.review_id}::uuid, ${p.rotate_info}::smallint, ${p.width}::int, ${p.height}::int, ${now.toISOString()}::timestamptz)`);
}

export async function findPhoto(db: Queryable, reviewId: string, fileName: string): Promise<ReviewPhotoRow | undefined> {
  return (
    await db.rows<ReviewPhotoRow>(sql`SELECT file_name, review_id::text AS review_id, rotate_info, width, height FROM review_photos
      WHERE review_id = ${reviewId}::uuid AND file_name = ${fileName}`)
  )[0];
}

export async function updatePhoto(
  db: Queryable,
  fileName: string,
  p: { rotateInfo: RotateInfo; width: number; height: number },
): Promise<void> {
  await db.rows(sql`UPDATE review_photos SET rotate_info = ${p.rotateInfo}::smallint, width = ${p.width}::int, height = ${p.height}::int
    WHERE file_name = ${fileName}`);
}

export async function deletePhoto(db: Queryable, fileName: string): Promise<void> {
  await db.rows(sql`DELETE FROM review_photos WHERE file_name = ${fileName}`);
}

export async function touchReview(db: Queryable, id: string, now: Date): Promise<void> {
  await db.rows(sql`UPDATE reviews SET updated_at = ${now.toISOString()}::timestamptz WHERE id = ${id}::uuid`);
}

export interface QueueRow extends ReviewRow {
  hotel_name: string;
  hotel_slug: string;
}
export async function moderationQueue(db: Queryable, status: ReviewStatus): Promise<QueueRow[]> {
  const order = status === 'to_verification' ? sql`r.submitted_at ASC, r.id` : sql`r.updated_at DESC, r.id`;
  return db.rows<QueueRow>(sql`SELECT ${reviewColumns}, h.name AS hotel_name, h.slug AS hotel_slug
    FROM reviews r JOIN hotels h ON h.id = r.hotel_id WHERE r.status = ${status} ORDER BY ${order} LIMIT 200`);
}

export async function hotelOfReview(db: Queryable, hotelId: number): Promise<{ name: string; slug: string } | undefined> {
  return (await db.rows<{ name: string; slug: string }>(sql`SELECT name, slug FROM hotels WHERE id = ${hotelId}::int`))[0];
}

/**
 * Publishes a review as an opinion of its hotel (source `ft`: written in this shop) with its photos,
 * and brings the hotel's stored rating, review count and category ratings up to date with all of
 * its opinions, in the caller's transaction.
 */
export async function publishAsOpinion(tx: Queryable, r: ReviewRow, photoUrls: string[], today: string): Promise<number> {
  // Opinion ids are drawn by the seed without a sequence; the lock keeps two publishings apart.
  await tx.rows(sql`LOCK TABLE opinions IN SHARE ROW EXCLUSIVE MODE`);
  const id = (await tx.rows<{ id: number }>(sql`SELECT COALESCE(max(id), 0)::int + 1 AS id FROM opinions`))[0]!.id;
  const recommendedFor = r.party_type ?? '';
  await tx.rows(sql`INSERT INTO opinions (id, hotel_id, source, author, rating, created_at, title, pros, cons, descriptions, ratings, recommended_for, featured, photos, verified_stay)
    VALUES (${id}::int, ${r.hotel_id}::int, 'ft', ${r.author}, ${r.rating}::numeric, ${today}::date, ${r.title}, ${r.pros}, ${r.cons},
      ${JSON.stringify(r.descriptions)}::jsonb, ${JSON.stringify(r.ratings)}::jsonb, ${recommendedFor}, false, ${JSON.stringify(photoUrls)}::jsonb,
      ${r.verified_guest})`);
  await tx.rows(sql`UPDATE reviews SET opinion_id = ${id}::int WHERE id = ${r.id}::uuid`);
  await tx.rows(sql`
    UPDATE hotels h SET
      rating = s.avg_rating, review_count = s.n,
      category_ratings = COALESCE((
        SELECT jsonb_object_agg(key, value) FROM (
          SELECT c.key, round(avg(c.value::numeric), 1)::float8 AS value
          FROM opinions o, jsonb_each_text(o.ratings) c WHERE o.hotel_id = h.id GROUP BY c.key
        ) per_category
      ), h.category_ratings)
    FROM (SELECT round(avg(rating), 1) AS avg_rating, count(*)::int AS n FROM opinions WHERE hotel_id = ${r.hotel_id}::int) s
    WHERE h.id = ${r.hotel_id}::int`);
  return id;
}

/** Drafts nobody changed since `before`: their ids and temporary directories, deleted. */
export async function deleteStaleDrafts(db: Database, before: Date): Promise<string[]> {
  const rows = await db.rows<{ temp_dir: string }>(
    sql`DELETE FROM reviews WHERE status = 'draft' AND updated_at < ${before.toISOString()}::timestamptz RETURNING temp_dir`,
  );
  return rows.map((r) => r.temp_dir);
}

/**
 * Forgets the photos of rejected reviews whose temporary directories are gone: the files no longer
 * exist, so the moderation list shows none instead of broken images.
 */
export async function forgetRejectedPhotos(db: Database, tempDirs: readonly string[]): Promise<void> {
  if (tempDirs.length === 0) return;
  await db.rows(sql`DELETE FROM review_photos p USING reviews r
    WHERE p.review_id = r.id AND r.status = 'rejected' AND r.temp_dir = ANY(${`{${tempDirs.join(',')}}`}::text[])`);
}

/** The temporary directories still in use (drafts and reviews waiting for verification). */
export async function liveTempDirs(db: Database): Promise<Set<string>> {
  const rows = await db.rows<{ temp_dir: string }>(sql`SELECT temp_dir FROM reviews WHERE status IN ('draft', 'to_verification')`);
  return new Set(rows.map((r) => r.temp_dir));
}

export const toReview = (r: ReviewRow, photos: ReviewPhotoRow[], photoUrl: (p: ReviewPhotoRow) => string): Review => ({
  reviewId: r.id,
  hotelId: r.hotel_id,
  status: r.status,
  rating: r.rating,
  ratings: r.ratings,
  author: r.author,
  title: r.title,
  pros: r.pros,
  cons: r.cons,
  descriptions: r.descriptions,
  travelDate: r.travel_date,
  partyType: r.party_type as Review['partyType'],
  verifiedGuest: r.verified_guest,
  tempStorageDirectoryId: r.temp_dir,
  photos: photos.map((p) => ({ fileName: p.file_name, url: photoUrl(p), rotateInfo: p.rotate_info, width: p.width, height: p.height })),
  rejectionReason: r.rejection_reason,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  submittedAt: r.submitted_at,
});
