import { z } from 'zod';

export const REMOTE_NAMES = ['search', 'hotel', 'order', 'reviews', 'content'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** One registry entry: where a remote's current build lives. */
export const remoteRegistryEntrySchema = z.object({
  /** URL of the remote's `mf-manifest.json`, e.g. `/remotes/search/20261122-ab12cd34/mf-manifest.json`. */
  entry: z.string().min(1),
  version: z.string().min(1),
});

/** `GET /remotes.json`, kept by the site server in `DATA_DIR/remotes.json`. */
export const remoteRegistrySchema = z.record(z.string(), remoteRegistryEntrySchema);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

export { isRemoteRegistryEntry } from './remotes-guard';
