import { lazy, Suspense, useCallback, useContext, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoaderContext, type RemoteModuleLoader } from './remote-loader';
import { RemoteSkeleton } from './remote-skeleton';
import { PageReady } from '../page-ready/page-ready';

export interface RemoteSlotProps {
  remote: string;
  /** Exposed module, e.g. `HotelPage`; it must export a component of the same name. */
  module: string;
  resetKey?: string | undefined;
}

type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * One lazy component per loader and exposed page for the document's life. A page shown before is
 * drawn at once when it is shown again, without a skeleton: React renders a back or forward
 * navigation synchronously so the browser restores the scroll position against the page it
 * returns to, and a skeleton there (a new lazy component suspends for a tick even when its module
 * is loaded) left the position clamped to the skeleton's height and the footer pushed away as the
 * page came (docs/adr/0215-pages-that-hold-still.md). A failed load, or a retry, is forgotten:
 * React caches a rejected lazy for good.
 */
const pagesByLoader = new WeakMap<RemoteModuleLoader, Map<string, PageComponent>>();

function pageOf(load: RemoteModuleLoader, remote: string, module: string): PageComponent {
  const id = `${remote}/${module}`;
  let pages = pagesByLoader.get(load);
  if (pages === undefined) {
    pages = new Map();
    pagesByLoader.set(load, pages);
  }
  const known = pages.get(id);
  if (known !== undefined) return known;
  const page = lazy(async () => {
    try {
      const exports = await load(remote, module);
      const component = exports[module];
      if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
        throw new Error(`${id} has no export named ${module}`);
      }
      return { default: component as ComponentType };
    } catch (error) {
      if (pages.get(id) === page) pages.delete(id);
      throw error;
    }
  });
  pages.set(id, page);
  return page;
}

function forgetPage(load: RemoteModuleLoader, remote: string, module: string): void {
  pagesByLoader.get(load)?.delete(`${remote}/${module}`);
}

/**
 * Renders one exposed page of a remote: a skeleton while it loads, a Polish fallback with a retry
 * button when its files stay unreachable (after the runtime's retries) or it throws.
 */
export function RemoteSlot({ remote, module, resetKey }: RemoteSlotProps) {
  const load = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const id = `${remote}/${module}`;

  // `attempt` is the retry trigger: a retry forgets the page first, so it loads again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => pageOf(load, remote, module), [load, remote, module, attempt]);
  const retry = useCallback(() => {
    forgetPage(load, remote, module);
    setAttempt((n) => n + 1);
  }, [load, remote, module]);

  return (
    <RemoteErrorBoundary id={id} resetKey={resetKey} onRetry={retry}>
      <Suspense fallback={<RemoteSkeleton />}>
        <Page />
        <PageReady />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
