import type { RemoteRegistry } from './remotes';

/**
 * `remoteRegistryEntrySchema` (./remotes) as a plain check: the shell reads the registry before
 * it loads any remote, and zod would cost every first paint 9-24 KB brotli
 * (docs/adr/0192-first-load-budget.md). `__tests__/first-load-guards.test.ts` holds the two to the
 * same answers.
 */
export function isRemoteRegistryEntry(value: unknown): value is RemoteRegistry[string] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { entry, version } = value as Record<string, unknown>;
  return typeof entry === 'string' && entry.length > 0 && typeof version === 'string' && version.length > 0;
}
