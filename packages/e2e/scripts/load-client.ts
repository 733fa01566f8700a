/**
 * The HTTP client side of `npm run bench:load`, shared by its scenarios (`load-test.ts`,
 * `long-tail-load.ts`): one request timed to its last byte, the concurrent request loop of N
 * clients, the percentiles and medians of the tables, and the marked section of docs/benchmarks.md
 * each scenario rewrites.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Agent } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Target {
  readonly host: string;
  readonly port: number;
}

/** A client gives up on an answer after this long. */
export const CLIENT_TIMEOUT_MS = 5000;
/** What a browser of the benchmarks accepts. */
export const ACCEPT_ENCODING = 'br, gzip';

export interface Answer {
  /** Until the last byte (a browser waits for it); decoding is not timed. */
  readonly ms: number;
  /** `ok`: an answer came and decoded, whatever its status. */
  readonly outcome: 'ok' | 'error' | 'timeout';
  readonly status: number;
  readonly body: string;
}

/** One GET; never rejects (a failure is an outcome). `agent: false` closes the connection after it. */
export function get(
  target: Target,
  pathAndQuery: string,
  options: { agent: Agent | false; accept: string; acceptEncoding?: string },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Answer['outcome'], status = 0, body = '', ms = performance.now() - started): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ms, outcome, status, body });
    };
    const req = httpRequest(
      {
        host: target.host,
        port: target.port,
        path: pathAndQuery,
        agent: options.agent,
        headers: {
          accept: options.accept,
          ...(options.acceptEncoding === undefined ? {} : { 'accept-encoding': options.acceptEncoding }),
          ...(options.agent === false ? { connection: 'close' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          try {
            const body = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
            finish('ok', res.statusCode ?? 0, body, ms);
          } catch {
            finish('error', res.statusCode ?? 0);
          }
        });
        res.on('error', () => finish('error'));
      },
    );
    const timer = setTimeout(() => {
      finish('timeout');
      req.destroy();
    }, CLIENT_TIMEOUT_MS);
    req.on('error', () => finish('error'));
    req.end();
  });
}

/** A server-rendered page (its state block is there), not the plain shell a shed render falls back to. */
export const isFullPage = (body: string): boolean => body.includes('id="first-paint-state"');

/**
 * `clients` visitors until `deadline` (a `performance.now()` time), each making its next request
 * as soon as its last one was answered: `visit(client, round)` makes and records one.
 */
export async function runClients(
  clients: number,
  deadline: number,
  visit: (client: number, round: number) => Promise<void>,
): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let round = 0; performance.now() < deadline; round += 1) await visit(client, round);
    }),
  );
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? Number.NaN;
}

/** The median of the finite values; NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Replaces the figures between a scenario's markers in `file` (the prose around them stays), or
 * adds the section under `heading` before "Load shedding". `markdownText` starts and ends with the markers.
 */
export function writeMarkedSection(file: string, markers: { start: string; end: string; heading: string }, markdownText: string): void {
  const doc = readFileSync(file, 'utf8');
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  let next: string;
  if (start >= 0 && end > start) {
    next = `${doc.slice(0, start)}${markdownText}${doc.slice(end + markers.end.length)}`;
  } else {
    const section = `${markers.heading}\n\n${markdownText}\n\n`;
    const anchor = doc.indexOf('## Load shedding');
    next = anchor >= 0 ? `${doc.slice(0, anchor)}${section}${doc.slice(anchor)}` : `${doc.trimEnd()}\n\n${section}`;
  }
  writeFileSync(file, next);
}
