import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './site-fixture';

// Starting the real server (tsx compiling it, the embedded database opening) takes a while on a busy machine.
jest.setTimeout(180_000);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Runs `npm run serve`'s command with `env` until it answers /api/health or exits; then stops it. */
async function startProduction(env: Record<string, string>): Promise<{ healthy: boolean; output: string }> {
  const port = await freePort();
  const child = spawn(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    ['--tsconfig', 'shell/server/tsconfig.runtime.json', 'shell/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      // No shell build needed (the unit tests run before the build): health is all this asks for.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_OFFERS: '0',
        LOG_LEVEL: 'warn',
        SHELL_DIST: join(tmpdir(), 'no-shell-build'),
        ...env,
      },
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let healthy = false;
  try {
    for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt += 1) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) {
        healthy = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
  return { healthy, output };
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'production-start-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the production build started as `npm start` and `npm run serve` start it', () => {
  it('as the demo (`npm start`: DEMO_SECRETS=1) starts with nothing configured, drawing its secrets into the data folder', async () => {
    const { healthy, output } = await startProduction({ DATA_DIR: dataDir, DEMO_SECRETS: '1' });
    expect(output).not.toMatch(/Invalid .* configuration/);
    expect(healthy).toBe(true);
    expect(statSync(join(dataDir, 'demo-secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('as a real deployment without its signing secrets, refuses to start and names them', async () => {
    const { healthy, output } = await startProduction({ DATA_DIR: dataDir });
    expect(healthy).toBe(false);
    expect(output).toMatch(/REVIEW_LINK_SECRET|MARKETING_SECRET/);
  });
});
