import { migrate } from '../../db/migrate';
import { createTestDatabase, TEST_NOW, type TestDatabase } from '../../test-support/test-app';
import { verifyPassword } from '../passwords';
import { createSession, findSessionUser } from '../sessions';
import { runUserCommand, UsageError } from '../user-command';
import { findUserByEmail } from '../users';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await migrate(test.db);
});
afterAll(async () => {
  await test.drop();
});

function run(argv: string[], stdin = '') {
  const printed: string[] = [];
  const done = runUserCommand(test.db, argv, { readPassword: async () => stdin, print: (line) => printed.push(line), now: () => TEST_NOW });
  return { done, printed };
}

describe('npm run user', () => {
  it('adds a user with a printed random password that signs in', async () => {
    const { done, printed } = run(['add', 'Ewa.Nowak@Test.example', '--role', 'ROLE_AI_SEO', '--name', 'Ewa Nowak']);
    await done;
    expect(printed[0]).toBe('Added ewa.nowak@test.example (ROLE_AI_SEO).');
    const password = /^Password: (\S+)$/.exec(printed[1] ?? '')?.[1];
    expect(password).toHaveLength(16);
    const user = await findUserByEmail(test.db, 'ewa.nowak@test.example');
    expect(user).toMatchObject({ displayName: 'Ewa Nowak', roles: ['ROLE_AI_SEO'] });
    expect(await verifyPassword(password!, user!.passwordHash)).toBe(true);
    expect(await verifyPassword('something else', user!.passwordHash)).toBe(false);
  });

  it('takes a password from standard input and never prints it', async () => {
    const { done, printed } = run(
      ['add', 'piotr@test.example', '--role', 'ROLE_ADMIN,ROLE_USER', '--password-stdin'],
      'a long enough secret\n',
    );
    await done;
    expect(printed.join('\n')).not.toContain('a long enough secret');
    const user = await findUserByEmail(test.db, 'piotr@test.example');
    expect(user?.roles).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(await verifyPassword('a long enough secret', user!.passwordHash)).toBe(true);
  });

  it('resets a password and ends the sessions of the account', async () => {
    const user = (await findUserByEmail(test.db, 'piotr@test.example'))!;
    const session = await createSession(test.db, user.id, TEST_NOW);
    await run(['reset', 'piotr@test.example', '--password-stdin'], 'the new secret phrase').done;
    const after = (await findUserByEmail(test.db, 'piotr@test.example'))!;
    expect(await verifyPassword('the new secret phrase', after.passwordHash)).toBe(true);
    expect(after.roles).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(await findSessionUser(test.db, session.token, TEST_NOW)).toBeNull();
  });

  it.each([
    [['add', 'x@test.example'], /at least one --role/],
    [['add', 'x@test.example', '--role', 'ROLE_ROOT'], /Unknown role ROLE_ROOT/],
    [['add', 'not-an-email', '--role', 'ROLE_USER'], /Not an e-mail/],
    [['add', 'piotr@test.example', '--role', 'ROLE_USER'], /exists already/],
    [['reset', 'nobody@test.example'], /No user nobody@test.example/],
    [['add', 'short@test.example', '--role', 'ROLE_USER', '--password-stdin'], /12-256 characters/],
    [['remove', 'piotr@test.example'], /Usage/],
  ])('refuses %j with a message', async (argv, message) => {
    await expect(run(argv, 'short').done).rejects.toThrow(UsageError);
    await expect(run(argv, 'short').done).rejects.toThrow(message);
  });

  it('lists the users with their roles', async () => {
    const { done, printed } = run(['list']);
    await done;
    expect(printed).toEqual(['ewa.nowak@test.example  ROLE_AI_SEO  (Ewa Nowak)', 'piotr@test.example  ROLE_ADMIN, ROLE_USER']);
  });
});
