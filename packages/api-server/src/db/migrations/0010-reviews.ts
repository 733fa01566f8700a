// Migration 0010: hotel reviews written by guests (docs/adr/0185-hotel-reviews.md). A draft belongs
// to the browser holding the cookie whose SHA-256 is `owner_hash`; its photos wait in a temporary
// directory (`temp_dir`) until staff publish the review, which then becomes an opinion of the hotel.
export const version = '0010-reviews';

export const sql = /* sql */ `
CREATE TABLE reviews (
  id uuid PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  owner_hash text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'to_verification', 'published', 'rejected')),
  rating smallint CHECK (rating BETWEEN 1 AND 6),
  ratings jsonb NOT NULL DEFAULT '{}',
  author text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  pros text NOT NULL DEFAULT '',
  cons text NOT NULL DEFAULT '',
  descriptions jsonb NOT NULL DEFAULT '{}',
  travel_date text,
  party_type text,
  verified_guest boolean NOT NULL DEFAULT false,
  temp_dir text NOT NULL UNIQUE,
  rejection_reason text,
  opinion_id integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  submitted_at timestamptz,
  moderated_at timestamptz,
  moderated_by text
);
CREATE INDEX reviews_queue_idx ON reviews (submitted_at) WHERE status = 'to_verification';
-- The sweep deletes drafts nobody touched for a while, by their last change.
CREATE INDEX reviews_draft_idx ON reviews (updated_at) WHERE status = 'draft';

CREATE TABLE review_photos (
  file_name text PRIMARY KEY,
  review_id uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  rotate_info smallint NOT NULL DEFAULT 0 CHECK (rotate_info IN (0, 90, 180, 270)),
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX review_photos_review_idx ON review_photos (review_id, created_at);

-- NULL for the imported opinions (the seed loads rows without it).
ALTER TABLE opinions ADD COLUMN photos jsonb;
`;
