/**
 * A Vite build's client files on Fastify (@fastify/static), for every server that serves
 * one: the apps and the staff console. Hashed file names (name-AbCd1234.js under /assets/)
 * never change, so browsers keep them a year; every other file is checked with its ETag
 * before each use.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite's hashed asset names (/assets/index-AbCd1234.js), relative to the build's root. */
export function isImmutableAsset(pathname: string): boolean {
  return /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(pathname);
}

export type BuiltFilesOptions = {
  /** The build's folder. */
  readonly root: string;
  /** Only paths this accepts are looked up in the folder; every other one is left to the routes. */
  readonly allowedPath?: (pathname: string) => boolean;
  /** Send the build's brotli copies (name.br beside the file) as they are. */
  readonly preCompressed?: boolean;
};

export async function builtFiles(app: FastifyInstance, options: BuiltFilesOptions): Promise<void> {
  const { root, allowedPath } = options;
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    ...(allowedPath ? { allowedPath: (pathname: string) => allowedPath(pathname) } : {}),
    preCompressed: options.preCompressed ?? false,
    // The same strong validators the hashes give, for the files without one.
    etag: true,
    lastModified: false,
    cacheControl: false,
    setHeaders(response, path) {
      const relative = path.slice(root.length).split('\\').join('/');
      response.setHeader(
        'cache-control',
        isImmutableAsset(relative)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/** A file of the build as the answer (a single-page app's page for each of its addresses). */
export function sendBuiltFile(reply: FastifyReply, root: string, name: string): FastifyReply {
  return reply.sendFile(name, root, { cacheControl: false });
}
