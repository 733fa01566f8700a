import { sql } from 'drizzle-orm';
import type { Database } from './connection';
import * as m0001 from './migrations/0001-init';
import * as m0002 from './migrations/0002-offer-indexes';
import * as m0003 from './migrations/0003-hotel-probe-indexes';
import * as m0004 from './migrations/0004-offer-window-cover';
import * as m0005 from './migrations/0005-hotel-offer-sets';
import * as m0006 from './migrations/0006-orders';
import * as m0007 from './migrations/0007-users-sessions';
import * as m0008 from './migrations/0008-orders-payments';
import * as m0009 from './migrations/0009-marketing-forms';
import * as m0010 from './migrations/0010-reviews';
import * as m0011 from './migrations/0011-search-data-version';
import * as m0012 from './migrations/0012-offer-location-stats';
import * as m0013 from './migrations/0013-rate-limit-hits';
import * as m0014 from './migrations/0014-payment-states';
import * as m0015 from './migrations/0015-outbox-and-key-leases';
import * as m0016 from './migrations/0016-verified-stays';
import * as m0017 from './migrations/0017-customer-access';
import * as m0018 from './migrations/0018-seo-rules';
import * as m0019 from './migrations/0019-price-alerts';
import * as m0020 from './migrations/0020-offers-for-clients';
import * as m0021 from './migrations/0021-one-review-per-stay';

/** Every migration, in the order it must run. Append only. */
export const migrations: ReadonlyArray<{ version: string; sql: string }> = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
  m0018,
  m0019,
  m0020,
  m0021,
];

/** Applies the migrations not yet recorded in schema_migrations; returns the versions applied. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.rows<{ version: string }>(sql`SELECT version FROM schema_migrations`)).map((r) => r.version));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await db.exec(`BEGIN;\n${m.sql}\nINSERT INTO schema_migrations (version) VALUES ('${m.version}');\nCOMMIT;`);
    applied.push(m.version);
  }
  return applied;
}
