/** The stock import from the console (admin, stock): a dry run, or the apply. */
import { staffAnswers as answers } from '@territorio/api-client/route-schemas';
import type { AppContext } from '../../services/context';
import { actorOf } from '../../services/staff/leads';
import { runStockImport } from '../../services/stock-import/index';
import type { ZodRoutes } from '../options';
import { readImportRequest } from '../stock-import-upload';
import { accessOf, guarded, staffRoute, type Guard } from './guard';

export function registerStockImportRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  app.post(
    staffRoute('stockImport'),
    { ...guarded(guard, 'stock'), schema: { response: { 200: answers.stockImport } } },
    async (request, reply) => {
      const { member } = accessOf(request);
      const { file, options } = await readImportRequest(request);
      const report = await runStockImport(context.store, actorOf(member), file, options);
      if (report.applied) context.cache.clear();
      return reply.send({ data: report });
    },
  );
}
