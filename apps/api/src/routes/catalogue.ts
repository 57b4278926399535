/**
 * Catalogue reads of spec 7.1: every per-brand path of the endpoint table (generated from
 * `brandEndpoints`, load-all and both load-one forms: `?id=` and `/{id}`), parameters,
 * service categories, the used-vehicle catalogue, promotions and the payment configuration.
 * Answers are `{ data }`; catalogue answers are cached in memory (see ResponseCache).
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
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import {
  idSchema,
  queryIdSchema,
  queryTextSchema,
  requiredQueryTextSchema,
  vehicleBrandSchema,
} from '../http/query';

/** Catalogue answers may be reused briefly by browsers and the service worker. */
const catalogueCache = 'public, max-age=0, must-revalidate';
/** Content that changes only with a new seed or an editor's change. */
const contentCache = 'public, max-age=300';

function sendJson(reply: FastifyReply, body: string | Buffer, cacheControl = catalogueCache) {
  return sendCachedJson(reply, body, cacheControl);
}

/** The filters a brand resource's list takes, each a row id ('' or absent: none). */
const noFilter = z.object({});
const familyFilter = z.object({ family_id: queryIdSchema });
const stockFilter = familyFilter.extend({ subfamily_id: queryIdSchema });
type ResourceFilter = typeof noFilter | typeof familyFilter | typeof stockFilter;

/**
 * A brand resource at `path` (load-all, or load-one with `?id=`) and `path/:id`
 * (load-one); the handler gets the id asked for (undefined: all) and the filters.
 */
function brandResource<Filter extends ResourceFilter>(
  app: ZodRoutes,
  path: string,
  filter: Filter,
  handler: (
    id: number | undefined,
    query: z.output<Filter>,
    reply: FastifyReply,
  ) => Promise<unknown>,
) {
  const loadQuery = filter.extend({ id: queryIdSchema });
  app.get(path, { schema: { querystring: loadQuery } }, (request, reply) =>
    handler(request.query.id, request.query as z.output<Filter>, reply),
  );
  app.get(
    `${path}/:id`,
    { schema: { params: z.object({ id: idSchema }), querystring: filter } },
    (request, reply) => handler(request.params.id, request.query as z.output<Filter>, reply),
  );
}

/** Promotions are looked up for one vehicle (discovery and by code). */
const promotionQuery = z.object({
  brand_id: vehicleBrandSchema,
  family: queryTextSchema(),
  chassis: queryTextSchema(),
});

