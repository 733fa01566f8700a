import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { RemoteDeploymentsResponse, RemoteRegistry } from '@travel/contracts/remotes';
import { sharedOffersOf, unmetRequirements, type SharedOffers } from '@travel/federation/shared-contract';

async function offersIn(file: string): Promise<SharedOffers> {
  try {
    return sharedOffersOf(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return {};
  }
}

/**
 * The staff view of the deployments (docs/adr/0211-canary-and-rollback.md): per remote its live
 * version, canary share, the versions a rollback can return to, who deployed what and when, and
 * each shared package its live build requires against what the live shell provides.
 */
export async function deploymentsOf(registry: RemoteRegistry, dataDir: string, shellDist: string): Promise<RemoteDeploymentsResponse> {
  const shell = await offersIn(join(shellDist, 'mf-manifest.json'));
  const remotesRoot = resolve(dataDir, 'remotes');
  const remotes = await Promise.all(
    Object.entries(registry).map(async ([name, entry]) => {
      const requires = await offersIn(join(remotesRoot, name, entry.version, 'mf-manifest.json'));
      const unmet = new Set(unmetRequirements(requires, shell).map((item) => item.package));
      return {
        name,
        version: entry.version,
        canary: entry.canary ? { version: entry.canary.version, percent: entry.canary.percent } : null,
        previous: entry.previous ?? [],
        history: entry.history ?? [],
        requires: Object.entries(requires)
          .filter(([, offer]) => offer.requiredVersion !== false)
          .map(([pkg, offer]) => ({
            package: pkg,
            required: offer.subset ? `${String(offer.requiredVersion)} (${offer.subset.length})` : String(offer.requiredVersion),
            provided: shell[pkg]?.version ?? shell[pkg.split('/')[0] ?? pkg]?.version ?? null,
            ok: !unmet.has(pkg),
          })),
      };
    }),
  );
  return { remotes: remotes.sort((a, b) => a.name.localeCompare(b.name)) };
}
