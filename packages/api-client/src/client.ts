/**
 * Every call of spec 7.1 and 7.2 as a typed function on ky. Paths come from
 * `endpoints.ts`, shapes from `schemas.ts`; every answer is parsed at this edge.
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import type * as z from 'zod/mini';
import { isVehicleBrandId } from './brands';
import type { BrandEndpoints } from './endpoints';
import { apiPaths, brandEndpoints, intranetPaths } from './endpoints';
import {
  ApiError,
  ContractError,
  StockUnitGoneError,
  UnknownBrandError,
  messageForStatus,
  stockUnitGoneCode,
} from './errors';
import type { LoadOneOptions, Query } from './load';
import {
  buildLoadAllUrl,
  buildLoadOneUrl,
  joinUrl,
  readItem,
  readList,
  readOptionalItem,
  withQuery,
} from './load';
import { messages } from './messages';
import type {
  ContactBody,
  CreditPlan,
  CvFields,
  Family,
  Offers,
  Operation,
  OperationInput,
  Parameters,
  PaymentConfig,
  PriceRequestBody,
  ProofOfWorkChallenge,
  Promotion,
  SavingPlan,
  ServiceCategory,
  StartNewBody,
  StockSearchResult,
  StockUnitPage,
  Visit,
  VisitBooked,
  VisitBookingBody,
  VisitMoveBody,
  VisitSlots,
  StockVehicle,
  Subfamily,
  UsedBrand,
  UsedModel,
  UsedVersion,
  ValuationBody,
  WithdrawalBody,
} from './schemas';
import {
  apiErrorSchema,
  creditPlanSchema,
  familySchema,
  offersSchema,
  operationSchema,
  parametersSchema,
  paymentConfigSchema,
  promotionSchema,
  proofOfWorkChallengeSchema,
  savingPlanSchema,
  serviceCategorySchema,
  stockSearchResultSchema,
  stockUnitGoneSchema,
  stockUnitPageSchema,
  visitBookedSchema,
  visitSchema,
  visitSlotsSchema,
  stockVehicleSchema,
  subfamilySchema,
  usdRateSchema,
  usedBrandSchema,
  usedModelSchema,
  usedVersionSchema,
  valuationResultSchema,
  withdrawalAnswerSchema,
} from './schemas';

export type ApiClientOptions = {
  /** Base URL of the main API host, e.g. 'http://localhost:8787'. */
  readonly apiBaseUrl: string;
  /** Base URL of the intranet web service (credits, USD rate; spec 7.1). */
  readonly intranetBaseUrl: string;
  /** Time limit of a read, in ms. Default 15 000. */
  readonly timeoutMs?: number;
  /** Time limit of a JSON write, in ms. Default 30 000. */
  readonly writeTimeoutMs?: number;
  /** Time limit of the CV upload, in ms. Default 60 000. */
  readonly uploadTimeoutMs?: number;
  /** Retries of a read after a network failure or a 408/429/5xx answer. Default 2. Writes never retry. */
  readonly readRetries?: number;
  /** A fetch implementation (tests, server-side rendering). Default: the global fetch. */
  readonly fetch?: typeof globalThis.fetch;
};

export const defaultTimeouts = { readMs: 15_000, writeMs: 30_000, uploadMs: 60_000 } as const;

export type CreditQuery = {
  readonly brand_id: number;
  /** The vehicle the credit is for (stock id or model, as the server expects). */
  readonly vehicle: string | number;
  readonly loan_amount: number;
};

export type PromotionQuery = {
  readonly family: string;
  readonly chassis: string;
  readonly brand_id: number;
};

export type PromotionCheckQuery = PromotionQuery & { readonly code: string };

export type UpdateOperationOptions = {
  /** Sent with fetch's keepalive, so it completes while the page hides or unloads. */
  readonly keepalive?: boolean;
};

export type PriceRequestOptions = {
  /** spec 7.2: runs after either outcome, before the returned promise settles. */
  readonly onDone?: () => void;
};

type Host = 'api' | 'intranet';

