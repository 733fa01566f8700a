import { join } from 'node:path';
import { remoteRegistrySchema, type RemoteRegistry } from '@travel/contracts/remotes';
import { watchedFile } from '../../lib/watched-file';

export type RegistryRead =
  | { readonly ok: true; readonly registry: RemoteRegistry; readonly warning?: string }
  | { readonly ok: false; readonly reason: 'invalid'; readonly message: string };

export interface RegistryStore {
  read(): Promise<RegistryRead>;
}

/**
 * `DATA_DIR/remotes.json`, kept by the deploy script. Re-read when it changes, validated with the
 * contracts schema. A missing file means nothing is deployed yet (empty registry); a broken file
 * keeps serving the last good registry so a bad write never takes the site down.
 */
export function createRegistryStore(dataDir: string): RegistryStore {
  const file = watchedFile(join(dataDir, 'remotes.json'), (text) => remoteRegistrySchema.parse(JSON.parse(text)));
  return {
    async read() {
      const result = await file.read();
      switch (result.status) {
        case 'missing':
          return { ok: true, registry: {}, warning: 'remotes.json is missing: no remote is deployed' };
        case 'invalid':
          return { ok: false, reason: 'invalid', message: describe(result.error) };
        case 'ok':
          return result.stale
            ? {
                ok: true,
                registry: result.value,
                warning: `remotes.json is invalid, serving the last good registry: ${describe(result.error)}`,
              }
            : { ok: true, registry: result.value };
      }
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error);
}
