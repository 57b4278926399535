/**
 * Catalogue reads of spec 7.1: every per-brand path of the endpoint table (generated from
 * `brandEndpoints`, load-all and both load-one forms: `?id=` and `/{id}`), parameters,
 * service categories, the used-vehicle catalogue, promotions and the payment configuration.
 * Every route declares its parameters and answers from the contract (route-schemas); an
 * answer is serialised through its schema, and catalogue answers are cached in memory as
 * value and bytes (see ResponseCache).
 */
import type { RouteGroupOptions, ZodRoutes } from './options';
import {
  apiPaths,
  brandEndpoints,
  businessToday,
  intranetPaths,
  messages,
  parseAmount,
  vehicleBrandIds,
  type VehicleBrandId,
} from '@territorio/api-client';
import {
  brandResourceAnswers,
  brandResourceFilters,
  brandResourceQuery,
  creditsAnswer,
  creditsQuerySchema,
  idParamsSchema,
  parametersAnswer,
  paymentConfigAnswer,
  paymentConfigQuerySchema,
  promotionAnswer,
  promotionCodeQuerySchema,
  promotionDiscoverAnswer,
  promotionQuerySchema,
  serviceCategoriesAnswer,
  stockSearchAnswer,
  stockSearchQuerySchema,
  stockUnitAnswer,
  stockUnitParamsSchema,
  usdRateAnswer,
  usedBrandsAnswer,
  usedModelsAnswer,
  usedModelsQuerySchema,
  usedVehiclesQuerySchema,
  usedVersionsAnswer,
  type BrandResourceFilter,
} from '@territorio/api-client/route-schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  discoverPromotion,
  findFamily,
  listFamilies,
  listSavingPlans,
  listStock,
  listSubfamilies,
  offersFor,
  parameters,
  paymentConfig,
  promotionForCode,
  promotionWire,
  reservableUnit,
  serviceCategories,
  usedBrands,
  usedModels,
  usedVersions,
} from '../services/catalogue';
import { guessingClient, type AttemptLimiter } from '../http/attempts';
import type { AppContext } from '../services/context';
import { creditOffers } from '../services/credit-offers';
import { usdRateOf } from '../services/pricing/rates';
import { createStockSearch } from '../services/stock-snapshot';
import { notFound } from '../domain/errors';
import { sendCachedJson } from '../http/jsonAnswer';

/** Catalogue answers may be reused briefly by browsers and the service worker. */
const catalogueCache = 'public, max-age=0, must-revalidate';
/** Content that changes only with a new seed or an editor's change. */
const contentCache = 'public, max-age=300';

/** An answer serialised through the route's answer schema (the zod serializer makes text). */
const serialized = (reply: FastifyReply, answer: unknown) => reply.serialize(answer) as string;

/** Sends an answer serialised through the route's answer schema, with its ETag. */
function sendJson(reply: FastifyReply, answer: unknown, cacheControl = catalogueCache) {
  return sendCachedJson(reply, serialized(reply, answer), cacheControl);
}

/** Sends a cached answer's bytes, serialised when it was cached. */
function sendCached(reply: FastifyReply, answer: { body: Buffer }, cacheControl = catalogueCache) {
  return sendCachedJson(reply, answer.body, cacheControl);
}

const filters = brandResourceFilters;
type ResourceAnswers = (typeof brandResourceAnswers)[keyof typeof brandResourceAnswers];

/**
 * A brand resource at `path` (load-all, or load-one with `?id=`) and `path/:id`
 * (load-one); the handler gets the id asked for (undefined: all) and the filters. Its
 * answers are bytes already serialised through the route's schema, so the routes are
 * declared untyped and read the parsed parameters as their schemas make them.
 */
function brandResource<Filter extends BrandResourceFilter>(
  app: FastifyInstance,
  path: string,
  filter: Filter,
  answers: ResourceAnswers,
  handler: (
    id: number | undefined,
    query: z.output<Filter>,
    reply: FastifyReply,
  ) => Promise<FastifyReply>,
) {
  app.get(
    path,
    { schema: { querystring: brandResourceQuery(filter), response: { 200: answers.either } } },
    (request, reply) => {
      const query = request.query as z.output<Filter> & { id?: number };
      return handler(query.id, query, reply);
    },
  );
  app.get(
    `${path}/:id`,
    { schema: { params: idParamsSchema, querystring: filter, response: { 200: answers.one } } },
    (request, reply) => {
      const { id } = request.params as z.output<typeof idParamsSchema>;
      return handler(id, request.query as z.output<Filter>, reply);
    },
  );
}

