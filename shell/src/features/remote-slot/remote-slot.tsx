import { lazy, Suspense, useCallback, useContext, useMemo, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoaderContext } from './remote-loader';
import { RemoteSkeleton } from './remote-skeleton';
import { PageReady } from '../page-ready/page-ready';

export interface RemoteSlotProps {
  remote: string;
  /** Exposed module, e.g. `HotelPage`; it must export a component of the same name. */
  module: string;
  resetKey?: string | undefined;
}

/**
 * Renders one exposed page of a remote: a skeleton while it loads, a Polish fallback with a retry
 * button when its files stay unreachable (after the runtime's retries) or it throws.
 */
export function RemoteSlot({ remote, module, resetKey }: RemoteSlotProps) {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const id = `${remote}/${module}`;

  // A new lazy component per attempt: React caches a rejected lazy for good.
  const Page = useMemo(
    () =>
      lazy(async () => {
        const exports = await load(remote, module);
        const component = exports[module];
        if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
          throw new Error(`${id} has no export named ${module}`);
        }
        return { default: component as ComponentType };
      }),
    // `attempt` is the retry trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load, remote, module, id, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <RemoteErrorBoundary id={id} resetKey={resetKey} onRetry={retry}>
      <Suspense fallback={<RemoteSkeleton />}>
        <Page />
        <PageReady />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
