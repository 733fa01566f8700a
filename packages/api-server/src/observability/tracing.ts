import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { Context, Span, SpanOptions, Tracer } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Traces with the OpenTelemetry SDK, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set
 * (docs/adr/0226-opentelemetry-traces.md). While off nothing of OpenTelemetry is loaded and every
 * function here is a check of one variable: the SDK is imported by `startTracing` only.
 *
 * One page request is one trace: the site server's span (started before Fastify sees the request,
 * so its every log line carries the trace id), a span per API call (in-process through
 * `app.inject`, or over HTTP with a `traceparent` header to API_URL) and a span per SQL statement.
 */

type OtelApi = typeof import('@opentelemetry/api');

interface ActiveTracing {
  readonly api: OtelApi;
  readonly tracer: Tracer;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let active: ActiveTracing | undefined;
let starting: Promise<boolean> | undefined;

export interface TracingOptions {
  /** `OTEL_EXPORTER_OTLP_ENDPOINT`: the collector's base URL; traces go to `<endpoint>/v1/traces` (OTLP/HTTP, JSON). */
  readonly endpoint: string | undefined;
  /** `OTEL_SERVICE_NAME`, else the process's role (`travel-site-server`, `travel-api`). */
  readonly serviceName: string;
}

/** Starts the SDK once per process when an endpoint is configured; resolves whether tracing is on. */
export function startTracing(options: TracingOptions): Promise<boolean> {
  if (options.endpoint === undefined) return Promise.resolve(active !== undefined);
  const endpoint = options.endpoint;
  starting ??= (async () => {
    const [api, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
    const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
    const provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': options.serviceName }),
      spanProcessors: [new BatchSpanProcessor(exporter)],
    });
    // The AsyncLocalStorage context manager and the W3C trace-context propagator.
    provider.register();
    active = {
      api,
      tracer: api.trace.getTracer('travel-shop'),
      flush: () => provider.forceFlush(),
      shutdown: () => provider.shutdown(),
    };
    return true;
  })();
  return starting;
}

export function tracingEnabled(): boolean {
  return active !== undefined;
}

/** Sends the spans ended so far (tests; a graceful shutdown). */
export async function flushTracing(): Promise<void> {
  await active?.flush();
}

/** Ends tracing for the process (flushing what is left). */
export async function stopTracing(): Promise<void> {
  const current = active;
  active = undefined;
  starting = undefined;
  await current?.shutdown();
}

/**
 * `{ trace_id, span_id }` of the span running now, for every log line (pino's `mixin`); `{}` when
 * off. A new object each time: pino merges the line's own fields into it (`Object.assign`), which
 * throws on a shared frozen one and took the server down at its first log line with fields.
 */
export function traceLogFields(): Record<string, string> {
  if (active === undefined) return {};
  const span = active.api.trace.getActiveSpan();
  if (span === undefined) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * Runs `work` in a child span of the span running now; with tracing off, or outside every span
 * (start-up work, a timer's sweep: no request to explain), just runs it. The span records an
 * exception and an error status when `work` rejects.
 */
export function inSpan<T>(name: string, attributes: Record<string, string | number | boolean>, work: () => Promise<T>): Promise<T> {
  if (active === undefined || active.api.trace.getActiveSpan() === undefined) return work();
  const { api } = active;
  return active.tracer.startActiveSpan(name, { attributes, kind: api.SpanKind.INTERNAL }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Adds the `traceparent` of the span running now to a request's headers (a call to API_URL). */
export function injectTraceHeaders(headers: Headers): void {
  if (active === undefined) return;
  active.api.propagation.inject(active.api.context.active(), headers, {
    set: (carrier, key, value) => carrier.set(key, value),
  });
}

/**
 * Fastify's `serverFactory` while tracing is on (else undefined: Fastify makes its own server).
 * Each request gets its server span before Fastify's handler runs, in the context of a
 * `traceparent` it carries, so everything Fastify does for it (its request log lines included)
 * runs inside that span.
 */
export function tracingServerFactory():
  ((handler: (req: IncomingMessage, res: ServerResponse) => void, options?: { http?: ServerOptions | null }) => Server) | undefined {
  if (active === undefined) return undefined;
  // Fastify hands its own options to the factory: its `http` options (the site server's
  // `requireHostHeader: false`, so a Host-less request is answered by its hook with the security
  // headers) apply to this server as they do to the one Fastify makes while tracing is off.
  return (handler, options) =>
    createServer(options?.http ?? {}, (req, res) => {
      const tracing = active;
      if (tracing === undefined) return handler(req, res);
      const parent = tracing.api.propagation.extract(tracing.api.ROOT_CONTEXT, req.headers);
      const span = startRequestSpan(tracing, req.method ?? 'GET', parent);
      serverSpans.set(req, span);
      res.once('close', () => endRequestSpan(tracing, span, res.statusCode));
      tracing.api.context.with(tracing.api.trace.setSpan(parent, span), () => handler(req, res));
    });
}

const serverSpans = new WeakMap<IncomingMessage, Span>();

function startRequestSpan(tracing: ActiveTracing, method: string, parent: Context): Span {
  const options: SpanOptions = { kind: tracing.api.SpanKind.SERVER, attributes: { 'http.request.method': method } };
  return tracing.tracer.startSpan(method, options, parent);
}

function endRequestSpan(tracing: ActiveTracing, span: Span, status: number): void {
  if (!span.isRecording()) return;
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: tracing.api.SpanStatusCode.ERROR });
  span.end();
}

/**
 * Names each request's span after its route template (`GET /hotel/:hotelSlug/`, never the raw
 * path) and gives a request that did not come through the traced server (an in-process API call
 * made with `app.inject`) a span of its own, inside the span of the page that made it.
 * Register on the root instance; it does nothing while tracing is off.
 */
export function traceRequests(app: FastifyInstance): void {
  if (active === undefined) return;
  const injected = new WeakMap<FastifyRequest, Span>();
  app.addHook('onRequest', (request, _reply, done) => {
    const tracing = active;
    if (tracing === undefined) return done();
    const name = `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;
    const own = serverSpans.get(request.raw);
    if (own !== undefined) {
      own.updateName(name);
      own.setAttribute('http.route', request.routeOptions.url ?? 'unmatched');
      return done();
    }
    const parent = tracing.api.propagation.extract(tracing.api.context.active(), request.headers);
    const span = startRequestSpan(tracing, request.method, parent);
    span.updateName(name);
    span.setAttribute('http.route', request.routeOptions.url ?? 'unmatched');
    span.setAttribute('travel.in_process', true);
    injected.set(request, span);
    tracing.api.context.with(tracing.api.trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const span = injected.get(request);
    if (span !== undefined && active !== undefined) endRequestSpan(active, span, reply.statusCode);
    done();
  });
}
