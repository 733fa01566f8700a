import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost (docs/adr/0140-staff-sign-in.md): OWASP's N=2^15, r=8, p=3 row (32 MiB, about
 * 0.1-0.2 s here). The parameters travel inside each hash, so raising them later only affects new
 * hashes and old ones still verify.
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly too small for N=2^15.
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * options.N! * options.r! }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64): the parameters go with the hash. */
export async function hashPassword(password: string, cost: { N: number; r: number; p: number } = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, cost);
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether the password matches a stored hash; compares in constant time, `false` for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/**
 * A hash of nothing anyone knows, verified when the e-mail is unknown: the answer then takes as
 * long as for a wrong password, so timing does not tell which accounts exist.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64'));
  return dummy;
}
