import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { onRequestBrotliQuality } from '@territorio/server-kit';

/** File types the server compresses (text); images, fonts and video are compressed already. */
export const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);

/**
 * A body as the apps' server compresses it on request for a browser that accepts brotli
 * (every current one): a file the build wrote no copy of.
 */
export function brotliForWire(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: onRequestBrotliQuality },
  });
}

/**
 * The build writes a brotli copy beside every hashed asset (`name-hash.js.br`), at the
 * highest quality, once (precompress.ts precompressVitePlugin): the server sends it as is
 * instead of compressing on request, as nginx's brotli_static does.
 */
export const precompressedSuffix = '.br';

/** A hashed asset's precompressed copy: brotli at its highest quality (11). */
export function brotliForAsset(body: Buffer | string): Buffer {
  return brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/** Whether the server compresses a body of this type and size (small ones go as they are). */
export function isCompressed(extension: string, size: number): boolean {
  return compressible.has(extension.toLowerCase()) && size > 512;
}

/**
 * The bytes the server sends for a built file to a browser that accepts brotli: its
 * precompressed copy if the build wrote one, else the file compressed on request.
 */
export function wireBrotliOfFile(path: string): Buffer {
  const body = readFileSync(path);
  if (!isCompressed(extname(path), body.length)) return body;
  const precompressed = `${path}${precompressedSuffix}`;
  return existsSync(precompressed) ? readFileSync(precompressed) : brotliForWire(body);
}
