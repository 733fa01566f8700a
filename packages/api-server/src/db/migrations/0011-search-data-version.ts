// Migration 0011: the version of the data the search derives from `offers` (docs/adr/0190-search-at-scale.md).
// Every API process keeps an in-memory offer index and compares its version with this one row on
// each search call, so an import seen by one process is seen by all of them; `search_data_changes`
// names the hotels each version touched, so a process reloads only those.
export const version = '0011-search-data-version';

// IF NOT EXISTS: the seed's resetDatabase drops the tables it lists, and these may outlive it.
export const sql = /* sql */ `
CREATE TABLE IF NOT EXISTS search_data_version (
  id smallint PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO search_data_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
-- hotel_ids NULL: every hotel may have changed (a full rebuild).
CREATE TABLE IF NOT EXISTS search_data_changes (
  version bigint PRIMARY KEY,
  hotel_ids integer[]
);
`;
