import { z } from 'zod';

export const REMOTE_NAMES = ['search', 'hotel', 'order', 'reviews', 'content'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** One deploy step of a remote, as the registry records it (who, what, when). */
export const remoteDeploymentSchema = z.object({
  action: z.enum(['deploy', 'canary', 'promote', 'rollback']),
  version: z.string().min(1),
  /** Share of visitors for a canary, 1-99. */
  percent: z.number().int().min(1).max(99).optional(),
  by: z.string().min(1),
  /** ISO time. */
  at: z.string().min(1),
});
export type RemoteDeployment = z.infer<typeof remoteDeploymentSchema>;

/**
 * One registry entry: where a remote's current build lives. The site server serves each visitor
 * `entry` and `version` only (the canary's when the visitor is in its share); the other fields are
 * the deploy's own record (docs/adr/0211-canary-and-rollback.md).
 */
export const remoteRegistryEntrySchema = z.object({
  /** URL of the remote's `mf-manifest.json`, e.g. `/remotes/search/20261122-ab12cd34/mf-manifest.json`. */
  entry: z.string().min(1),
  version: z.string().min(1),
  /** A new version served to `percent` % of visitors, sticky per visitor, until promoted or rolled back. */
  canary: z.object({ entry: z.string().min(1), version: z.string().min(1), percent: z.number().int().min(1).max(99) }).optional(),
  /** Versions live before this one, newest first: what a rollback returns to. */
  previous: z.array(z.string().min(1)).optional(),
  /** The latest deploy steps, newest first. */
  history: z.array(remoteDeploymentSchema).optional(),
});

/** `GET /remotes.json`, kept by the site server in `DATA_DIR/remotes.json`. */
export const remoteRegistrySchema = z.record(z.string(), remoteRegistryEntrySchema);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

export { isRemoteRegistryEntry } from './remotes-guard';

/** URL of the staff view of the deployments (site server; `debug` permission). */
export const REMOTE_DEPLOYMENTS_URL = '/remotes/deployments.json';

/** One shared package a remote's live build requires, against what the live shell provides. */
export const sharedRequirementSchema = z.object({
  package: z.string(),
  required: z.string(),
  /** The shell's version, or null when the shell does not share the package (the remote uses its own). */
  provided: z.string().nullable(),
  ok: z.boolean(),
});

/** Text keys a remote's live build uses that the live texts lack, in one namespace (ADR 0347). */
export const missingTextsSchema = z.object({
  namespace: z.string(),
  keys: z.array(z.string()),
});

/** `GET /remotes/deployments.json`: each remote's live version, canary share, history and share contract. */
export const remoteDeploymentsResponseSchema = z.object({
  remotes: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      canary: z.object({ version: z.string(), percent: z.number().int() }).nullable(),
      previous: z.array(z.string()),
      history: z.array(remoteDeploymentSchema),
      requires: z.array(sharedRequirementSchema),
      /** Absent from a site server older than the texts gate. */
      missingTexts: z.array(missingTextsSchema).optional(),
    }),
  ),
});
export type RemoteDeploymentsResponse = z.infer<typeof remoteDeploymentsResponseSchema>;
