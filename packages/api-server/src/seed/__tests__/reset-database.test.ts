import { sql } from 'drizzle-orm';
import { migrate } from '../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { resetDatabase } from '../index';

// `npm run seed` resets, migrates and seeds: a table the reset forgets keeps the old data (and a
// migration that creates it without IF NOT EXISTS fails), so every migrated table must go.
describe('resetDatabase', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it('drops every table and sequence the migrations create, so a re-seed starts from scratch', async () => {
    await migrate(test.db);
    const tables = () =>
      test.db.rows<{ name: string }>(
        sql`SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'S') ORDER BY relname`,
      );
    expect((await tables()).length).toBeGreaterThan(20);
    await resetDatabase(test.db);
    expect(await tables()).toEqual([]);
    await migrate(test.db);
    expect((await tables()).length).toBeGreaterThan(20);
  });
});
