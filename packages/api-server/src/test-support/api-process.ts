import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { Client } from 'pg';

/** The standalone API (src/main.ts) as a real process, for tests where a process must start, die and start again. */
export interface ApiProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT/api`. */
  base: string;
  port: number;
  output: string[];
}

const PACKAGE_DIR = resolve(__dirname, '../..');
export const ADMIN_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Runs one statement on the PostgreSQL server's admin database (CREATE/DROP DATABASE). */
export async function postgresAdmin(statement: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the test PostgreSQL server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(ADMIN_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts `src/main.ts` on a free loopback port (or `port`) with only the given environment (and PATH, HOME). */
export async function startApiProcess(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  const listenOn = port ?? (await freePort());
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      DEMO_ACCOUNTS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, base: `http://127.0.0.1:${listenOn}/api`, port: listenOn, output };
}

/** Until the process answers a search (which waits for the seed), or fails. */
export async function apiReady(api: ApiProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`API process exited (${api.child.exitCode}):\n${api.output.join('')}`);
    try {
      const res = await fetch(`${api.base}/offers/searcher/offer-count/`);
      if (res.status === 200) return;
      throw new Error(`answered ${res.status}: ${await res.text()}\n${api.output.join('')}`);
    } catch (error) {
      // Not listening yet (fetch's TypeError comes from another realm under jest: compare the cause).
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API process not ready in ${timeoutMs / 1000} s:\n${api.output.join('')}`);
}

/** SIGTERM (a clean stop), SIGKILL after 10 s; at once for `signal: 'SIGKILL'`. */
export async function stopApiProcess(api: ApiProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill(signal);
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
