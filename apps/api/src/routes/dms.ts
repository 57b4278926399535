/**
 * The endpoint a dealership system (DMS) pushes its stock to, outside the staff session:
 * a Bearer token of `dms_tokens` with the scope for a dry run or an apply, within the
 * token's rate per minute (counted in the database, so across instances). The import is
 * the console's (services/stock-import).
 */
import { dmsMessages, dmsPaths } from '@territorio/api-client/staff';
import { staffAnswers as answers } from '@territorio/api-client/route-schemas';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../domain/errors';
import type { WindowCounter } from '../http/limits';
import { authenticateDmsToken } from '../services/stock-import/dms-tokens';
import { runStockImport } from '../services/stock-import/index';
import type { RouteGroupOptions } from './options';
import { readImportRequest } from './stock-import-upload';

export type DmsRoutesOptions = RouteGroupOptions & { readonly counter: WindowCounter };

const minuteMs = 60_000;

export const dmsRoutes = fp<DmsRoutesOptions>(
  async (instance, { context, prefix, counter }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      `${prefix}${dmsPaths.stockImport}`,
      { schema: { response: { 200: answers.stockImport } } },
      async (request, reply) => {
        const header = request.headers.authorization ?? '';
        const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
        const token = presented
          ? await authenticateDmsToken(context.store.db, presented)
          : undefined;
        if (!token)
          throw new DomainError('unauthenticated', 'unauthenticated', dmsMessages.unauthenticated);
        const window = await counter.hit(`dms-token:${token.id}`, minuteMs);
        if (window.count > token.rate_per_minute) {
          const retryAfter = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
          reply.header('retry-after', String(retryAfter));
          throw new DomainError(
            'too_many_requests',
            'too_many_requests',
            dmsMessages.tooManyRequests,
            {
              extra: { retry_after: retryAfter },
            },
          );
        }
        const { file, options } = await readImportRequest(request);
        const scope = options.apply ? 'stock:apply' : 'stock:dry-run';
        if (!token.scopes.includes(scope))
          throw new DomainError('forbidden', 'forbidden', dmsMessages.forbidden);
        const actor = { id: null, email: `dms:${token.name}` };
        const report = await runStockImport(context.store, actor, file, options);
        if (report.applied) context.cache.clear();
        return reply.send({ data: report });
      },
    );
  },
  { name: 'dms-routes' },
);
