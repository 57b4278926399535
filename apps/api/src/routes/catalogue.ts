/**
 * Catalogue reads of spec 7.1: every per-brand path of the endpoint table (generated from
 * `brandEndpoints`, load-all and both load-one forms: `?id=` and `/{id}`), parameters,
 * service categories, the used-vehicle catalogue, promotions and the payment configuration.
 * Answers are `{ data }`; catalogue answers are cached in memory (see ResponseCache).
 */
import type { RouteGroupOptions } from './options';
import {
  apiPaths,
  brandEndpoints,
  businessToday,
  intranetPaths,
  isVehicleBrandId,
  messages,
  operationCurrency,
  operationCurrencyToPesos,
  parseAmount,
  vehicleBrandIds,
  type VehicleBrandId,
} from '@territorio/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  creditPlans,
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
import type { AttemptLimiter } from '../http/attempts';
import type { AppContext } from '../services/context';
import { usdRateOf, vehicleSnapshot } from '../services/operations';
import { DomainError, notFound } from '../domain/errors';
import { sendCachedJson } from '../http/jsonAnswer';
import { pathId, queryId, queryText, type Query } from '../http/query';

type Params = { id?: string };

/** Catalogue answers may be reused briefly by browsers and the service worker. */
const catalogueCache = 'public, max-age=0, must-revalidate';
/** Content that changes only with a new seed or an editor's change. */
const contentCache = 'public, max-age=300';

function sendJson(reply: FastifyReply, body: string | Buffer, cacheControl = catalogueCache) {
  return sendCachedJson(reply, body, cacheControl);
}

function query(request: FastifyRequest): Query {
  return request.query as Query;
}

/** The id of a load-one request: `/{id}` or `?id=`; undefined for load-all. */
function requestedId(request: FastifyRequest): number | undefined {
  const params = request.params as Params;
  if (params.id !== undefined) return pathId(params.id);
  return queryId(query(request), 'id');
}

