// The worker thread's entry (docs/adr/0115-pglite-worker-thread.md): registers tsx's loader in
// this thread, then runs the TypeScript worker. Plain JavaScript, so that Node runs it the same
// way under tsx (npm run serve), jest and plain node, whatever loader the parent thread has.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
