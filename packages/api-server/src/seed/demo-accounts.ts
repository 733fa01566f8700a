import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { UserRole } from '@travel/contracts/events';
import type { Database } from '../db/connection';
import { createUser } from '../auth/users';

export interface DemoAccount {
  email: string;
  displayName: string;
  roles: UserRole[];
  password: string;
}

/** One account per role of docs/product/roles.md, on the reserved `.example` domain (no one's real address). */
const DEMO_PEOPLE: ReadonlyArray<Omit<DemoAccount, 'password'>> = [
  { email: 'admin@podrozownia.example', displayName: 'Anna Administratorka', roles: ['ROLE_ADMIN'] },
  { email: 'seo@podrozownia.example', displayName: 'Sebastian od SEO', roles: ['ROLE_AI_SEO'] },
  { email: 'user@podrozownia.example', displayName: 'Urszula Użytkowniczka', roles: ['ROLE_USER'] },
];

/**
 * The demo seed's accounts, each with a fresh random password (no password is written in the
 * repository, so a demo left running in public has no known password). Created only when the
 * database has no users; returns what was created, with the passwords, for printing once.
 */
export async function seedDemoAccounts(db: Database, now: Date): Promise<DemoAccount[]> {
  const [existing] = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  if (Number(existing?.n ?? 0) > 0) return [];
  const created: DemoAccount[] = [];
  for (const person of DEMO_PEOPLE) {
    const password = randomBytes(12).toString('base64url');
    await createUser(db, { ...person, password, demo: true }, now);
    created.push({ ...person, password });
  }
  return created;
}

/** What `npm start` prints on a fresh data folder. */
export function formatDemoAccounts(accounts: readonly DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  return [
    'Demo accounts (this data folder only; shown once, not in production; `npm run user -- reset <e-mail>` sets a new password):',
    ...accounts.map((a) => `  ${a.email.padEnd(width)}  password: ${a.password}  ${a.roles.join(', ')}`),
  ].join('\n');
}
