/**
 * A framework-mode app's build, as the static server serves it: its client files and its
 * server build as a Node request listener. The app passes its own `createRequestListener`
 * (@react-router/node), so the listener and the build share the app's one copy of
 * React Router.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

/** The part of @react-router/node's `createRequestListener` this uses. */
export type CreateRequestListener = (options: {
  /** The server build's module namespace (React Router's ServerBuild). */
  build: unknown;
  mode: string;
  getLoadContext: () => unknown;
}) => RequestListener;

export type BuiltApp = {
  /** The client build's files (`dist/client`). */
  readonly clientRoot: string;
  /** The server build's entry (`dist/server/index.js`). */
  readonly serverBuild: string;
  /** The app's request listener, or null when the app is not built; `context` reaches every loader. */
  readonly listener: (context: unknown) => Promise<RequestListener | null>;
};

export function builtApp(
  appDirectory: URL | string,
  createRequestListener: CreateRequestListener,
): BuiltApp {
  const directory = typeof appDirectory === 'string' ? appDirectory : fileURLToPath(appDirectory);
  const clientRoot = join(directory, 'dist/client');
  const serverBuild = join(directory, 'dist/server/index.js');
  return {
    clientRoot,
    serverBuild,
    async listener(context) {
      if (!existsSync(serverBuild)) return null;
      const build: unknown = await import(pathToFileURL(serverBuild).href);
      return createRequestListener({ build, mode: 'production', getLoadContext: () => context });
    },
  };
}
