import type { FastifyInstance } from 'fastify';
import type { Deps } from '../routes/deps';
import { hitOfferRoutes } from './hit-offer-routes';
import { offerLayersRoutes } from './offer-layers-routes';
import { seoDebugRoutes } from './seo-debug-routes';
import { staffLinkRoutes, type StaffLinksConfig } from './staff-links';

/** Every staff call (docs/adr/0145-staff-debug-remotes.md); each declares its roles in the endpoints map. */
export async function staffRoutes(app: FastifyInstance, deps: Deps, links: StaffLinksConfig): Promise<void> {
  await seoDebugRoutes(app, deps);
  await offerLayersRoutes(app, deps);
  await hitOfferRoutes(app, deps);
  await staffLinkRoutes(app, links);
}