/** What every catalogue read shares: the cache, keyed by the Argentine day, and the day's prices. */
function catalogueReads(context: AppContext) {
  const { cache } = context;
  return {
    db: context.store.db,
    cache,
    // Answers change with the Argentine day (what has ended leaves them): it is in every key.
    cached: (key: string, compute: () => Promise<unknown>) =>
      cache.get(`${key}:${businessToday()}`, async () => ({ data: await compute() })),
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

  brandResource(app, `${prefix}${endpoints.family}`, noFilter, async (id, _query, reply) => {
    if (id === undefined) {
      return sendJson(reply, await cached(`families:${brandId}`, () => listFamilies(db, brandId)));
    }
    const body = await cache.get(`family:${brandId}:${id}:${businessToday()}`, async () => ({
      data: (await findFamily(db, brandId, id)) ?? null,
    }));
    if (body.toString() === '{"data":null}')
      throw notFound(messages.familyNotFound, 'family_not_found');
    return sendJson(reply, body);
  });

  brandResource(
    app,
    `${prefix}${endpoints.subfamily}`,
    familyFilter,
    async (id, { family_id: familyId }, reply) => {
      if (id === undefined) {
        return sendJson(
          reply,
          await cached(`subfamilies:${brandId}:${familyId ?? ''}`, () =>
            listSubfamilies(db, brandId, { familyId }),
          ),
        );
      }
      const [subfamily] = await listSubfamilies(db, brandId, { id });
      if (!subfamily) throw notFound();
      return sendJson(reply, JSON.stringify({ data: subfamily }));
    },
  );

  brandResource(
    app,
    `${prefix}${endpoints.offer}`,
    familyFilter,
    async (id, { family_id: familyId }, reply) => {
      const body = await cached(`offers:${brandId}:${familyId ?? ''}`, async () =>
        offersFor(db, brandId, { familyId }, await priceDay()),
      );
      if (id === undefined) return sendJson(reply, body);
      const offers = (
        JSON.parse(body.toString()) as { data: { grouped: { items: { id: number }[] }[] } }
      ).data;
      const offer = offers.grouped.flatMap((group) => group.items).find((item) => item.id === id);
      if (!offer) throw notFound(messages.vehicleUnavailable, 'vehicle_unavailable');
      return sendJson(reply, JSON.stringify({ data: offer }));
    },
  );

  const stockHandler = async (
    id: number | undefined,
    { family_id: familyId, subfamily_id: subfamilyId }: z.output<typeof stockFilter>,
    reply: FastifyReply,
  ) => {
    if (id !== undefined) {
      // A held or reserved unit is not in the public stock: it reads as not available.
      const [unit] = await listStock(db, brandId, { id }, await priceDay());
      if (!unit) throw notFound(messages.vehicleUnavailable, 'vehicle_unavailable');
      return sendJson(reply, JSON.stringify({ data: unit }));
    }
    return sendJson(
      reply,
      await cached(`stock:${brandId}:${familyId ?? ''}:${subfamilyId ?? ''}`, async () =>
        listStock(db, brandId, { familyId, subfamilyId }, await priceDay()),
      ),
    );
  };
  brandResource(app, `${prefix}${endpoints.stock}`, stockFilter, stockHandler);
  if (endpoints.stockItem !== endpoints.stock)
    brandResource(app, `${prefix}${endpoints.stockItem}`, stockFilter, stockHandler);

  const savingPlanPath = endpoints.savingPlan;
  if (savingPlanPath !== null) {
    brandResource(
      app,
      `${prefix}${savingPlanPath}`,
      familyFilter,
      async (id, { family_id: familyId }, reply) => {
        if (id === undefined) {
          return sendJson(
            reply,
            await cached(`plans:${brandId}:${familyId ?? ''}`, () =>
              listSavingPlans(db, brandId, { familyId }),
            ),
          );
        }
        const [plan] = await listSavingPlans(db, brandId, { id });
        if (!plan) throw notFound();
        return sendJson(reply, JSON.stringify({ data: plan }));
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
    const anyQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
    app.get(
      `${prefix}${apiPaths.stockSearch}`,
      { schema: { querystring: anyQuery } },
      async (request, reply) => {
        const url = request.raw.url ?? '';
        const start = url.indexOf('?');
        return sendJson(reply, await stock.answer(start === -1 ? '' : url.slice(start + 1)));
      },
    );
    app.get(
      `${prefix}${apiPaths.stockUnit}`,
      { schema: { params: z.object({ id: z.string() }) } },
      async (request, reply) => {
        const { id } = request.params;
        if (!/^\d{1,9}$/.test(id)) {
          throw notFound(messages.stockUnitNotFound, 'stock_unit_not_found');
        }
        const page = await stock.unitPage(Number(id));
        return sendJson(reply, JSON.stringify({ data: page }));
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
    app.get(`${prefix}${apiPaths.parameters}`, async (_request, reply) =>
      sendJson(
        reply,
        await cached('parameters', () => parameters(db, businessToday())),
        contentCache,
      ),
    );
    app.get(`${prefix}${apiPaths.serviceCategories}`, async (_request, reply) =>
      sendJson(
        reply,
        await cached('service-categories', () => serviceCategories(db, businessToday())),
        contentCache,
      ),
    );

    app.get(`${prefix}${apiPaths.usedBrands}`, async (_request, reply) =>
      sendJson(reply, await cached('used-brands', () => usedBrands(db)), contentCache),
    );
    const usedModelsQuery = z.object({ brand_id: idSchema });
    app.get(
      `${prefix}${apiPaths.usedModels}`,
      { schema: { querystring: usedModelsQuery } },
      async (request, reply) => {
        const brandId = request.query.brand_id;
        return sendJson(
          reply,
          await cached(`used-models:${brandId}`, () => usedModels(db, brandId)),
          contentCache,
        );
      },
    );
    const usedVehiclesQuery = usedModelsQuery.extend({ group: requiredQueryTextSchema() });
    app.get(
      `${prefix}${apiPaths.usedVehicles}`,
      { schema: { querystring: usedVehiclesQuery } },
      async (request, reply) => {
        const { brand_id: brandId, group: model } = request.query;
        return sendJson(
          reply,
          JSON.stringify({ data: await usedVersions(db, brandId, model) }),
          contentCache,
        );
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
    const promotionScope = (query: z.output<typeof promotionQuery>) => ({
      brandId: query.brand_id,
      family: query.family ?? '',
      chassis: query.chassis ?? '',
      today: businessToday(),
    });
    app.get(
      `${prefix}${apiPaths.promotionDiscover}`,
      // The flow asks it when a unit loads: the buyer holds a device before typing a code.
      { schema: { querystring: promotionQuery }, config: { countsGuesses: true } },
      async (request, reply) => {
        const promotion = await discoverPromotion(db, promotionScope(request.query));
        // "data is the available promotion": null when there is none (not an error).
        return sendJson(
          reply,
          JSON.stringify({ data: promotion ? promotionWire(promotion) : null }),
          'no-store',
        );
      },
    );
    const promotionCodeQuery = promotionQuery.extend({ code: queryTextSchema(64) });
    app.get(
      `${prefix}${apiPaths.promotion}`,
      { schema: { querystring: promotionCodeQuery }, config: { countsGuesses: true } },
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
        return sendJson(reply, JSON.stringify({ data: promotionWire(promotion) }), 'no-store');
      },
    );

    app.get(
      `${prefix}${apiPaths.paymentConfig}`,
      { schema: { querystring: z.object({ brand_id: vehicleBrandSchema }) } },
      async (request, reply) => {
        const brandId = request.query.brand_id;
        const config = await paymentConfig(db, brandId);
        if (!config) throw notFound(messages.noPaymentConfig, 'payment_unavailable');
        return sendJson(
          reply,
          JSON.stringify({
            data: {
              brand_id: brandId,
              provider: context.payments.provider,
              public_key: config.public_key,
              checkout_url: `${context.config.publicApiUrl}${config.checkout_path}`,
            },
          }),
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
    const creditsQuery = z.object({
      brand_id: vehicleBrandSchema,
      loan_amount: queryTextSchema(40),
      vehicle: queryTextSchema(),
    });
    app.get(
      `${prefix}${intranetPaths.credits}`,
      { schema: { querystring: creditsQuery } },
      async (request, reply) => {
        // spec 5: the loan amount is parsed as a number; non-numeric becomes 0.
        const loanAmount = Math.max(0, parseAmount(request.query.loan_amount ?? '0'));
        // `vehicle` may name a stock unit by its id; any other text names none.
        const vehicle = request.query.vehicle ?? '';
        const unitId = /^\d{1,9}$/.test(vehicle) ? Number(vehicle) : undefined;
        const plans = await creditOffers(context, request.query.brand_id, loanAmount, unitId);
        return sendJson(reply, JSON.stringify({ data: plans }), 'no-store');
      },
    );
    app.get(`${prefix}${intranetPaths.usdRate}`, async (_request, reply) =>
      sendJson(reply, JSON.stringify({ data: { value: await usdRateOf(context) } }), 'no-store'),
    );
  },
  { name: 'intranet-routes' },
);