/** What every catalogue read shares: the cache, keyed by the Argentine day, and the day's prices. */
function catalogueReads(context: AppContext) {
  const { cache } = context;
  return {
    db: context.store.db,
    cache,
    // Answers change with the Argentine day (what has ended leaves them): it is in every key.
    // A miss is serialised through the answer schema of the route that asked.
    cached: <T>(reply: FastifyReply, key: string, compute: () => Promise<T>) =>
      cache.get(
        `${key}:${businessToday()}`,
        async () => ({ data: await compute() }),
        (answer) => serialized(reply, answer),
      ),
    priceDay: async () => ({ today: businessToday(), usdRate: await usdRateOf(context) }),
  };
}

type CatalogueRoutesOptions = RouteGroupOptions;

/**
 * One brand's resources (spec 7.2): families, versions, offers, stock and savings plans,
 * each at `path` (load-all, or load-one with ?id=) and `path/:id` (load-one).
 */
function registerBrandResources(
  app: ZodRoutes,
  { db, cache, cached, priceDay }: ReturnType<typeof catalogueReads>,
  prefix: string,
  brandId: VehicleBrandId,
) {
  const endpoints = brandEndpoints[brandId];
  const answers = brandResourceAnswers;

  brandResource(
    app,
    `${prefix}${endpoints.family}`,
    filters.none,
    answers.family,
    async (id, _query, reply) => {
      if (id === undefined) {
        return sendCached(
          reply,
          await cached(reply, `families:${brandId}`, () => listFamilies(db, brandId)),
        );
      }
      const found = await cache.get(
        `family:${brandId}:${id}:${businessToday()}`,
        async () => (await findFamily(db, brandId, id)) ?? null,
        // Only a family found is sent: it is serialised as the route's answer.
        (family) => (family === null ? 'null' : serialized(reply, { data: family })),
      );
      if (found.value === null) throw notFound(messages.familyNotFound, 'family_not_found');
      return sendCached(reply, found);
    },
  );

  brandResource(
    app,
    `${prefix}${endpoints.subfamily}`,
    filters.family,
    answers.subfamily,
    async (id, { family_id: familyId }, reply) => {
      if (id === undefined) {
        return sendCached(
          reply,
          await cached(reply, `subfamilies:${brandId}:${familyId ?? ''}`, () =>
            listSubfamilies(db, brandId, { familyId }),
          ),
        );
      }
      const [subfamily] = await listSubfamilies(db, brandId, { id });
      if (!subfamily) throw notFound();
      return sendJson(reply, { data: subfamily });
    },
  );

  brandResource(
    app,
    `${prefix}${endpoints.offer}`,
    filters.family,
    answers.offer,
    async (id, { family_id: familyId }, reply) => {
      const offers = await cached(reply, `offers:${brandId}:${familyId ?? ''}`, async () =>
        offersFor(db, brandId, { familyId }, await priceDay()),
      );
      if (id === undefined) return sendCached(reply, offers);
      const offer = offers.value.data.grouped
        .flatMap((group) => group.items)
        .find((item) => item.id === id);
      if (!offer) throw notFound(messages.vehicleUnavailable, 'vehicle_unavailable');
      return sendJson(reply, { data: offer });
    },
  );

  const stockHandler = async (
    id: number | undefined,
    { family_id: familyId, subfamily_id: subfamilyId }: z.output<typeof filters.stock>,
    reply: FastifyReply,
  ) => {
    if (id !== undefined) {
      return sendJson(reply, { data: await reservableUnit(db, brandId, id, await priceDay()) });
    }
    return sendCached(
      reply,
      await cached(reply, `stock:${brandId}:${familyId ?? ''}:${subfamilyId ?? ''}`, async () =>
        listStock(db, brandId, { familyId, subfamilyId }, await priceDay()),
      ),
    );
  };
  brandResource(app, `${prefix}${endpoints.stock}`, filters.stock, answers.stock, stockHandler);
  if (endpoints.stockItem !== endpoints.stock) {
    const path = `${prefix}${endpoints.stockItem}`;
    brandResource(app, path, filters.stock, answers.stock, stockHandler);
  }

  const savingPlanPath = endpoints.savingPlan;
  if (savingPlanPath !== null) {
    brandResource(
      app,
      `${prefix}${savingPlanPath}`,
      filters.family,
      answers.savingPlan,
      async (id, { family_id: familyId }, reply) => {
        if (id === undefined) {
          return sendCached(
            reply,
            await cached(reply, `plans:${brandId}:${familyId ?? ''}`, () =>
              listSavingPlans(db, brandId, { familyId }),
            ),
          );
        }
        const [plan] = await listSavingPlans(db, brandId, { id });
        if (!plan) throw notFound();
        return sendJson(reply, { data: plan });
      },
    );
  }
}

