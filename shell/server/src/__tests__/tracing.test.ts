import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@travel/api-server/app';
import { loggerOptions } from '@travel/api-server/observability/logging';
import { flushTracing, startTracing, stopTracing } from '@travel/api-server/observability/tracing';
import { createSiteFixture, type SiteFixture } from './site-fixture';

jest.setTimeout(120_000);

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  service: string;
}

/** A collector accepting OTLP/HTTP JSON (`POST /v1/traces`), as an OpenTelemetry Collector would. */
function otlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: Array<{
            resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
            scopeSpans: Array<{ spans: Array<Omit<ReceivedSpan, 'service'>> }>;
          }>;
        };
        for (const resourceSpan of body.resourceSpans) {
          const service = resourceSpan.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of resourceSpan.scopeSpans) for (const span of scope.spans) spans.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server })),
  );
}

describe('traces with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let fixture: SiteFixture;
  let app: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    receiver = await otlpReceiver();
    await startTracing({ endpoint: receiver.url, serviceName: 'travel-site-server' });
    fixture = createSiteFixture();
    const { apiPlugin } = await import('@travel/api-server');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n'))
          if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await fixture.build(
      {},
      {
        logger: loggerOptions('info', stream),
        api: (scope, options) => apiPlugin(scope, { ...options, inMemory: true, seedOffers: 300, demoAccounts: false }),
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await stopTracing();
    receiver.server.closeAllConnections();
    receiver.server.close();
    fixture.cleanup();
  });

  it('gives a page request one trace: the site server, its in-process API call and the SQL of that call', async () => {
    const { port } = app.server.address() as AddressInfo;
    // Once the API has seeded and loaded its offer index, as a load balancer would wait.
    while ((await fetch(`http://127.0.0.1:${port}/api/ready`)).status !== 200);
    const response = await fetch(`http://127.0.0.1:${port}/hotel/jakis-hotel/`, { headers: { accept: 'text/html' } });
    // A hotel the seed does not have: a 404 page (docs/product/page-metadata.md), its meta asked all the same.
    expect(response.status).toBe(404);
    await response.text();
    await flushTracing();

    const page = receiver.spans.find((span) => span.name === 'GET /*' && span.parentSpanId === undefined);
    expect(page).toBeDefined();
    const trace = receiver.spans.filter((span) => span.traceId === page!.traceId);
    const api = trace.find((span) => span.name === 'GET /api/seo/meta/');
    expect(api).toBeDefined();
    expect(api!.parentSpanId).toBe(page!.spanId);
    const apiChildren = (id: string): ReceivedSpan[] => trace.filter((span) => span.parentSpanId === id);
    const below = (id: string): ReceivedSpan[] => apiChildren(id).flatMap((span) => [span, ...below(span.spanId)]);
    const sql = below(api!.spanId).filter((span) => span.name.startsWith('db '));
    expect(sql.length).toBeGreaterThan(0);
    expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['travel-site-server']));
    // Nothing of this request went into another trace.
    expect(receiver.spans.filter((span) => span.name === 'GET /api/seo/meta/' && span.traceId !== page!.traceId)).toHaveLength(0);

    // Every log line of that request (Fastify's own request lines included) carries its trace id.
    const ofRequest = logLines.filter((line) => typeof line.reqId === 'string' && line.trace_id === page!.traceId);
    expect(ofRequest.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    const requestIds = new Set(ofRequest.map((line) => line.reqId));
    expect(logLines.filter((line) => requestIds.has(line.reqId) && line.trace_id !== page!.traceId)).toEqual([]);
  });
  it('keeps the Host check: a request without Host gets its 400 with the security headers, as with tracing off', async () => {
    const { port } = app.server.address() as AddressInfo;
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
    expect(headers.get('cache-control')).toBe('no-store');
    expect(answer).toContain('"error":"missing-host"');
  });

  it("follows a page's API call to a standalone API (API_URL) by its traceparent: one trace with both servers' spans and the SQL", async () => {
    const api = await buildApp({ dataDir: fixture.dataDir, inMemory: true, seedOffers: 300, demoAccounts: false, logLevel: 'silent' });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (api.server.address() as AddressInfo).port;
    const proxied = createSiteFixture();
    const site = await proxied.build({ API_URL: `http://127.0.0.1:${apiPort}`, META_TIMEOUT_MS: '5000' });
    await site.listen({ port: 0, host: '127.0.0.1' });
    try {
      while ((await fetch(`http://127.0.0.1:${apiPort}/api/ready`)).status !== 200);
      const sitePort = (site.server.address() as AddressInfo).port;
      await flushTracing();
      const seen = receiver.spans.length;
      const response = await fetch(`http://127.0.0.1:${sitePort}/hotel/inny-hotel/`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      await response.text();
      await flushTracing();

      const spans = receiver.spans.slice(seen);
      const apiSpan = spans.find((span) => span.name === 'GET /api/seo/meta/');
      // The API's server span is a child of the page's span, across the HTTP hop.
      const page = spans.find((span) => span.spanId === apiSpan?.parentSpanId);
      expect(page?.name).toBe('GET /*');
      expect(page!.parentSpanId).toBeUndefined();
      const sql = spans.filter((span) => span.parentSpanId === apiSpan!.spanId && span.name.startsWith('db '));
      expect(sql.length).toBeGreaterThan(0);
      expect(sql.every((span) => span.traceId === page!.traceId)).toBe(true);
    } finally {
      await site.close();
      await api.close();
      proxied.cleanup();
    }
  });
});
