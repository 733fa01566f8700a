import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/dates';
import type { Database } from '../db/connection';
import { findSessionUser, type SessionUser } from './sessions';
import { readSessionToken } from './session-cookies';

/** The signed-in user of a request (its session cookie), or null. Looked up once per request. */
export type SessionLookup = (request: FastifyRequest) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the API plugin: the session user of a request (see `requireRole`). */
    sessionUserOf: SessionLookup;
  }
}

export function createSessionLookup(db: Database, clock: Clock): SessionLookup {
  const found = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  return (request) => {
    let user = found.get(request);
    if (user === undefined) {
      const token = readSessionToken(request);
      user = token === undefined ? Promise.resolve(null) : findSessionUser(db, token, clock());
      found.set(request, user);
    }
    return user;
  };
}

export function registerSessionLookup(app: FastifyInstance, lookup: SessionLookup): void {
  app.decorate('sessionUserOf', lookup);
}
