import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { RemoteDeploymentsResponse, RemoteRegistry } from '@travel/contracts/remotes';
import { sharedOffersOf, unmetRequirements, type SharedOffers } from '@travel/federation/shared-contract';
import { readBuildTextKeys } from '@travel/federation/read-text-keys';
import { flattenTextKeys, missingTextKeys, type TextKeys } from '@travel/federation/text-keys';
import { LANGUAGE } from '@travel/i18n';
import type { SiteTexts } from '../texts/site-texts';

async function offersIn(file: string): Promise<SharedOffers> {
  try {
    return sharedOffersOf(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return {};
  }
}

export interface DeploymentSources {
  readonly dataDir: string;
  readonly shellDist: string;
  /** The texts the site serves now. */
  readonly texts: Pick<SiteTexts, 'current'>;
}

/**
 * The staff view of the deployments (docs/adr/0211-canary-and-rollback.md): per remote its live
 * version, canary share, the versions a rollback can return to, who deployed what and when, each
 * shared package its live build requires against what the live shell provides, and the text keys
 * it uses that the served texts lack (docs/adr/0347-texts-in-the-deploy-gate.md).
 */
export async function deploymentsOf(registry: RemoteRegistry, sources: DeploymentSources): Promise<RemoteDeploymentsResponse> {
  const shell = await offersIn(join(sources.shellDist, 'mf-manifest.json'));
  const served = (await sources.texts.current()).resources[LANGUAGE] ?? {};
  const liveTexts: TextKeys = Object.fromEntries(Object.entries(served).map(([namespace, texts]) => [namespace, flattenTextKeys(texts)]));
  const remotesRoot = resolve(sources.dataDir, 'remotes');
  const remotes = await Promise.all(
    Object.entries(registry).map(async ([name, entry]) => {
      const versionDir = join(remotesRoot, name, entry.version);
      const requires = await offersIn(join(versionDir, 'mf-manifest.json'));
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
        missingTexts: missingTextKeys(await readBuildTextKeys(versionDir), liveTexts).map((item) => ({
          namespace: item.namespace,
          keys: [...item.keys],
        })),
      };
    }),
  );
  return { remotes: remotes.sort((a, b) => a.name.localeCompare(b.name)) };
}
