import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSiteFixture, type SiteFixture } from './site-fixture';

// A client that declares a body and never sends all of it: Fastify turns Node's request timeout
// off, so such a connection stayed open for ever and kept what it had sent in memory. It is
// answered 408, with the security headers, and closed (REQUEST_TIMEOUT_MS).

let fixture: SiteFixture;
let app: FastifyInstance | undefined;

beforeEach(() => {
  fixture = createSiteFixture();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  fixture.cleanup();
});

/** Writes `text` and keeps the connection open; resolves with what came back once the server closed it. */
function sendAndWait(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' || chunks.length === 0) reject(error);
    });
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(text);
  });
}

it('a request whose body never arrives is answered 408 and its connection closed', async () => {
  app = await fixture.build({ REQUEST_TIMEOUT_MS: '1000' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');

  const answer = await sendAndWait(
    address.port,
    'POST /next-api/csp-report/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/csp-report\r\nContent-Length: 500\r\n\r\n{"csp-report":',
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer.toLowerCase()).toContain('content-security-policy:');
  expect(answer).toContain('{"error":"request-timeout"}');
});