/** The four brands' catalogues. */
export const brandCatalogueRoutes = fp<CatalogueRoutesOptions>(
  async (app, { context, prefix }) => {
    const reads = catalogueReads(context);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    for (const brandId of vehicleBrandIds) registerBrandResources(routes, reads, prefix, brandId);
  },
  { name: 'brand-catalogue-routes' },
);

/**
 * The stock search of every brand and site, and a unit's page (services/stock-snapshot.ts).
 * The search reads the raw query string with api-client's `parseStockSearch`: a value it
 * does not understand is ignored and listed in the answer, never a 400. A unit id that is
 * not a number is no unit: 404, like an unknown one. Both answers revalidate on every use
 * (`max-age=0` with an ETag): a reserved unit leaves them at once.
 */
export const stockSearchRoutes = fp<CatalogueRoutesOptions>(
  async (instance, { context, prefix }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const stock = createStockSearch(context);
    app.get(
      `${prefix}${apiPaths.stockSearch}`,
      { schema: { querystring: stockSearchQuerySchema, response: { 200: stockSearchAnswer } } },
      async (request, reply) => {
        const url = request.raw.url ?? '';
        const start = url.indexOf('?');
        return sendCachedJson(
          reply,
          await stock.answer(start === -1 ? '' : url.slice(start + 1), (answer) =>
            serialized(reply, answer),
          ),
          catalogueCache,
        );
      },
    );
    app.get(
      `${prefix}${apiPaths.stockUnit}`,
      { schema: { params: stockUnitParamsSchema, response: { 200: stockUnitAnswer } } },
      async (request, reply) => {
        const { id } = request.params;
        if (!/^\d{1,9}$/.test(id)) {
          throw notFound(messages.stockUnitNotFound, 'stock_unit_not_found');
        }
        const page = await stock.unitPage(Number(id));
        return sendJson(reply, { data: page });
      },
    );
  },
  { name: 'stock-search-routes' },
);

/** The site's content (parameters, service categories) and the used-vehicle catalogue. */
export const contentRoutes = fp<CatalogueRoutesOptions>(
  async (instance, { context, prefix }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { db, cached } = catalogueReads(context);
    app.get(
      `${prefix}${apiPaths.parameters}`,
      { schema: { response: { 200: parametersAnswer } } },
      async (_request, reply) =>
        sendCached(
          reply,
          await cached(reply, 'parameters', () => parameters(db, businessToday())),
          contentCache,
        ),
    );
    app.get(
      `${prefix}${apiPaths.serviceCategories}`,
      { schema: { response: { 200: serviceCategoriesAnswer } } },
      async (_request, reply) =>
        sendCached(
          reply,
          await cached(reply, 'service-categories', () => serviceCategories(db, businessToday())),
          contentCache,
        ),
    );

    app.get(
      `${prefix}${apiPaths.usedBrands}`,
      { schema: { response: { 200: usedBrandsAnswer } } },
      async (_request, reply) =>
        sendCached(reply, await cached(reply, 'used-brands', () => usedBrands(db)), contentCache),
    );
    app.get(
      `${prefix}${apiPaths.usedModels}`,
      { schema: { querystring: usedModelsQuerySchema, response: { 200: usedModelsAnswer } } },
      async (request, reply) => {
        const brandId = request.query.brand_id;
        return sendCached(
          reply,
          await cached(reply, `used-models:${brandId}`, () => usedModels(db, brandId)),
          contentCache,
        );
      },
    );
    app.get(
      `${prefix}${apiPaths.usedVehicles}`,
      { schema: { querystring: usedVehiclesQuerySchema, response: { 200: usedVersionsAnswer } } },
      async (request, reply) => {
        const { brand_id: brandId, group: model } = request.query;
        return sendJson(reply, { data: await usedVersions(db, brandId, model) }, contentCache);
      },
    );
  },
  { name: 'content-routes' },
);

