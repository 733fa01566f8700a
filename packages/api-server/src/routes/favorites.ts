import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints as ep, FAVORITES_LIMIT, favoritesIdSchema } from '@travel/contracts';
import { FAVORITES_COOKIE, FAVORITES_MARKER_COOKIE } from '@travel/contracts/events';
import { readCookie, setCookie } from '../lib/cookies';
import { HttpError, notFound, route } from '../lib/http';
import {
  addFavorite,
  countFavorites,
  listFavorites,
  offerExists,
  removeFavorite,
  replaceFavorites,
  type FavoritesList,
} from '../favorites/favorites-queries';
import type { Deps } from './deps';

const THIRTY_DAYS = 30 * 24 * 3600;
const EMPTY: FavoritesList = { offers: [], missing: [] };

/**
 * The id a request names: `?id=` (validated by the contract, a bad one is a 400), else the cookie.
 * A malformed cookie counts as no cookie: the browser keeps sending it and page scripts cannot
 * clear an HttpOnly cookie, so a 400 would lock the visitor out; the next write issues a fresh id.
 */
function requestedId(req: FastifyRequest, fromQuery: string | undefined): string | undefined {
  if (fromQuery !== undefined) return fromQuery;
  const cookie = favoritesIdSchema.safeParse(readCookie(req, FAVORITES_COOKIE));
  return cookie.success ? cookie.data : undefined;
}

/** The id to write under, issuing one (HttpOnly cookie, `Secure` over HTTPS) when there is none. */
function ensureId(req: FastifyRequest, reply: FastifyReply, fromQuery: string | undefined): string {
  const existing = requestedId(req, fromQuery);
  if (existing !== undefined) return existing;
  const id = randomUUID();
  // Behind a proxy, `protocol` is https only when the proxy is trusted (TRUST_PROXY).
  const secure = req.protocol === 'https';
  setCookie(reply, FAVORITES_COOKIE, id, THIRTY_DAYS, { secure });
  setCookie(reply, FAVORITES_MARKER_COOKIE, '1', THIRTY_DAYS, { httpOnly: false, secure });
  return id;
}

/** `/offers/favorites/`: an anonymous list of saved offers, keyed by the id in the cookie. */
export async function favoriteRoutes(app: FastifyInstance, { db, today }: Deps): Promise<void> {
  const listOf = async (id: string | undefined) => (id === undefined ? EMPTY : listFavorites(db, id, today()));

  route(app, ep.favoritesGet, async ({ query, req }) => listOf(requestedId(req, query.id)));

  route(app, ep.favoritesCount, async ({ query, req }) => {
    const id = requestedId(req, query.id);
    return { count: id === undefined ? 0 : await countFavorites(db, id) };
  });

  route(app, ep.favoritesAdd, async ({ query, body, req, reply }) => {
    if (!(await offerExists(db, body.offerHash))) throw notFound('Offer not found');
    const id = ensureId(req, reply, query.id);
    if ((await addFavorite(db, id, body.offerHash, FAVORITES_LIMIT)) === 'full') {
      throw new HttpError(409, `A favourites list holds at most ${FAVORITES_LIMIT} offers`, undefined, {
        code: 'favorites-limit',
        limit: FAVORITES_LIMIT,
      });
    }
    return listOf(id);
  });

  route(app, ep.favoritesReplace, async ({ query, body, req, reply }) => {
    const id = ensureId(req, reply, query.id);
    await replaceFavorites(db, id, body.offerHashes);
    return listOf(id);
  });

  route(app, ep.favoritesRemove, async ({ query, body, req }) => {
    const id = requestedId(req, query.id);
    if (id !== undefined) await removeFavorite(db, id, body.offerHash);
    return listOf(id);
  });
}
