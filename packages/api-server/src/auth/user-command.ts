import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@travel/contracts';
import { USER_ROLES, type UserRole } from '@travel/contracts/events';
import { z } from 'zod';
import type { Database } from '../db/connection';
import { createUser, listUsers, normalizeEmail, resetPassword, UserExistsError } from './users';

export const USER_COMMAND_HELP = `Usage:
  npm run user -- add <e-mail> --role ROLE_ADMIN [--role ROLE_AI_SEO] [--name "Anna Nowak"] [--password-stdin]
  npm run user -- reset <e-mail> [--role ...] [--password-stdin]
  npm run user -- list
Without --password-stdin a random password is made and printed once; with it, the first line of
standard input is the password (${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters). A reset signs the account out everywhere.
Roles: ${USER_ROLES.join(', ')}.`;

export class UsageError extends Error {}

export interface UserCommandIo {
  /** The first line of standard input (only read for --password-stdin). */
  readPassword(): Promise<string>;
  print(line: string): void;
  now(): Date;
}

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** `npm run user -- …` (docs/adr/0140-staff-sign-in.md): add a user, reset a password, list users. */
export async function runUserCommand(db: Database, argv: readonly string[], io: UserCommandIo): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        role: { type: 'string', multiple: true },
        name: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  const [command, rawEmail, ...extra] = positionals;
  if (command === 'list' && rawEmail === undefined) {
    const users = await listUsers(db);
    if (users.length === 0) io.print('No users.');
    for (const u of users)
      io.print(`${u.email}  ${u.roles.join(', ')}${u.displayName ? `  (${u.displayName})` : ''}${u.demo ? '  [demo]' : ''}`);
    return;
  }
  if ((command !== 'add' && command !== 'reset') || rawEmail === undefined || extra.length > 0) throw new UsageError(USER_COMMAND_HELP);
  const email = emailSchema.safeParse(rawEmail);
  if (!email.success) throw new UsageError(`Not an e-mail address: ${rawEmail}`);
  const roles = parseRoles(values.role);
  if (command === 'add' && roles === undefined) throw new UsageError('Name at least one --role for a new user');

  const generated = !values['password-stdin'];
  const password = generated ? randomBytes(12).toString('base64url') : (await io.readPassword()).replace(/\r?\n$/, '');
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new UsageError(`The password must have ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters`);
  }

  if (command === 'add') {
    try {
      await createUser(db, { email: email.data, displayName: values.name?.trim() || null, roles: roles!, password }, io.now());
    } catch (error) {
      if (error instanceof UserExistsError) throw new UsageError(`${error.message}; use reset to set a new password`);
      throw error;
    }
    io.print(`Added ${normalizeEmail(email.data)} (${roles!.join(', ')}).`);
  } else {
    if (!(await resetPassword(db, email.data, password, io.now(), roles))) throw new UsageError(`No user ${email.data}`);
    io.print(`New password set for ${email.data}${roles ? ` with roles ${roles.join(', ')}` : ''}; its sessions are ended.`);
  }
  if (generated) io.print(`Password: ${password}`);
}

function parseRoles(raw: string[] | undefined): UserRole[] | undefined {
  if (raw === undefined || raw.length === 0) return undefined;
  const roles = raw.flatMap((r) => r.split(',')).map((r) => r.trim().toUpperCase());
  const unknown = roles.filter((r) => !(USER_ROLES as readonly string[]).includes(r));
  if (unknown.length > 0) throw new UsageError(`Unknown role ${unknown.join(', ')}; roles: ${USER_ROLES.join(', ')}`);
  return [...new Set(roles)] as UserRole[];
}
