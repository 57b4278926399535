import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

/** A body as the static server sends it to a browser that accepts brotli (every current one). */
export function brotliForWire(body: Buffer): Buffer {
  return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } });
}
