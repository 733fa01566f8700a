import type { FastifyReply } from 'fastify';
import { cacheControlFor } from '../headers/cache-policy';
import type { StaticFile } from './static-files';

/**
 * Sends exactly `file`, an allow-listed name: the file sender gets that name (which it
 * URI-encodes and decodes back unchanged), never the request's path to resolve again.
 */
export function sendAllowedFile(reply: FastifyReply, file: StaticFile | undefined): FastifyReply {
  if (file === undefined) {
    reply.callNotFound();
    return reply;
  }
  reply.header('cache-control', cacheControlFor(file.name));
  return reply.sendFile(file.name, file.root);
}
