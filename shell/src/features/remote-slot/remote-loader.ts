import { createContext } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

/** Loads `<remote>/<module>` and returns the module's exports. */
export type RemoteModuleLoader = (remote: string, module: string) => Promise<Record<string, unknown>>;

/** Through the MF runtime, so the retry plugin of the host applies (ADR 0010). */
export const loadRemoteModule: RemoteModuleLoader = async (remote, module) => {
  const exports = await loadRemote<Record<string, unknown>>(`${remote}/${module}`);
  if (!exports) throw new Error(`Remote module ${remote}/${module} could not be loaded`);
  return exports;
};

/** Tests and the standalone pages swap the loader; the shell uses the MF runtime. */
export const RemoteLoaderContext = createContext<RemoteModuleLoader>(loadRemoteModule);
