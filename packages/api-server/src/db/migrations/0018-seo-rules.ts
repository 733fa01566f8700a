// Migration 0018: SEO rules as data (docs/adr/0265-seo-rules-as-data.md). The shop's first rules are
// written here so every database, old or new, answers from rules; staff edit them afterwards.
import { DEFAULT_SEO_RULES } from '../../seo/default-seo-rules';

export const version = '0018-seo-rules';

const quoted = (value: string): string => `'${value.replaceAll("'", "''")}'`;
const rows = DEFAULT_SEO_RULES.map(
  (r) =>
    `(${quoted(r.id)}, ${quoted(r.name)}, ${r.priority}, ${r.active}, ${quoted(JSON.stringify(r.conditions))}::jsonb, ` +
    `${r.meta ? `${quoted(JSON.stringify(r.meta))}::jsonb` : 'NULL'}, ${r.text ? quoted(r.text) : 'NULL'}, ` +
    `${r.faq ? `${quoted(JSON.stringify(r.faq))}::jsonb` : 'NULL'})`,
);

export const sql = /* sql */ `
CREATE TABLE seo_rules (
  id text PRIMARY KEY,
  name text NOT NULL,
  priority smallint NOT NULL,
  active boolean NOT NULL,
  conditions jsonb NOT NULL,
  meta jsonb,
  text text,
  faq jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
INSERT INTO seo_rules (id, name, priority, active, conditions, meta, text, faq) VALUES
${rows.join(',\n')};
`;
