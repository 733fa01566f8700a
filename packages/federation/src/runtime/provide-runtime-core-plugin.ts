import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The ESM build, the very modules webpack's bundler runtime in the host already contains: the host
// pays nothing for providing them. MF's own `experiments.provideExternalRuntime` registers a CJS
// plugin that pulls `runtime-core` in a second time (+98 KB minified in main.js, ADR 0010).
import * as runtimeCore from '@module-federation/runtime/core';

/**
 * The global that remotes built with `experiments.externalRuntime` read the federation runtime
 * from (MF's `ExternalsPlugin` maps `@module-federation/runtime-core` to it).
 */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * MF runtime plugin of the host: hands the host's federation runtime to every remote, so a
 * `remoteEntry.js` does not carry a second copy of it (docs/adr/0192-first-load-budget.md).
 * `beforeInit` runs when the host's runtime starts, before any remote entry is loaded.
 */
export function createProvideRuntimeCorePlugin(
  target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'travel-provide-runtime-core',
    beforeInit(args) {
      target[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}

/** Entry point for `runtimePlugins` in the host's federation config (the runtime wants a default export). */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return createProvideRuntimeCorePlugin();
}
