/**
 * The catalogue feeds: Meta's automotive inventory XML (services/meta-feed.ts), cached by
 * browsers and crawlers for five minutes and revalidated by date: `Last-Modified` is when
 * the stock last changed, and a request that already has that answers 304.
 */
import { apiFeedPaths } from '@territorio/api-client';
import { metaFeedAnswer } from '@territorio/api-client/route-schemas';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { createMetaFeed, type MetaFeed } from '../services/meta-feed';
import type { RouteGroupOptions } from './options';

/** Whether `since` (an If-Modified-Since header) is at or after `changed`, to the second. */
function unchangedSince(since: string | undefined, changed: Date): boolean {
  if (!since) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && Math.floor(changed.getTime() / 1000) <= Math.floor(time / 1000);
}

/** The feed, or 304 when the client's copy is as recent as the stock. */
function sendFeed(reply: FastifyReply, feed: MetaFeed, since: string | undefined) {
  reply
    .header('last-modified', feed.lastModified.toUTCString())
    .header('cache-control', 'public, max-age=300');
  if (unchangedSince(since, feed.lastModified)) return reply.code(304).send();
  return reply.type('application/xml; charset=utf-8').send(feed.xml);
}

export const feedRoutes = fp<RouteGroupOptions>(
  async (instance, { context, prefix }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const metaFeed = createMetaFeed(context);
    app.get(
      `${prefix}${apiFeedPaths.meta}`,
      { schema: { response: { 200: metaFeedAnswer } } },
      async (request, reply) =>
        sendFeed(reply, await metaFeed(), request.headers['if-modified-since']),
    );
  },
  { name: 'feed-routes' },
);
