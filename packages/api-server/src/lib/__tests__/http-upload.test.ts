import { connect, type Socket } from 'node:net';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoint } from '@travel/contracts/api/endpoints/endpoint';
import { route } from '../http';

// The site server takes an API slot in a `preHandler` hook (docs/adr/0110-load-shedding.md). A
// multipart call's file is read whole before that stage, as a JSON body is: an upload that streams
// slowly, or stops half-way, must not hold a slot while it arrives (16 of them shed every visitor).

const upload = endpoint({
  method: 'POST',
  path: '/upload/{id}/',
  summary: 'A file for the test',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  response: z.object({ bytes: z.number() }),
  multipart: { file: 'file', maxBytes: 64 * 1024 },
});

let app: FastifyInstance;
let port: number;
/** Whether the request had been received whole when the host's `preHandler` ran. */
let completeAtPreHandler: boolean[] = [];
let socket: Socket | undefined;
/** Resolves once the server has the next request's headers. */
let headersSeen: () => void = () => undefined;

beforeEach(async () => {
  completeAtPreHandler = [];
  app = Fastify();
  // Stands for the site server's load shedding, registered on the root before the API.
  app.addHook('preHandler', async (request) => {
    completeAtPreHandler.push(request.raw.complete);
  });
  app.addHook('onRequest', async () => headersSeen());
  await app.register(async (scope) => {
    await scope.register(multipart);
    route(scope, upload, async ({ upload: file }) => ({ bytes: file.bytes.length }));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  port = address.port;
});
afterEach(async () => {
  socket?.destroy();
  await app.close();
});

const BOUNDARY = 'audit-boundary';
const head = (length: number) =>
  `POST /upload/7/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
const partStart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const partEnd = `\r\n--${BOUNDARY}--\r\n`;

it('reads the file before the host takes a slot, when the upload arrives in two parts', async () => {
  const first = `${partStart}${'a'.repeat(1000)}`;
  const rest = `${'b'.repeat(1000)}${partEnd}`;
  const seen = new Promise<void>((resolve) => (headersSeen = resolve));
  const answer = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket = connect(port, '127.0.0.1');
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(head(Buffer.byteLength(first) + Buffer.byteLength(rest)) + first);
  });
  // A slow client: the rest only once the server has started on the request.
  await seen;
  setImmediate(() => socket!.write(rest));
  const text = await answer;
  expect(text).toMatch(/^HTTP\/1\.1 200 /);
  expect(text).toContain('{"bytes":2000}');
  expect(completeAtPreHandler).toEqual([true]);
});

it('still answers a bad path parameter with a 400 before it reads the file', async () => {
  const response = await app.inject({ method: 'POST', url: '/upload/x/', headers: { 'content-type': 'application/json' }, payload: '{}' });
  expect(response.statusCode).toBe(400);
  expect(completeAtPreHandler).toEqual([]);
});
