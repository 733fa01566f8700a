import type { Page } from '@playwright/test';

/**
 * Counts the copies of react-dom that start in a page. Every react-dom client registers itself
 * with the React DevTools hook when its module initialises (`hook.inject`), whichever chunk or
 * remote it came from, so a hook installed before any page script sees each copy exactly once.
 */
export async function installReactDomProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string; rendererPackageName?: string }>();
    let nextId = 1;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(internals: { version?: string; rendererPackageName?: string }) {
          const id = nextId++;
          renderers.set(id, internals);
          return id;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
}

export interface ReactDomReport {
  /** react-dom clients that initialised in this document, as `name@version`. */
  readonly renderers: string[];
  /** react-dom versions the federation share scopes hold as loaded, as `version from <app>`. */
  readonly sharedLoaded: string[];
}

export async function readReactDomReport(page: Page): Promise<ReactDomReport> {
  return page.evaluate(() => {
    type Internals = { version?: string; rendererPackageName?: string };
    const hook = (window as unknown as Record<string, { renderers?: Map<number, Internals> } | undefined>)[
      '__REACT_DEVTOOLS_GLOBAL_HOOK__'
    ];
    const renderers = [...(hook?.renderers?.values() ?? [])].map(
      (internals) => `${internals.rendererPackageName ?? '?'}@${internals.version ?? '?'}`,
    );
    type Shared = { loaded?: boolean; loading?: unknown; lib?: unknown; from?: string };
    type ShareScopes = Record<string, Record<string, Record<string, Shared>>>;
    const federation = (globalThis as unknown as Record<string, Record<string, Record<string, ShareScopes>> | undefined>)['__FEDERATION__'];
    const sharedLoaded = new Set<string>();
    for (const scopes of Object.values(federation?.['__SHARE__'] ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const [version, shared] of Object.entries(scope['react-dom'] ?? {})) {
          if (shared.loaded === true || shared.lib !== undefined) sharedLoaded.add(`${version} from ${shared.from ?? '?'}`);
        }
      }
    }
    return { renderers, sharedLoaded: [...sharedLoaded] };
  });
}
