import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SharedRequirementError, sharedOffersOf, unmetRequirements, type SharedOffers } from '../shared-contract';

/**
 * What this host provides (`hostSharedOffers` in Node, as JSON through the host's DefinePlugin);
 * undefined in tests and in builds that are not the host.
 */
// oxlint-disable-next-line no-underscore-dangle -- the DefinePlugin global is spelt like webpack's own
declare const __TRAVEL_SHARED_OFFERS__: string | undefined;

/**
 * MF runtime plugin of the host: before a remote's entry runs, the shared packages its manifest
 * requires are held against what this host provides. A remote built against a newer shared package
 * or a larger subset fails to load with a `SharedRequirementError`, which the remote's slot reports
 * and answers with its Polish fallback, while the rest of the page keeps working
 * (docs/adr/0210-shared-versions-and-compatibility-gate.md). The deploy runs the same check first;
 * this one catches a tab whose shell is older than the registry it reads.
 */
export function createSharedRequirementsPlugin(host: SharedOffers): ModuleFederationRuntimePlugin {
  return {
    name: 'travel-shared-requirements',
    async loadRemoteSnapshot(args) {
      if (args.manifestJson === undefined) return args;
      const unmet = unmetRequirements(sharedOffersOf(args.manifestJson), host);
      if (unmet.length > 0) throw new SharedRequirementError(args.moduleInfo.name, unmet);
      return args;
    },
  };
}

function compiledHostOffers(): SharedOffers {
  if (typeof __TRAVEL_SHARED_OFFERS__ !== 'string') return {};
  try {
    return JSON.parse(__TRAVEL_SHARED_OFFERS__) as SharedOffers;
  } catch {
    return {};
  }
}

/** Entry point for `runtimePlugins` in the host's federation config (the runtime wants a default export). */
export default function sharedRequirementsPlugin(): ModuleFederationRuntimePlugin {
  return createSharedRequirementsPlugin(compiledHostOffers());
}
