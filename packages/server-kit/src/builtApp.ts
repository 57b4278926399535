/**
 * A framework-mode app's build, as its server (appServer.ts) serves it: its client files and
 * its server build's request handler. The app passes its own `createRequestHandler`
 * (react-router), so the handler and the build share the app's one copy of React Router.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { FetchHandler } from './appServer';
import { stylesheetIndexFile } from './page';

/** React Router's `createRequestHandler(build, mode)`, as this uses it. */
export type CreateRequestHandler = (
  build: never,
  mode: string,
) => (request: Request, context: never) => Promise<Response>;

/**
 * The client build's one stylesheet, as text for the documents to carry inline; undefined
 * for a build without one (then the pages link what React Router links).
 */
export function builtStylesheet(clientRoot: string): string | undefined {
  const index = join(clientRoot, stylesheetIndexFile);
  if (!existsSync(index)) return undefined;
  const { href } = JSON.parse(readFileSync(index, 'utf8')) as { href: string | null };
  return href === null ? undefined : readFileSync(join(clientRoot, href), 'utf8');
}

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
      const documentContext = { ...(context as object), stylesheet: builtStylesheet(clientRoot) };
      return (request) => handle(request, documentContext as never);
    },
  };
}
