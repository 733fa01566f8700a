import type { Database } from '../db/connection';

export interface Deps {
  db: Database;
  /** Today in Europe/Warsaw (yyyy-mm-dd), from the injectable clock. */
  today(): string;
  /** Now, from the injectable clock (session timeouts, sign-in throttling). */
  now(): Date;
}
