import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { cacheControlFor } from '../headers/cache-policy';
import { createPrecompressedFiles, isPrecompressible, type PrecompressedFiles } from './precompressed';
import type { StaticFile } from './static-files';

/** The shell's and every deployed remote's scripts and stylesheets at brotli quality 11 (a few MB at most). */
const precompressed: PrecompressedFiles = createPrecompressedFiles({ maxBytes: 32 * 1024 * 1024 });

/**
 * Sends exactly `file`, an allow-listed name: the file sender gets that name (which it
 * URI-encodes and decodes back unchanged), never the request's path to resolve again. A script or
 * stylesheet goes out brotli-compressed at quality 11 once that is ready (`precompressed.ts`).
 */
export async function sendAllowedFile(reply: FastifyReply, file: StaticFile | undefined): Promise<FastifyReply> {
  if (file === undefined) {
    reply.callNotFound();
    return reply;
  }
  reply.header('cache-control', cacheControlFor(file.name));
  const { headers } = reply.request;
  if (isPrecompressible(file.name) && acceptsBrotli(headers['accept-encoding']) && headers.range === undefined) {
    const brotli = await precompressed.brotliOf(join(file.root, file.name));
    if (brotli !== undefined) {
      reply.header('etag', brotli.etag).header('last-modified', brotli.lastModified).header('vary', 'accept-encoding');
      if (headers['if-none-match'] !== undefined && headers['if-none-match'].split(',').some((tag) => tag.trim() === brotli.etag)) {
        return reply.code(304).send();
      }
      return reply.header('content-type', brotli.contentType).header('content-encoding', 'br').send(brotli.body);
    }
  }
  return reply.sendFile(file.name, file.root);
}

function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.trim().split(';');
    return coding.trim().toLowerCase() === 'br' && !params.some((param) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/.test(param));
  });
}
