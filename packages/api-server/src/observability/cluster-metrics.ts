import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const REQUEST = 'travel:cluster-metrics-req';
const RESPONSE = 'travel:cluster-metrics-res';
/** prom-client's own wait for every worker is 5 s; a little more, so its error arrives first. */
const TIMEOUT_MS = 6_000;

interface Request {
  readonly type: typeof REQUEST;
  readonly id: number;
}
interface Response {
  readonly type: typeof RESPONSE;
  readonly id: number;
  readonly text?: string;
  readonly error?: string;
}

/**
 * With `API_PROCESSES` > 1 the port hands a scrape to any one API process, whose counters are a
 * share of the whole (docs/adr/0225-prometheus-metrics.md). The process that gets the scrape asks
 * the cluster's primary, which gathers every process's registry (prom-client's
 * AggregatorRegistry over IPC) and answers the sum; series that are not shares (rows counted in
 * the database) declare `aggregator: 'first'`.
 *
 * In an API process: lends `registry` to the primary's gathering and returns the reader of the
 * whole cluster's metrics for `/metrics`.
 */
export function clusterMetricsReader(registry: Registry): () => Promise<string> {
  // Constructing one installs prom-client's answer to the primary's request in this process.
  void new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let next = 0;
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  process.on('message', (message: Partial<Response>) => {
    if (message?.type !== RESPONSE || typeof message.id !== 'number') return;
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.text ?? '');
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = (next += 1);
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the cluster primary did not answer with the metrics'));
      }, TIMEOUT_MS);
      waiting.set(id, {
        resolve: (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      process.send?.({ type: REQUEST, id } satisfies Request);
    });
}

/** In the cluster's primary: answers an API process's request with every process's metrics together. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<Request>) => {
    if (message?.type !== REQUEST || typeof message.id !== 'number') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: RESPONSE, id, text } satisfies Response),
      (error: unknown) =>
        worker.send({ type: RESPONSE, id, error: error instanceof Error ? error.message : String(error) } satisfies Response),
    );
  });
}
