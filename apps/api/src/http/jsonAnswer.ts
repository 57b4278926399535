/**
 * Catalogue answers on the wire: a validator (ETag) so a browser revalidates
 * with a 304 instead of downloading again, and brotli or gzip for clients that accept
 * it. The cache (services/cache.ts) hands out the same Buffer for a cached answer, so the
 * hash and the compressed forms are computed once per answer, not per request.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

type Encoded = { etag: string; br?: Buffer; gzip?: Buffer };

const encodedBodies = new WeakMap<Buffer, Encoded>();

/** Answers below this size are sent as they are: compressing them gains nothing. */
export const compressFromBytes = 1024;

function encodedOf(body: Buffer): Encoded {
  let encoded = encodedBodies.get(body);
  if (!encoded) {
    encoded = { etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
    encodedBodies.set(body, encoded);
  }
  return encoded;
}

/**
 * Adds a field to Vary without dropping those set before: CORS sets `Vary: Origin`, and
 * losing it lets a browser reuse one origin's cached answer for another (blocked by CORS).
 */
export function withVary(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (!fields.some((value) => value.toLowerCase() === field.toLowerCase())) fields.push(field);
  return fields.join(', ');
}

/** Sends JSON with its ETag, a 304 to a matching If-None-Match, compressed when asked. */
export function sendCachedJson(reply: FastifyReply, json: string | Buffer, cacheControl: string) {
  const body = Buffer.isBuffer(json) ? json : Buffer.from(json, 'utf8');
  const encoded = encodedOf(body);
  reply
    .header('cache-control', cacheControl)
    .header('etag', encoded.etag)
    .header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
  const ifNoneMatch = reply.request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(encoded.etag)) {
    return reply.code(304).send();
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  const accepts = String(reply.request.headers['accept-encoding'] ?? '');
  if (body.length >= compressFromBytes) {
    if (/\bbr\b/.test(accepts)) {
      encoded.br ??= brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 },
      });
      return reply.header('content-encoding', 'br').send(encoded.br);
    }
    if (/\bgzip\b/.test(accepts)) {
      encoded.gzip ??= gzipSync(body, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(encoded.gzip);
    }
  }
  return reply.send(body);
}
