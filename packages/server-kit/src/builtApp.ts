/**
 * A framework-mode app's build, as its server (appServer.ts) serves it: its client files and
 * its server build's request handler. The app passes its own `createRequestHandler`
 * (react-router), so the handler and the build share the app's one copy of React Router.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { FetchHandler } from './appServer';

/** React Router's `createRequestHandler(build, mode)`, as this uses it. */
export type CreateRequestHandler = (
  build: never,
  mode: string,
) => (request: Request, context: never) => Promise<Response>;

export type BuiltApp = {
  /** The client build's files (`dist/client`). */
  readonly clientRoot: string;
  /** The server build's entry (`dist/server/index.js`). */
  readonly serverBuild: string;
  /** The app's request handler, or null when the app is not built; `context` reaches every loader. */
  readonly handler: (context: unknown) => Promise<FetchHandler | null>;
};

export function builtApp(
  appDirectory: URL | string,
  createRequestHandler: CreateRequestHandler,
): BuiltApp {
  const directory = typeof appDirectory === 'string' ? appDirectory : fileURLToPath(appDirectory);
  const clientRoot = join(directory, 'dist/client');
  const serverBuild = join(directory, 'dist/server/index.js');
  return {
    clientRoot,
    serverBuild,
    async handler(context) {
      if (!existsSync(serverBuild)) return null;
      const build = (await import(pathToFileURL(serverBuild).href)) as never;
      const handle = createRequestHandler(build, 'production');
      return (request) => handle(request, context as never);
    },
  };
}
