import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { endpoints as ep, type CheckRequestResponse, type offerListQuery } from '@travel/contracts';
import { notFound, route } from '../lib/http';
import type { Deps } from '../routes/deps';
import { offerLayers } from '../queries/offer-layers';
import { compileFilters } from '../search/filters';
import { listBestOffers } from '../search/search-engine';
import { recordingDatabase } from './query-recorder';

type ParsedListQuery = z.output<typeof offerListQuery>;

/**
 * Offer-layers debug (docs/product/roles.md, the debug POSTs of docs/product/api-catalogue.md): a listing request run through
 * the very code of `GET /offers/list/` with each statement timed and explained, and the stored
 * layers one offer is made of.
 */
export async function offerLayersRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  const checkRequest = async (request: ParsedListQuery): Promise<CheckRequestResponse> => {
    const recorder = recordingDatabase(db);
    const started = performance.now();
    const compiled = await compileFilters(recorder.db, request, today());
    const page = await listBestOffers(recorder.db, compiled, request.limit ?? 20, request.offset ?? 0);
    const durationMs = Math.round((performance.now() - started) * 100) / 100;
    return {
      request: request as Record<string, unknown>,
      total: page.total,
      offers: page.offers.map((offer) => ({
        hash: offer.hash,
        hotelName: offer.hotelName,
        price: offer.pricePerPerson,
        isHit: offer.isHit,
      })),
      durationMs,
      queries: await recorder.explain(),
    };
  };

  route(app, ep.offersDebugCheckRequest, async ({ body }) => checkRequest(body.request));

  route(app, ep.offersDebugBatchCheckRequest, async ({ body }) => {
    const results: CheckRequestResponse[] = [];
    // One after another: the timings of one request are not inflated by its neighbours.
    for (const request of body.requests) results.push(await checkRequest(request));
    return { results };
  });

  route(app, ep.offersDebugOfferWrapper, async ({ body }) => {
    const layers = await offerLayers(db, body.offerHash);
    if (!layers) throw notFound('Offer not found');
    return { offerHash: body.offerHash, layers };
  });
}