function requiredBrand(request: FastifyRequest): VehicleBrandId {
  const brandId = queryId(query(request), 'brand_id');
  if (brandId === undefined || !isVehicleBrandId(brandId)) {
    throw new DomainError('invalid', 'invalid_request', messages.invalidRequest, {
      fields: { brand_id: messages.invalidRequest },
    });
  }
  return brandId;
}

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
  app: FastifyInstance,
  { db, cache, cached, priceDay }: ReturnType<typeof catalogueReads>,
  prefix: string,
  brandId: VehicleBrandId,
) {
  const endpoints = brandEndpoints[brandId];
  const resource = (
    path: string,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => {
    app.get(path, handler);
    app.get(`${path}/:id`, handler);
  };

  resource(`${prefix}${endpoints.family}`, async (request, reply) => {
    const id = requestedId(request);
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

  resource(`${prefix}${endpoints.subfamily}`, async (request, reply) => {
    const id = requestedId(request);
    const familyId = queryId(query(request), 'family_id');
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
  });

  resource(`${prefix}${endpoints.offer}`, async (request, reply) => {
    const id = requestedId(request);
    const familyId = queryId(query(request), 'family_id');
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
  });

  const stockHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = requestedId(request);
    if (id !== undefined) {
      // A held or reserved unit is not in the public stock: it reads as not available.
      const [unit] = await listStock(db, brandId, { id }, await priceDay());
      if (!unit) throw notFound(messages.vehicleUnavailable, 'vehicle_unavailable');
      return sendJson(reply, JSON.stringify({ data: unit }));
    }
    const familyId = queryId(query(request), 'family_id');
    const subfamilyId = queryId(query(request), 'subfamily_id');
    return sendJson(
      reply,
      await cached(`stock:${brandId}:${familyId ?? ''}:${subfamilyId ?? ''}`, async () =>
        listStock(db, brandId, { familyId, subfamilyId }, await priceDay()),
      ),
    );
  };
  resource(`${prefix}${endpoints.stock}`, stockHandler);
  if (endpoints.stockItem !== endpoints.stock)
    resource(`${prefix}${endpoints.stockItem}`, stockHandler);

  const savingPlanPath = endpoints.savingPlan;
  if (savingPlanPath !== null) {
    resource(`${prefix}${savingPlanPath}`, async (request, reply) => {
      const id = requestedId(request);
      const familyId = queryId(query(request), 'family_id');
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
    });
  }
}

/** The four brands' catalogues. */
export const brandCatalogueRoutes = fp<CatalogueRoutesOptions>(
  async (app, { context, prefix }) => {
    const reads = catalogueReads(context);
    for (const brandId of vehicleBrandIds) registerBrandResources(app, reads, prefix, brandId);
  },
  { name: 'brand-catalogue-routes' },
);

/** The site's content (parameters, service categories) and the used-vehicle catalogue. */
export const contentRoutes = fp<CatalogueRoutesOptions>(
  async (app, { context, prefix }) => {
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
    app.get(`${prefix}${apiPaths.usedModels}`, async (request, reply) => {
      const brandId = queryId(query(request), 'brand_id');
      if (brandId === undefined) {
        throw new DomainError('invalid', 'invalid_request', messages.invalidRequest, {
          fields: { brand_id: messages.invalidRequest },
        });
      }
      return sendJson(
        reply,
        await cached(`used-models:${brandId}`, () => usedModels(db, brandId)),
        contentCache,
      );
    });
    app.get(`${prefix}${apiPaths.usedVehicles}`, async (request, reply) => {
      const brandId = queryId(query(request), 'brand_id');
      const model = queryText(query(request), 'group');
      if (brandId === undefined || !model) {
        throw new DomainError('invalid', 'invalid_request', messages.invalidRequest, {
          fields:
            brandId === undefined
              ? { brand_id: messages.invalidRequest }
              : { group: messages.invalidRequest },
        });
      }
      return sendJson(
        reply,
        JSON.stringify({ data: await usedVersions(db, brandId, model) }),
        contentCache,
      );
    });
  },
  { name: 'content-routes' },
);

/** Promotions (discovery and lookup by code) and the brands' payment configuration. */
export const promotionRoutes = fp<CatalogueRoutesOptions & { promotionAttempts: AttemptLimiter }>(
  async (app, { context, prefix, promotionAttempts }) => {
    const { db } = catalogueReads(context);
    const promotionScope = (request: FastifyRequest) => ({
      brandId: requiredBrand(request),
      family: queryText(query(request), 'family') ?? '',
      chassis: queryText(query(request), 'chassis') ?? '',
      today: businessToday(),
    });
    app.get(`${prefix}${apiPaths.promotionDiscover}`, async (request, reply) => {
      const promotion = await discoverPromotion(db, promotionScope(request));
      // "data is the available promotion": null when there is none (not an error).
      return sendJson(
        reply,
        JSON.stringify({ data: promotion ? promotionWire(promotion) : null }),
        'no-store',
      );
    });
    app.get(`${prefix}${apiPaths.promotion}`, async (request, reply) => {
      const code = queryText(query(request), 'code', 64)?.trim();
      const scope = promotionScope(request);
      // An unlisted code is money off: wrong codes count against the client like wrong
      // operation codes, in the shared database counter.
      const promotion = code
        ? await promotionAttempts.lookup(request.ip, () => promotionForCode(db, code, scope))
        : undefined;
      if (!promotion) throw notFound(messages.promotionNotFound, 'promotion_not_found');
      return sendJson(reply, JSON.stringify({ data: promotionWire(promotion) }), 'no-store');
    });

    app.get(`${prefix}${apiPaths.paymentConfig}`, async (request, reply) => {
      const brandId = requiredBrand(request);
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
    });
  },
  { name: 'promotion-routes' },
);

/** The intranet web service's reads (spec 7.1): credits and the dollar rate. */
export const intranetRoutes = fp<CatalogueRoutesOptions>(
  async (app, { context, prefix }) => {
    const db = context.store.db;
    app.get(`${prefix}${intranetPaths.credits}`, async (request, reply) => {
      const brandId = requiredBrand(request);
      // spec 5: the loan amount is parsed as a number; non-numeric becomes 0.
      const loanAmount = Math.max(
        0,
        parseAmount(queryText(query(request), 'loan_amount', 40) ?? '0'),
      );
      // `vehicle` may be the stock unit: nobody finances more than its full price, in pesos
      // (a dollar unit's price converted at the current rate; none without a rate).
      const vehicle = queryText(query(request), 'vehicle') ?? '';
      if (/^\d{1,9}$/.test(vehicle)) {
        const unit = await db
          .selectFrom('stock_units')
          .selectAll()
          .where('id', '=', Number(vehicle))
          .where('brand_id', '=', brandId)
          .executeTakeFirst();
        const ceiling = unit
          ? operationCurrencyToPesos(
              vehicleSnapshot(unit, businessToday()).fullprice,
              operationCurrency(unit.currency),
              await usdRateOf(context),
            )
          : undefined;
        if (unit && (ceiling === null || loanAmount > (ceiling ?? 0))) {
          return sendJson(reply, '{"data":[]}', 'no-store');
        }
      }
      return sendJson(
        reply,
        JSON.stringify({ data: await creditPlans(db, brandId, loanAmount) }),
        'no-store',
      );
    });
    app.get(`${prefix}${intranetPaths.usdRate}`, async (_request, reply) =>
      sendJson(reply, JSON.stringify({ data: { value: await usdRateOf(context) } }), 'no-store'),
    );
  },
  { name: 'intranet-routes' },
);
