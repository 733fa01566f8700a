import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly roles: readonly string[];
}

/**
 * The demo accounts as a first start prints them (`npm start` on a fresh data folder): read from
 * the site server's log in the journeys' DATA_DIR, so a journey signs in exactly as a person
 * following the printed lines would. Each run has its own data folder and its own passwords.
 */
export function demoAccounts(dataDir: string): DemoAccount[] {
  const log = readFileSync(path.join(dataDir, 'site-server.log'), 'utf8');
  const accounts = [...log.matchAll(/^ {2}(\S+@\S+)\s+password: (\S+)\s+(ROLE_[A-Z_]+(?:, ROLE_[A-Z_]+)*)$/gm)].map((match) => ({
    email: match[1]!,
    password: match[2]!,
    roles: match[3]!.split(', '),
  }));
  if (accounts.length === 0)
    throw new Error(`no demo accounts printed in ${dataDir}/site-server.log (is DEMO_ACCOUNTS=1 set for the journeys?)`);
  return accounts;
}

export function demoAccountWithRole(dataDir: string, role: string): DemoAccount {
  const account = demoAccounts(dataDir).find((a) => a.roles.includes(role));
  if (account === undefined) throw new Error(`no demo account with ${role}`);
  return account;
}
