import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { injectTraceHeaders } from '@travel/api-server/observability/tracing';

// Hop-by-hop headers (RFC 9110, section 7.6.1) and those fetch recomputes itself.
const DROP_REQUEST = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  'te',
  'trailer',
  'proxy-connection',
]);
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'content-encoding',
  'set-cookie',
  'te',
  'trailer',
]);
// Review photo uploads are the largest bodies the shop sends.
const BODY_LIMIT = 25 * 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * `/api/*` forwarded to API_URL (a separately run API, e.g. `http://localhost:8090`), path and
 * query unchanged. Used instead of the in-process plugin when the API scales on its own.
 */
export async function apiProxy(app: FastifyInstance, options: { apiUrl: string }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  const forward = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || DROP_REQUEST.has(name)) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    headers.set('x-forwarded-for', request.ip);
    // The API's spans join this request's trace (docs/adr/0226-opentelemetry-traces.md).
    injectTraceHeaders(headers);
    headers.set('x-forwarded-proto', request.protocol);
    if (request.host) headers.set('x-forwarded-host', request.host);

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
    let upstream: Response;
    try {
      upstream = await fetch(`${options.apiUrl}${request.url}`, {
        method: request.method,
        headers,
        body: hasBody ? new Uint8Array(request.body as Buffer) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      request.log.error({ err: error }, 'API upstream unreachable');
      return reply.code(502).send({ error: 'bad-gateway' });
    }
    reply.code(upstream.status);
    upstream.headers.forEach((value, name) => {
      if (!DROP_RESPONSE.has(name)) reply.header(name, value);
    });
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  };

  app.all('/api', forward);
  app.all('/api/*', forward);
}
