/** The proof-of-work worker, a chunk of this remote served from our own origin (CSP `worker-src 'self'`). */
export function createPowWorker(): Worker {
  return new Worker(new URL('./pow-worker.ts', import.meta.url), { name: 'bot-check' });
}