type CallOptions = {
  readonly method?: 'get' | 'post';
  readonly host?: Host;
  readonly json?: unknown;
  readonly body?: FormData;
  readonly timeout?: number;
  /** false when the response content is not read (spec 7.2 contact, price request, CV). */
  readonly read?: boolean;
  /** fetch's keepalive: the request outlives the page (a save sent as the page hides). */
  readonly keepalive?: boolean;
};

type CallResult = { readonly body: unknown; readonly status: number; readonly request: string };

function endpointsOf(brandId: number): BrandEndpoints {
  if (!isVehicleBrandId(brandId)) throw new UnknownBrandError(brandId);
  return brandEndpoints[brandId];
}

/** spec 7.1: the path of one stock unit: `?id=` for brands 1 and 2, `{stockItem}/{id}` for 4 and 6. */
export function stockUnitPath(brandId: number, id: number | string): string {
  const table = endpointsOf(brandId);
  return buildLoadOneUrl(table.stockItem, id, { query: table.stockUsesQuery });
}

/** Headers of every request of the client (the server's prefetch sends the same). */
export const requestHeaders = { accept: 'application/json' } as const;

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

/** The code of a 409 refusing an update based on an older version of the operation. */
export const staleOperationCode = 'stale_operation';

/**
 * An update refused because the operation changed since the copy it was based on (another
 * tab or device saved first). `current` is the operation as the server has it now, sent
 * with the refusal, so the caller can adopt it and apply its change again.
 */
export class StaleOperationError extends ApiError {
  readonly current: Operation;

  constructor(error: ApiError, current: Operation) {
    super({
      status: error.status,
      code: error.code,
      message: error.message,
      fields: error.fields,
      request: error.request,
    });
    this.current = current;
  }
}

export function isStaleOperationError(error: unknown): error is StaleOperationError {
  return error instanceof StaleOperationError;
}

async function errorFromResponse(response: Response, request: string): Promise<ApiError> {
  const text = await readText(response);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = apiErrorSchema.safeParse(parsed);
  if (result.success && response.status === 409 && result.data.error.code === staleOperationCode) {
    const error = new ApiError({
      status: response.status,
      code: result.data.error.code,
      message: result.data.error.message,
      fields: result.data.error.fields,
      request,
    });
    const current = operationSchema.safeParse((parsed as { data?: unknown }).data);
    return current.success ? new StaleOperationError(error, current.data) : error;
  }
  if (result.success && response.status === 410 && result.data.error.code === stockUnitGoneCode) {
    const error = new ApiError({
      status: response.status,
      code: result.data.error.code,
      message: result.data.error.message,
      request,
    });
    const gone = stockUnitGoneSchema.safeParse(parsed);
    return new StockUnitGoneError(error, gone.success ? gone.data.data.similar : []);
  }
  if (result.success) {
    return new ApiError({
      status: response.status,
      code: result.data.error.code,
      message: result.data.error.message,
      fields: result.data.error.fields,
      request,
    });
  }
  return new ApiError({
    status: response.status,
    code: 'http',
    message: messageForStatus(response.status),
    request,
  });
}

/** spec 7.2 CV fields, in the spec's order; optional ones travel as ''. */
export const cvFieldNames = [
  'name',
  'lastname',
  'telephone',
  'cellphone',
  'email',
  'studies',
  'position',
  'message',
  'zone',
] as const satisfies readonly (keyof CvFields)[];

/** spec 7.2: the CV multipart body, `data[name]` ... `data[zone]` and `file`. */
export function buildCvFormData(fields: CvFields, file: Blob | null, fileName?: string): FormData {
  const form = new FormData();
  for (const name of cvFieldNames) form.append(`data[${name}]`, fields[name] ?? '');
  if (file) {
    const name = fileName ?? (file instanceof File ? file.name : 'curriculum');
    form.append('file', file, name);
  }
  return form;
}

/** spec 7.1: dashes in the family become spaces for the promotion discover call. */
export function familyForDiscover(family: string): string {
  return family.replace(/-/g, ' ');
}

