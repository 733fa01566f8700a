import Fastify, { type FastifyInstance } from 'fastify';
import { createInProcessApiFetch } from '../in-process-api-fetch';

let app: FastifyInstance;
let arrived: Promise<void>;
let arrive: () => void;
let answer: () => void;
let calls = 0;

beforeEach(async () => {
  calls = 0;
  arrived = new Promise((resolve) => (arrive = resolve));
  const answered = new Promise<void>((resolve) => (answer = resolve));
  app = Fastify({ logger: false });
  app.get('/api/slow/', async () => {
    calls += 1;
    arrive();
    await answered;
    return { slow: true };
  });
  app.post<{ Body: { name: string } }>('/api/echo/', async (request, reply) =>
    reply.code(201).header('retry-after', '3').send({ hello: request.body.name }),
  );
  await app.ready();
});
afterEach(async () => {
  answer();
  await app.close();
});

describe('the in-process API fetch', () => {
  it('rejects at once with the reason when its signal aborts, without waiting for the API', async () => {
    const apiFetch = createInProcessApiFetch(app);
    const controller = new AbortController();
    const call = apiFetch('/api/slow/', { signal: controller.signal });
    await arrived;
    const reason = new DOMException('time box over', 'TimeoutError');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    // The API's late answer goes nowhere (and breaks nothing).
    answer();
    expect(calls).toBe(1);
  });

  it('does not call the API at all with a signal aborted already', async () => {
    const apiFetch = createInProcessApiFetch(app);
    await expect(apiFetch('/api/slow/', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(0);
  });

  it('answers like fetch: status, JSON body, content type, Retry-After; a JSON body reaches the API', async () => {
    const apiFetch = createInProcessApiFetch(app);
    const response = await apiFetch(new URL('http://site.test/api/echo/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ala' }),
      signal: new AbortController().signal,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({ hello: 'Ala' });
  });
});
