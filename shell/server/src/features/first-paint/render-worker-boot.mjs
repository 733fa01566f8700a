// A render worker's first file (render-pool.ts): the site server's TypeScript and the shell's TSX
// run through tsx, as `npm run serve` runs the main thread; a worker thread does not inherit the
// main thread's loader, so it registers tsx itself, with the same tsconfig, then loads the worker.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: workerData.tsconfig });
await import(workerData.entry);
