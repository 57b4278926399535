// The built app as a Node request listener (React Router's), for the static server of
// `pnpm start` and the e2e stack (scripts/app-servers.mjs). Resolved from this app, so the
// listener and the build share one copy of react-router.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestListener } from '@react-router/node';

const here = dirname(fileURLToPath(import.meta.url));
export const clientRoot = join(here, 'dist/client');
export const serverBuild = join(here, 'dist/server/index.js');

/** The listener, or null when the app is not built. `context` is every loader's context. */
export async function catalogueListener(context) {
  if (!existsSync(serverBuild)) return null;
  const build = await import(pathToFileURL(serverBuild).href);
  return createRequestListener({ build, mode: 'production', getLoadContext: () => context });
}
