import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createSiteFixture, type SiteFixture } from '../../../__tests__/site-fixture';

/**
 * The shell's and the remotes' scripts reach the browser compressed at brotli's highest quality
 * once the server has made that copy (docs/adr/0194-listing-hydration.md): fewer bytes on a slow
 * phone before the page can be used, and still exactly the script that was built.
 */
let fixture: SiteFixture;
let app: FastifyInstance;

// Text that compresses well at quality 11 and less well at the on-the-fly quality.
const SCRIPT = Array.from({ length: 3000 }, (_, i) => `export const value${i} = ${(i * 7919) % 10007} + "${(i * 31) % 97}";`).join('\n');

beforeAll(async () => {
  fixture = createSiteFixture();
  fixture.write('dist/main.js', SCRIPT);
  fixture.write('data/remotes/search/v1/remoteEntry.js', SCRIPT.replaceAll('value', 'entry'));
  app = await fixture.build({ FIRST_PAINT_TIMEOUT_MS: '0' });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

async function untilPrecompressed(url: string): Promise<Awaited<ReturnType<FastifyInstance['inject']>>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    if (response.headers['content-length'] !== undefined || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each([
  ['the shell', '/main.js', () => readFileSync(join(fixture.root, 'dist/main.js'))],
  ['a remote', '/remotes/search/v1/remoteEntry.js', () => readFileSync(join(fixture.dataDir, 'remotes/search/v1/remoteEntry.js'))],
])('%s: a script at brotli quality 11', (_owner, url, original) => {
  it('is smaller than the first answer and decodes to exactly the built script', async () => {
    const first = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const later = await untilPrecompressed(url);
    expect(later.statusCode).toBe(200);
    expect(later.headers['content-encoding']).toBe('br');
    expect(later.headers['content-type']).toMatch(/^application\/javascript/);
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(brotliDecompressSync(later.rawPayload).equals(original())).toBe(true);
  });

  it('answers 304 to a browser that has that version, 200 with the script to one that has another', async () => {
    const later = await untilPrecompressed(url);
    const etag = String(later.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const same = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    const other = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': 'W/"1-1"' } });
    expect(other.statusCode).toBe(200);
    expect(brotliDecompressSync(other.rawPayload).equals(original())).toBe(true);
  });

  it('goes to a browser without brotli as before, uncompressed or gzip', async () => {
    await untilPrecompressed(url);
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original())).toBe(true);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

it('a rebuilt script is compressed again: the browser never gets the old one', async () => {
  await untilPrecompressed('/main.js');
  const rebuilt = `${SCRIPT}\nexport const rebuilt = true;`;
  fixture.write('dist/main.js', rebuilt, new Date(Date.now() + 60_000));
  const first = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
  expect(first.statusCode).toBe(200);
  const later = await untilPrecompressed('/main.js');
  expect(brotliDecompressSync(later.rawPayload).toString('utf8')).toBe(rebuilt);
});
