/**
 * Static files under /media/ (seed images and story videos) with caching headers and byte
 * ranges (video players seek with Range requests). Paths are resolved inside the media
 * folder only: '..', encoded slashes and absolute paths never leave it.
 */
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileAnswer } from '@territorio/api-client/route-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../domain/errors';

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** One day, then revalidate with the ETag; file names are stable, not content-hashed. */
const cacheControl = 'public, max-age=86400, stale-while-revalidate=604800';

function resolveInside(root: string, requested: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requested);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative.split(/[/\\]/).some((part) => part === '..' || part.startsWith('.'))) return null;
  const full = join(root, relative);
  return full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

function etagOf(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

async function serve(root: string, request: FastifyRequest, reply: FastifyReply) {
  const wildcard = (request.params as { '*': string })['*'] ?? '';
  const file = resolveInside(root, wildcard);
  const type = file ? contentTypes[extname(file).toLowerCase()] : undefined;
  if (!file || !type) throw notFound();
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) throw notFound();

  const etag = etagOf(stats);
  reply
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', stats.mtime.toUTCString())
    .header('accept-ranges', 'bytes')
    // Images and videos are loaded by the apps' own origins.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (type === 'image/svg+xml') {
    // An SVG opened directly must not run scripts.
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
  }
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  const range = request.headers.range;
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
  if (range && match && (match[1] || match[2])) {
    let start = match[1] ? Number(match[1]) : stats.size - Number(match[2]);
    let end = match[1] && match[2] ? Number(match[2]) : stats.size - 1;
    start = Math.max(0, start);
    end = Math.min(end, stats.size - 1);
    if (start > end || start >= stats.size) {
      return reply.status(416).header('content-range', `bytes */${stats.size}`).send();
    }
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${stats.size}`)
      .header('content-length', end - start + 1);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(createReadStream(file, { start, end }));
  }
  reply.header('content-length', stats.size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(file));
}

/** A file whole (200) or a range of it (206), in the type its extension names. */
const mediaAnswer = fileAnswer([
  ...new Set(Object.values(contentTypes).map((type) => type.split(';')[0]!)),
]);

export function registerMedia(app: FastifyInstance, root: string, prefix: string): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${prefix}/media/*`,
    schema: { response: { 200: mediaAnswer, 206: mediaAnswer } },
    handler: (request, reply) => serve(root, request, reply),
  });
}
