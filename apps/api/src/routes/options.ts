import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../services/context';
import type { OperationLookup } from './operation-lookup';

/** What every endpoint group's plugin is given: the app's services and the API's prefix. */
export type RouteGroupOptions = {
  readonly context: AppContext;
  readonly prefix: string;
};

/** A group that takes writes from the public: its per-client rate limit (off in tests). */
export type PublicWriteOptions = RouteGroupOptions & {
  readonly rateLimit: { max: number; timeWindow: number } | false;
};

/** A group that finds an operation by its code, counting wrong codes. */
export type OperationRouteOptions = PublicWriteOptions & {
  readonly lookup: OperationLookup;
};

/** An instance whose routes take their request and answer types from their zod schemas. */
export type ZodRoutes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