/** A visit's path of the public API, its code in place. */
function visitPath(name: 'visit' | 'visitMove' | 'visitCancel' | 'visitCalendar', code: string) {
  return apiPaths[name].replace(':code', encodeURIComponent(code));
}

/**
 * The HTTP under every request: ky with the timeouts, retries (reads only) and credentials
 * of each host, and answers read as JSON; a failure is an ApiError or a ContractError.
 */
function createCall(options: ApiClientOptions) {
  const readTimeout = options.timeoutMs ?? defaultTimeouts.readMs;
  const writeTimeout = options.writeTimeoutMs ?? defaultTimeouts.writeMs;
  const bases: Record<Host, string> = {
    api: options.apiBaseUrl,
    intranet: options.intranetBaseUrl,
  };
  const http = ky.create({
    headers: requestHeaders,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function call(path: string, callOptions: CallOptions = {}): Promise<CallResult> {
    const method = callOptions.method ?? 'get';
    const host = callOptions.host ?? 'api';
    const url = joinUrl(bases[host], path);
    const request = `${method.toUpperCase()} ${url}`;
    let response: Response;
    try {
      response = await http(url, {
        method,
        timeout: callOptions.timeout ?? (method === 'get' ? readTimeout : writeTimeout),
        // Writes are never repeated: a retried POST could start two operations or send two forms.
        retry: method === 'get' ? { limit: options.readRetries ?? 2, methods: ['get'] } : 0,
        ...(callOptions.json !== undefined ? { json: callOptions.json } : {}),
        ...(callOptions.body !== undefined ? { body: callOptions.body } : {}),
        ...(callOptions.keepalive ? { keepalive: true } : {}),
        // The main API's device cookie goes with every call from a page (the API allows it
        // for the apps' origins): its guessing limits count per device. The intranet service
        // reads no cookie.
        credentials: host === 'api' ? 'include' : 'same-origin',
      });
    } catch (error) {
      if (error instanceof HTTPError) throw await errorFromResponse(error.response, request);
      const isTimeout = error instanceof TimeoutError;
      throw new ApiError({
        status: 0,
        code: isTimeout ? 'timeout' : 'network',
        message: messages.serverError,
        request,
        cause: error,
      });
    }
    if (callOptions.read === false) {
      await response.body?.cancel().catch(() => undefined);
      return { body: undefined, status: response.status, request };
    }
    const text = await readText(response);
    if (text === '') return { body: undefined, status: response.status, request };
    try {
      return { body: JSON.parse(text) as unknown, status: response.status, request };
    } catch {
      throw new ContractError({ path: 'body', request, issues: [], detail: 'not JSON' });
    }
  }

  return call;
}

/** The request shapes of spec 7.1 and 7.2 on one `call`, each answer checked by its schema. */
function createTransport(options: ApiClientOptions) {
  const call = createCall(options);

  /** spec 7.1 load-all on any path: always a list. */
  async function loadAll<Schema extends z.core.$ZodType>(
    path: string,
    schema: Schema,
    query?: Query,
    host: Host = 'api',
  ): Promise<z.output<Schema>[]> {
    const result = await call(buildLoadAllUrl(path, query), { host });
    return readList(result.body, schema, result);
  }

  /** spec 7.1 load-one on any path: one item; empty data is a failure. */
  async function loadOne<Schema extends z.core.$ZodType>(
    path: string,
    schema: Schema,
    id: string | number,
    loadOptions: LoadOneOptions = {},
  ): Promise<z.output<Schema>> {
    const result = await call(buildLoadOneUrl(path, id, loadOptions));
    return readItem(result.body, schema, result);
  }

  /** A single object that is not addressed by id (parameters, offers). */
  async function loadObject<Schema extends z.core.$ZodType>(
    path: string,
    schema: Schema,
    query?: Query,
  ): Promise<z.output<Schema>> {
    const result = await call(buildLoadAllUrl(path, query));
    return readItem(result.body, schema, result);
  }

  /** One object at a path that already carries its query. */
  async function loadItemAt<Schema extends z.core.$ZodType>(
    path: string,
    schema: Schema,
  ): Promise<z.output<Schema>> {
    const result = await call(path);
    return readItem(result.body, schema, result);
  }

  async function post<Schema extends z.core.$ZodType>(
    path: string,
    json: unknown,
    schema: Schema,
    postOptions: Pick<CallOptions, 'keepalive'> = {},
  ): Promise<z.output<Schema>> {
    const result = await call(path, { method: 'post', json, ...postOptions });
    return readItem(result.body, schema, result);
  }

  async function postWithoutReading(path: string, json: unknown): Promise<void> {
    await call(path, { method: 'post', json, read: false });
  }

  return { call, loadAll, loadOne, loadObject, loadItemAt, post, postWithoutReading };
}

type Transport = ReturnType<typeof createTransport>;

/** spec 7.1: the catalogue, its stock, plans, parameters and service categories. */
function catalogueRequests({ call, loadAll, loadOne, loadObject, loadItemAt }: Transport) {
  return {
    // ------------------------------------------------------------ catalogue (spec 7.1)
    findFamilies(brandId: number, query?: Query): Promise<Family[]> {
      return Promise.resolve().then(() =>
        loadAll(endpointsOf(brandId).family, familySchema, query),
      );
    },
    findFamily(
      brandId: number,
      id: number | string,
      loadOptions?: LoadOneOptions,
    ): Promise<Family> {
      return Promise.resolve().then(() =>
        loadOne(endpointsOf(brandId).family, familySchema, id, loadOptions),
      );
    },
    /** spec 7.1: subfamily query by family_id. */
    findSubfamilies(brandId: number, query?: Query): Promise<Subfamily[]> {
      return Promise.resolve().then(() =>
        loadAll(endpointsOf(brandId).subfamily, subfamilySchema, query),
      );
    },
    /** spec 3: the brand's offers, best and grouped. */
    findOffers(brandId: number, query?: Query): Promise<Offers> {
      return Promise.resolve().then(() =>
        loadObject(endpointsOf(brandId).offer, offersSchema, query),
      );
    },
    /** spec 7.1: stock query by family_id and subfamily_id. */
    findStock(brandId: number, query?: Query): Promise<StockVehicle[]> {
      return Promise.resolve().then(() =>
        loadAll(endpointsOf(brandId).stock, stockVehicleSchema, query),
      );
    },
    /** spec 7.1: one unit; `?id=` for brands 1 and 2, `{stockItem}/{id}` for 4 and 6. */
    findStockUnit(brandId: number, id: number | string): Promise<StockVehicle> {
      return Promise.resolve().then(async () => {
        const result = await call(stockUnitPath(brandId, id));
        return readItem(result.body, stockVehicleSchema, result);
      });
    },
    /**
     * The stock search of every brand and site; `search` is the page's address parameters
     * (stock-search.ts), passed as they are: the server says what it applied and ignored.
     */
    searchStock(search: URLSearchParams | string): Promise<StockSearchResult> {
      const query = String(search).replace(/^\?/, '');
      const path = query ? `${apiPaths.stockSearch}?${query}` : apiPaths.stockSearch;
      return Promise.resolve().then(() => loadItemAt(path, stockSearchResultSchema));
    },
    /** A unit's page; a reserved or sold unit rejects with `StockUnitGoneError` (410). */
    findStockUnitPage(id: number | string): Promise<StockUnitPage> {
      return Promise.resolve().then(() =>
        loadItemAt(
          apiPaths.stockUnit.replace(':id', encodeURIComponent(String(id))),
          stockUnitPageSchema,
        ),
      );
    },
    /** BAIC sells no savings plan: an empty list, without a request. */
    findSavingPlans(brandId: number, query?: Query): Promise<SavingPlan[]> {
      return Promise.resolve().then(() => {
        const path = endpointsOf(brandId).savingPlan;
        return path === null ? [] : loadAll(path, savingPlanSchema, query);
      });
    },
    findParameters(): Promise<Parameters> {
      return loadObject(apiPaths.parameters, parametersSchema);
    },
    findServiceCategories(query?: Query): Promise<ServiceCategory[]> {
      return loadAll(apiPaths.serviceCategories, serviceCategorySchema, query);
    },
  };
}

/** spec 7.1 and 7.2: what the reservation flow asks: credits and the dollar rate (intranet), used vehicles, promotions, and the operation itself. */
function dealershipRequests({ call, loadAll, post }: Transport) {
  return {
    // ------------------------------------------------------------ intranet (spec 7.1)
    /** spec 7.1: credit plans on the intranet host, by brand_id, vehicle and loan_amount. */
    findCredits(query: CreditQuery): Promise<CreditPlan[]> {
      return Promise.resolve().then(() => {
        endpointsOf(query.brand_id);
        return loadAll(intranetPaths.credits, creditPlanSchema, query, 'intranet');
      });
    },
    /** spec 7.1 and 8: the dollar rate from the intranet host; 0 on any failure. */
    async findUsdRate(): Promise<number> {
      try {
        const result = await call(intranetPaths.usdRate, { host: 'intranet' });
        const body =
          typeof result.body === 'object' && result.body !== null && !('data' in result.body)
            ? { data: result.body }
            : result.body;
        const rate = readItem(body, usdRateSchema, result).value;
        return rate > 0 ? rate : 0;
      } catch {
        return 0;
      }
    },

    // ------------------------------------------------------------ used vehicles (spec 7.1)
    findUsedBrands(): Promise<UsedBrand[]> {
      return loadAll(apiPaths.usedBrands, usedBrandSchema);
    },
    /** `brandId` is the used-vehicle catalogue's brand id (from findUsedBrands). */
    findUsedModels(brandId: number): Promise<UsedModel[]> {
      return loadAll(apiPaths.usedModels, usedModelSchema, { brand_id: brandId });
    },
    findUsedVersions(brandId: number, model: string): Promise<UsedVersion[]> {
      return loadAll(apiPaths.usedVehicles, usedVersionSchema, { brand_id: brandId, group: model });
    },

    // ------------------------------------------------------------ promotions (spec 7.1)
    /** spec 7.1: the available promotion for a unit, or null when there is none. */
    async discoverPromotion(query: PromotionQuery): Promise<Promotion | null> {
      const result = await call(
        withQuery(apiPaths.promotionDiscover, {
          family: familyForDiscover(query.family),
          chassis: query.chassis,
          brand_id: query.brand_id,
        }),
      );
      return readOptionalItem(result.body, promotionSchema, result);
    },
    /** spec 7.1: the promotion of a code; a failure (unknown code) rejects. */
    async checkPromotion(query: PromotionCheckQuery): Promise<Promotion> {
      const result = await call(
        withQuery(apiPaths.promotion, {
          code: query.code,
          family: query.family,
          chassis: query.chassis,
          brand_id: query.brand_id,
        }),
      );
      return readItem(result.body, promotionSchema, result);
    },

    // ------------------------------------------------------------ dealership (spec 7.2)
    /** spec 7.2: a new operation for a stock unit. */
    startOperation(body: StartNewBody): Promise<Operation> {
      return post(apiPaths.dealershipStart, body, operationSchema);
    },
    /** spec 7.2: "only code when resuming". */
    resumeOperation(code: string): Promise<Operation> {
      return post(apiPaths.dealershipStart, { code }, operationSchema);
    },
    /**
     * spec 7.2: the body is the whole operation, with the `version` it was based on. A
     * stale version is refused with a StaleOperationError carrying the current operation.
     * `keepalive` lets the save finish after the page is hidden or closed.
     */
    updateOperation(
      operation: OperationInput,
      updateOptions: UpdateOperationOptions = {},
    ): Promise<Operation> {
      return post(apiPaths.dealershipUpdate, operation, operationSchema, {
        keepalive: updateOptions.keepalive === true,
      });
    },
    /** spec 7.2: the valuation amount of a used vehicle. */
    requestValuation(body: ValuationBody): Promise<number> {
      return post(apiPaths.dealershipValuation, body, valuationResultSchema);
    },
    /** DECISIONS: the brand's payment configuration, or null when it has none. */
    async findPaymentConfig(brandId: number): Promise<PaymentConfig | null> {
      endpointsOf(brandId);
      try {
        const result = await call(withQuery(apiPaths.paymentConfig, { brand_id: brandId }));
        return readOptionalItem(result.body, paymentConfigSchema, result);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** DECISIONS: refund promise, cancel within 48 hours by code. */
    cancelOperation(code: string): Promise<Operation> {
      return post(apiPaths.dealershipCancel, { code }, operationSchema);
    },
  };
}

/** spec 7.2: the forms a visitor sends (a CV upload has its own timeout), and visits (visits.ts). */
function formRequests(
  { call, loadItemAt, post, postWithoutReading }: Transport,
  uploadTimeout: number,
) {
  return {
    // ------------------------------------------------------------ forms (spec 7.2)
    /** spec 7.2: the response content is not read; any failure rejects. */
    sendContact(body: ContactBody): Promise<void> {
      return postWithoutReading(apiPaths.contact, body);
    },
    /** spec 7.2: `onDone` runs after either outcome; the promise still rejects on failure. */
    async sendPriceRequest(body: PriceRequestBody, requestOptions: PriceRequestOptions = {}) {
      try {
        await postWithoutReading(apiPaths.priceRequest, body);
      } finally {
        requestOptions.onDone?.();
      }
    },
    /** spec 7.2: multipart with data[...] fields and `file`; without a file the server answers messages.cvMissing. */
    async sendCv(fields: CvFields, file: Blob | null, fileName?: string): Promise<void> {
      await call(apiPaths.cv, {
        method: 'post',
        body: buildCvFormData(fields, file, fileName),
        timeout: uploadTimeout,
        read: false,
      });
    },
    /** DECISIONS: 'Botón de arrepentimiento': resolves to the request's case code ('ARR-…'). */
    async sendWithdrawal(body: WithdrawalBody): Promise<string> {
      const answer = await post(apiPaths.withdrawal, body, withdrawalAnswerSchema);
      return answer.reference;
    },

    // ------------------------------------------------------------ visits (visits.ts)
    /** The booking window's dates at a site (slug), with each slot's free places. */
    findVisitSlots(site: string): Promise<VisitSlots> {
      return Promise.resolve().then(() =>
        loadItemAt(`${apiPaths.visitSlots}?site=${encodeURIComponent(site)}`, visitSlotsSchema),
      );
    },
    /** A proof-of-work challenge for a booking or a move (never a cached one). */
    findVisitChallenge(): Promise<ProofOfWorkChallenge> {
      return Promise.resolve().then(() =>
        loadItemAt(apiPaths.visitChallenge, proofOfWorkChallengeSchema),
      );
    },
    /** Books a visit; field problems (a slot taken meanwhile too) reject with their fields. */
    bookVisit(body: VisitBookingBody): Promise<VisitBooked> {
      return post(apiPaths.visits, body, visitBookedSchema);
    },
    /** A visit, for the bearer of its manage secret; 404 for any other code or secret. */
    findVisit(code: string, token: string): Promise<Visit> {
      return Promise.resolve().then(() =>
        loadItemAt(`${visitPath('visit', code)}?token=${encodeURIComponent(token)}`, visitSchema),
      );
    },
    moveVisit(code: string, body: VisitMoveBody): Promise<Visit> {
      return post(visitPath('visitMove', code), body, visitSchema);
    },
    cancelVisit(code: string, token: string): Promise<Visit> {
      return post(visitPath('visitCancel', code), { token }, visitSchema);
    },
  };
}

export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  const { loadAll, loadOne } = transport;
  return {
    loadAll,
    loadOne,
    ...catalogueRequests(transport),
    ...dealershipRequests(transport),
    ...formRequests(transport, options.uploadTimeoutMs ?? defaultTimeouts.uploadMs),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
