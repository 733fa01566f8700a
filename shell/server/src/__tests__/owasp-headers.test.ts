import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSiteFixture, type SiteFixture } from './site-fixture';

// The OWASP Secure Headers Project's list, one test per header, on every kind of answer the site
// server gives (docs/adr/0140-staff-sign-in.md, "Security headers").
let fixture: SiteFixture;
let app: FastifyInstance;
let plainHttp: FastifyInstance;
beforeAll(async () => {
  fixture = createSiteFixture();
  app = await fixture.build();
  plainHttp = await fixture.build({ BASE_URL: 'http://localhost:8080' });
});
afterAll(async () => {
  await app.close();
  await plainHttp.close();
  fixture.cleanup();
});

const KINDS = [
  ['a page', '/wakacje/'],
  ['the sign-in page', '/logowanie/'],
  ['the registry', '/remotes.json'],
  ['a remote file', '/remotes/search/v1/remoteEntry.js'],
  ['a 403 staff file', '/remotes/search_debug/d1/remoteEntry.js'],
  ['a 404', '/remotes/search/v1/nie-ma.js'],
  ['the API', '/api/health'],
] as const;

const headersOf = async (url: string) => (await app.inject({ url, headers: { accept: 'text/html' } })).headers;

describe('OWASP secure headers', () => {
  it.each(KINDS)('Strict-Transport-Security: a year, subdomains included, on %s (https site)', async (_kind, url) => {
    expect((await headersOf(url))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('Strict-Transport-Security: not sent when the site is plain http (browsers ignore it there)', async () => {
    expect(
      (await plainHttp.inject({ url: '/wakacje/', headers: { accept: 'text/html' } })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it.each(KINDS)('X-Frame-Options: DENY on %s', async (_kind, url) => {
    expect((await headersOf(url))['x-frame-options']).toBe('DENY');
  });

  it.each(KINDS)("Content-Security-Policy: frame-ancestors 'none', object-src 'none', no eval, on %s", async (_kind, url) => {
    const csp = String((await headersOf(url))['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it.each(KINDS)('X-Content-Type-Options: nosniff on %s', async (_kind, url) => {
    expect((await headersOf(url))['x-content-type-options']).toBe('nosniff');
  });

  it.each(KINDS)('Referrer-Policy: only the origin leaves the site, on %s', async (_kind, url) => {
    expect((await headersOf(url))['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(KINDS)('Permissions-Policy: camera, microphone and USB off on %s', async (_kind, url) => {
    const policy = String((await headersOf(url))['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'usb=()']) expect(policy).toContain(feature);
  });

  it.each(KINDS)('Cross-Origin-Opener-Policy on %s', async (_kind, url) => {
    expect((await headersOf(url))['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it.each(KINDS)('Cross-Origin-Resource-Policy: same-origin on %s', async (_kind, url) => {
    expect((await headersOf(url))['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each(KINDS)('X-Permitted-Cross-Domain-Policies: none on %s', async (_kind, url) => {
    expect((await headersOf(url))['x-permitted-cross-domain-policies']).toBe('none');
  });

  it.each(KINDS)('X-XSS-Protection: 0 (the legacy auditor off) on %s', async (_kind, url) => {
    expect((await headersOf(url))['x-xss-protection']).toBe('0');
  });

  it.each(KINDS)('no X-Powered-By or Server banner on %s', async (_kind, url) => {
    const headers = await headersOf(url);
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers.server).toBeUndefined();
  });

  it('Cache-Control: pages are revalidated every time and kept by no shared cache (each embeds the registry its visitor sees)', async () => {
    expect((await headersOf('/wakacje/'))['cache-control']).toBe('private, no-cache');
    expect((await headersOf('/remotes.json'))['cache-control']).toBe('private, no-cache');
  });

  it("Cache-Control: a booking's and a payment tracking page are stored nowhere", async () => {
    expect((await headersOf('/rezerwacja/7d3c1f7e-3c1b-4e8a-9a57-1f7d2b6a9c01/dane/'))['cache-control']).toBe('no-store');
    expect((await headersOf('/platnosc/sukces/abcdef123456/'))['cache-control']).toBe('no-store');
  });

  it('a request without a Host header gets its 400 with the security headers', async () => {
    const server = await fixture.build();
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write('GET /wakacje/ HTTP/1.1\r\nAccept: text/html\r\nConnection: close\r\n\r\n'),
        );
        let data = '';
        socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      const [status, ...lines] = answer.split('\r\n');
      expect(status).toBe('HTTP/1.1 400 Bad Request');
      const headers = new Map(lines.map((line) => [line.split(':')[0]!.toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toBeDefined();
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('cache-control')).toBe('no-store');
    } finally {
      await server.close();
    }
  });
});
