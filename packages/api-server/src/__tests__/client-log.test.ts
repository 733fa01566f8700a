import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { endpoints } from '@travel/contracts';
import type { ClientLogRecord } from '@travel/contracts/api/images';
import { openDatabase, type Database } from '../db/connection';
import { apiPlugin } from '../index';
import { TEST_NOW } from '../test-support/test-app';

jest.setTimeout(60_000);

const LIMIT = endpoints.clientLog.rateLimit.max;

const record: ClientLogRecord = {
  action: 'image-load-error',
  message: 'Image failed to load',
  requestUrl: 'http://localhost:8080/images/hotels/12/1-589x370.avif',
  responseStatus: 500,
  route: '/wycieczki/grecja/',
  host: 'localhost:8080',
  service: 'search',
  timestamp: '2026-11-22T10:00:00.000Z',
};

let db: Database;
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await openDatabase({});
});

afterAll(async () => {
  await db.close();
});

// A fresh API (and so fresh rate-limit counts) per test, over one database.
beforeEach(async () => {
  logLines.length = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(apiPlugin, { prefix: '/api', dataDir: '/nonexistent', database: db, seedOffers: 0, clock: () => TEST_NOW });
  await app.ready();
});

afterEach(async () => {
  await app.close();
});

const post = (body: unknown, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/log/', payload: body as object, remoteAddress: ip });

describe('POST /api/log/ (the log service)', () => {
  it('accepts an image-load record and writes it to the server log', async () => {
    const res = await post(record);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    const logged = logLines.find((line) => line['clientLog'] !== undefined);
    expect(logged).toMatchObject({ level: 40, clientLog: record });
  });

  it.each([
    ['a missing field', { ...record, route: undefined }, 'route'],
    ['an unknown action', { ...record, action: 'drop-tables' }, 'action'],
    ['a status that is not a number', { ...record, responseStatus: '500' }, 'responseStatus'],
    ['a javascript: URL', { ...record, requestUrl: 'javascript:alert(1)' }, 'requestUrl'],
    ['a timestamp that is not ISO 8601', { ...record, timestamp: 'yesterday' }, 'timestamp'],
    ['an unknown field', { ...record, cookie: 'x' }, 'body'],
  ])('answers 400 naming the field for %s', async (_case, body, parameter) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, parameter });
    expect(logLines.some((line) => line['clientLog'] !== undefined)).toBe(false);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/log/',
      headers: { 'content-type': 'application/json' },
      payload: '{"action":',
    });
    expect(res.statusCode).toBe(400);
  });

  it(`answers 429 past ${LIMIT} records a minute from one address, and counts each address alone`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await post(record)).statusCode).toBe(202);
    const over = await post(record);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(record, '198.51.100.9')).statusCode).toBe(202);
  });

  it('leaves the other calls unlimited', async () => {
    for (let i = 0; i < LIMIT + 5; i++) await post(record);
    expect((await app.inject({ url: '/api/health', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });
});
