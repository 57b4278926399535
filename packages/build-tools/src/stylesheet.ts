/**
 * The build's half of inlining the apps' styles: the client build makes one stylesheet (no
 * CSS per chunk, so React Router links none) and names it in `stylesheet.json` beside the
 * client files, where the server reads it once and every document carries it inline
 * (server-kit's builtApp and InlineStylesheet). The apps' styles are small (about 6 KB
 * compressed), and a page then paints from its HTML alone.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stylesheetIndexFile } from '@territorio/server-kit/page';

/** What the plugin reads of a written file. */
type WrittenFile = { type: string; fileName: string };

export function inlineStylesheetPlugin() {
  let isClientBuild = false;
  return {
    name: 'territorio-inline-stylesheet',
    apply: 'build' as const,
    config(_config: unknown, env: { isSsrBuild?: boolean }) {
      isClientBuild = !env.isSsrBuild;
      return isClientBuild ? { build: { cssCodeSplit: false } } : undefined;
    },
    // After every plugin has emitted its files: Vite's own CSS plugin makes the stylesheet.
    writeBundle(options: { dir?: string }, bundle: Record<string, WrittenFile>) {
      if (!isClientBuild || !options.dir) return;
      const sheets = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      if (sheets.length > 1) {
        throw new Error(`Expected one stylesheet, the client build made ${sheets.length}.`);
      }
      const href = sheets[0] ? `/${sheets[0].fileName}` : null;
      writeFileSync(join(options.dir, stylesheetIndexFile), JSON.stringify({ href }));
    },
  };
}