/** Promotions (discovery and lookup by code) and the brands' payment configuration. */
export const promotionRoutes = fp<CatalogueRoutesOptions & { promotionAttempts: AttemptLimiter }>(
  async (instance, { context, prefix, promotionAttempts }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { db } = catalogueReads(context);
    const promotionScope = (query: z.output<typeof promotionQuerySchema>) => ({
      brandId: query.brand_id,
      family: query.family ?? '',
      chassis: query.chassis ?? '',
      today: businessToday(),
    });
    app.get(
      `${prefix}${apiPaths.promotionDiscover}`,
      // The flow asks it when a unit loads: the buyer holds a device before typing a code.
      {
        schema: { querystring: promotionQuerySchema, response: { 200: promotionDiscoverAnswer } },
        config: { countsGuesses: true },
      },
      async (request, reply) => {
        const promotion = await discoverPromotion(db, promotionScope(request.query));
        // "data is the available promotion": null when there is none (not an error).
        return sendJson(reply, { data: promotion ? promotionWire(promotion) : null }, 'no-store');
      },
    );
    app.get(
      `${prefix}${apiPaths.promotion}`,
      {
        schema: { querystring: promotionCodeQuerySchema, response: { 200: promotionAnswer } },
        config: { countsGuesses: true },
      },
      async (request, reply) => {
        const code = request.query.code?.trim();
        const scope = promotionScope(request.query);
        // An unlisted code is money off: wrong codes count against the client like wrong
        // operation codes, in the shared database counter.
        const promotion = code
          ? await promotionAttempts.lookup(guessingClient(request), () =>
              promotionForCode(db, code, scope),
            )
          : undefined;
        if (!promotion) throw notFound(messages.promotionNotFound, 'promotion_not_found');
        return sendJson(reply, { data: promotionWire(promotion) }, 'no-store');
      },
    );

    app.get(
      `${prefix}${apiPaths.paymentConfig}`,
      { schema: { querystring: paymentConfigQuerySchema, response: { 200: paymentConfigAnswer } } },
      async (request, reply) => {
        const brandId = request.query.brand_id;
        const config = await paymentConfig(db, brandId);
        if (!config) throw notFound(messages.noPaymentConfig, 'payment_unavailable');
        return sendJson(
          reply,
          {
            data: {
              brand_id: brandId,
              provider: context.payments.provider,
              public_key: config.public_key,
              checkout_url: `${context.config.publicApiUrl}${config.checkout_path}`,
            },
          },
          'no-store',
        );
      },
    );
  },
  { name: 'promotion-routes' },
);

/** The intranet web service's reads (spec 7.1): credits and the dollar rate. */
export const intranetRoutes = fp<CatalogueRoutesOptions>(
  async (instance, { context, prefix }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      `${prefix}${intranetPaths.credits}`,
      { schema: { querystring: creditsQuerySchema, response: { 200: creditsAnswer } } },
      async (request, reply) => {
        // spec 5: the loan amount is parsed as a number; non-numeric becomes 0.
        const loanAmount = Math.max(0, parseAmount(request.query.loan_amount ?? '0'));
        // `vehicle` may name a stock unit by its id; any other text names none.
        const vehicle = request.query.vehicle ?? '';
        const unitId = /^\d{1,9}$/.test(vehicle) ? Number(vehicle) : undefined;
        const plans = await creditOffers(context, request.query.brand_id, loanAmount, unitId);
        return sendJson(reply, { data: plans }, 'no-store');
      },
    );
    app.get(
      `${prefix}${intranetPaths.usdRate}`,
      { schema: { response: { 200: usdRateAnswer } } },
      async (_request, reply) =>
        sendJson(reply, { data: { value: await usdRateOf(context) } }, 'no-store'),
    );
  },
  { name: 'intranet-routes' },
);
