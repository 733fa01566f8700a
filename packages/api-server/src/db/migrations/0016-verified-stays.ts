// Migration 0016: an opinion written from the after-return e-mail's signed link says so
// ("Potwierdzony pobyt"; docs/adr/0232-reviews-from-real-stays.md). Imported opinions are not.
export const version = '0016-verified-stays';

export const sql = /* sql */ `
ALTER TABLE opinions ADD COLUMN verified_stay boolean NOT NULL DEFAULT false;
UPDATE opinions o SET verified_stay = true FROM reviews r WHERE r.opinion_id = o.id AND r.verified_guest;
`;
