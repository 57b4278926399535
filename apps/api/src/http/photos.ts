/**
 * Public photo files at /photos/<name>, read from the file storage whichever backend holds
 * them, so every instance serves what any of them made. Only content-hashed variant names
 * are served ('u12-p34-3f9a0c1d2e-720.avif'): a name never changes content, so it is cached
 * for a year, and nothing else in the storage (originals, CVs) is reachable from here.
 */
import { messages, photoPathPrefix } from '@territorio/api-client/core';
import { fileAnswer } from '@territorio/api-client/route-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, notFound } from '../domain/errors';
import {
  photoExtensionTypes,
  photoFolders,
  publicPhotoCacheControl,
  publicPhotoNamePattern,
} from '../services/photos/process';
import type { FileStorage } from '../services/storage';

const photoAnswer = fileAnswer([...new Set(Object.values(photoExtensionTypes))]);

export function registerPhotos(app: FastifyInstance, files: FileStorage, prefix: string): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${prefix}${photoPathPrefix}:name`,
    schema: { response: { 200: photoAnswer } },
    handler: (request, reply) => serve(files, request, reply),
  });
}

async function serve(files: FileStorage, request: FastifyRequest, reply: FastifyReply) {
  const { name } = request.params as { name: string };
  const type = photoExtensionTypes[name.slice(name.lastIndexOf('.') + 1)];
  if (!publicPhotoNamePattern.test(name) || !type) throw notFound();
  // The name is its content's hash: a strong validator without reading the file.
  const etag = `"${name}"`;
  reply
    .header('cache-control', publicPhotoCacheControl)
    .header('etag', etag)
    // The catalogue's pages load them from their own origin.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const file = await files.get(`${photoFolders.public}/${name}`).catch((error: unknown) => {
    // The storage is unreachable (a bucket's service down): a gateway error, not ours.
    request.log.error({ err: error, photo: name }, 'photo storage unreachable');
    reply.header('cache-control', 'no-store');
    throw new DomainError('upstream', 'storage_unavailable', messages.serverError);
  });
  if (!file) {
    // Not cached: a photo deleted now may be made again under its old name.
    reply.header('cache-control', 'no-store');
    throw notFound();
  }
  reply.header('content-type', type).header('content-length', file.content.length);
  return request.method === 'HEAD' ? reply.send() : reply.send(file.content);
}
