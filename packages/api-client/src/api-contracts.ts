import type { Endpoints } from '@travel/contracts';
import { ENDPOINT_DOMAIN_LOADERS } from '@travel/contracts/api/endpoint-domains';
import type { ApiContracts } from './load-api-contracts';

/**
 * What `loadApiContracts()` loads: the endpoint map with every schema, zod, and the error bodies
 * remotes parse. ~38 KB brotli that no first paint needs (the server-rendered page brings its
 * data; docs/adr/0192-first-load-budget.md). Building every zod schema took one task of ~130 ms
 * on a 4x-throttled phone, right while the page hydrates; each domain's schemas are now built in
 * a task of their own (docs/adr/0332-contract-schemas-one-domain-per-task.md).
 */
export async function buildApiContracts(): Promise<ApiContracts> {
  const domains: Readonly<Record<string, unknown>>[] = [];
  for (const load of ENDPOINT_DOMAIN_LOADERS) {
    domains.push(await load());
    await nextTask();
  }
  const { favoritesLimitError } = await import(/* webpackMode: "eager" */ '@travel/contracts/api/offers');
  return { endpoints: Object.assign({}, ...domains) as Endpoints, favoritesLimitError };
}

/**
 * Resolves in a later task, so the browser can paint and answer input in between. A message, not
 * a timer: a hidden tab runs timers at most once a second.
 */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
