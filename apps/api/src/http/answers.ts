/**
 * Answer schemas of the routes: a contract's wire schema in the `{ data }` envelope every
 * JSON answer has. Declared on a route (`schema.response`), the type provider's serializer
 * encodes the answer through it (`z.encode`): keys the schema does not name are dropped, no
 * default fills a missing value and every check runs, a failure being a 500. So a route
 * declares only a schema that names every key it sends, with values that always pass.
 */
import { z } from 'zod';

export function dataAnswer<T extends z.core.$ZodType>(schema: T) {
  return z.object({ data: schema });
}
