/**
 * The build's half of serving precompressed files: a brotli copy beside every hashed asset,
 * which the server sends as it is (wire.ts precompressedSuffix), as nginx's brotli_static does.
 */
import { writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliForAsset, isCompressed, precompressedSuffix } from './wire';

/** What precompressVitePlugin reads of an emitted file. */
type EmittedFile = { type: string; code?: string; source?: string | Uint8Array };

/**
 * Writes the brotli copy of every hashed asset the server compresses: at the highest
 * quality, too slow to do on request, the first visit's JavaScript is 1 to 2 KB smaller
 * than at the server's on-request quality. Source maps are left out (visitors do not load
 * them). Client build only: the server build's files are never sent to a browser.
 */
export function precompressVitePlugin() {
  return {
    name: 'territorio-precompress',
    apply: 'build' as const,
    writeBundle(
      this: { environment?: { config?: { consumer?: string } } },
      options: { dir?: string },
      bundle: Record<string, EmittedFile>,
    ) {
      if (!options.dir || this.environment?.config?.consumer === 'server') return;
      for (const [fileName, output] of Object.entries(bundle)) {
        const extension = extname(fileName);
        const body = output.type === 'chunk' ? output.code : output.source;
        if (!fileName.startsWith('assets/') || extension === '.map' || body === undefined) continue;
        const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
        if (!isCompressed(extension, bytes.length)) continue;
        writeFileSync(
          join(options.dir, `${fileName}${precompressedSuffix}`),
          brotliForAsset(bytes),
        );
      }
    },
  };
}
