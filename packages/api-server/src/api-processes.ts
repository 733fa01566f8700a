import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { ApiConfig } from './config';

/** The number of API processes `API_PROCESSES` asks for on this machine. */
export function apiProcessCount(setting: ApiConfig['API_PROCESSES']): number {
  return setting === 'auto' ? availableParallelism() : setting;
}

/**
 * The primary of `API_PROCESSES` > 1 (docs/adr/0195-api-process-per-core.md): starts `count` API
 * processes that share the port (node:cluster hands connections to them in turn) and keeps that
 * many running: one that dies after it served is replaced. One that dies before it listened (a
 * configuration the workers reject, a database that cannot be reached) stops them all with its
 * exit code instead of a restart loop. SIGINT/SIGTERM stop them (each closes its server first) and
 * then the primary.
 */
export function runApiProcesses(count: number, log: (message: string) => void = console.info): void {
  const listening = new WeakSet<Worker>();
  let stopping = false;

  const start = () => {
    const worker = cluster.fork();
    worker.once('listening', (address) => {
      listening.add(worker);
      log(`API process ${worker.process.pid} listening on ${address.address ?? '*'}:${address.port}`);
    });
  };
  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(exitCode);
      });
      worker.process.kill('SIGTERM');
    }
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listening.has(worker)) {
      log(`API process ${worker.process.pid} exited before it listened (${signal ?? code}); stopping`);
      stopAll(typeof code === 'number' && code !== 0 ? code : 1);
      return;
    }
    log(`API process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    start();
  });
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
  for (let i = 0; i < count; i += 1) start();
}
