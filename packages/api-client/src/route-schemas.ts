/**
 * The contract as the API's routes declare it: the path and query parameters of every
 * public route, and every JSON answer in its `{ data }` envelope, as the server sends it
 * (the "wire" shape, before any transform a client applies when it parses). The API hands
 * these to its zod type provider, which validates requests, serialises answers through
 * them and publishes them as its OpenAPI document. Bodies are the forms' schemas
 * (schemas.ts), shared with the apps that fill them.
 *
 * Server-facing: no app imports this entry, so no browser bundle carries it.
 */
import * as z from 'zod/mini';
import { isVehicleBrandId, type VehicleBrandId } from './brands';
import { cvFileTypes } from './constants';
import { messages } from './messages';
import {
  creditPlanSchema,
  familyWireSchema,
  maxRowId,
  offerSchema,
  offersSchema,
  operationSchema,
  parametersSchema,
  paymentConfigSchema,
  promotionSchema,
  proofOfWorkChallengeSchema,
  savingPlanSchema,
  serviceCategorySchema,
  stockSearchResultSchema,
  stockUnitPageSchema,
  stockVehicleWireSchema,
  subfamilySchema,
  usdRateSchema,
  usedBrandSchema,
  usedModelSchema,
  usedVehicleSchema,
  usedVersionSchema,
  visitBookedSchema,
  visitSchema,
  visitSlotsSchema,
  withdrawalAnswerSchema,
} from './schemas';
import {
  agendaSchema,
  applicationSummarySchema,
  auditEntrySchema,
  leadDetailSchema,
  leadSummarySchema,
  listSchema,
  reservationDetailSchema,
  reservationSummarySchema,
  staffDirectoryEntrySchema,
  staffParametersSchema,
  staffPromotionSchema,
  staffSessionSchema,
  staffPhotoListSchema,
  staffPhotoSchema,
  staffStockUnitSchema,
  staffVisitSchema,
  stockImportReportSchema,
  stockVersionSchema,
  visitBulkCancelledSchema,
  visitClosedDayAddedSchema,
  visitSettingsSchema,
  withdrawalStatusSchema,
} from './staff';
import { stockSearchParams } from './stock-routes';
import { visitMessages, visitSiteBySlug } from './visits';

/** Where the API publishes this contract as an OpenAPI 3.1 document (JSON). */
export const openApiPath = '/api/openapi.json';

/** Every JSON answer: `{ data }`. */
export function dataAnswer<T extends z.core.$ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** A body that is not JSON, in one media type: text, or a file's bytes. */
const fileBody = (mediaType: string) =>
  z
    .custom<string | Uint8Array>(
      (value) => typeof value === 'string' || value instanceof Uint8Array,
    )
    .register(z.globalRegistry, { contentMediaType: mediaType });

/** An answer that is not JSON, in one of `mediaTypes`. */
export function fileAnswer(mediaTypes: readonly string[]) {
  return {
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBody(type) }])),
  };
}

// ---------------------------------------------------------------- parameters
// A bad query or path parameter is a 400 naming that parameter with
// `messages.invalidRequest` (every check carries that message, so the Spanish field words of
// forms never apply to addresses).

const invalid = { error: messages.invalidRequest };

function isId(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) <= maxRowId;
}

/** A query parameter given once, or absent; twice (an array) or too long is a 400. */
const queryText = (maxLength = 200) =>
  z.optional(z.string(invalid).check(z.maxLength(maxLength, invalid)));

/** A query parameter that must be given, not blank. */
const requiredQueryText = (maxLength = 200) =>
  z.string(invalid).check(z.minLength(1, invalid), z.maxLength(maxLength, invalid));

/** A non-negative integer query parameter ('' counts as absent). */
const queryId = z.optional(
  z.pipe(
    z.string(invalid).check(z.refine((value) => value === '' || isId(value), invalid)),
    z.transform((value) => (value === '' ? undefined : Number(value))),
  ),
);

/** A row id that must be given: a path parameter, or a required query parameter. */
const rowId = z.pipe(z.string(invalid).check(z.refine(isId, invalid)), z.transform(Number));

/** A vehicle brand's id (query `brand_id`) that must be given. */
const vehicleBrand = z.pipe(
  z
    .string(invalid)
    .check(z.refine((value) => isId(value) && isVehicleBrandId(Number(value)), invalid)),
  z.transform((value) => Number(value) as VehicleBrandId),
);

/** A row named by its id in the path. */
export const idParamsSchema = z.object({ id: rowId });

/** The filters a brand resource's list takes, each a row id ('' or absent: none). */
const familyFilter = z.object({ family_id: queryId });
export const brandResourceFilters = {
  none: z.object({}),
  family: familyFilter,
  stock: z.extend(familyFilter, { subfamily_id: queryId }),
};
export type BrandResourceFilter = (typeof brandResourceFilters)[keyof typeof brandResourceFilters];

/** A brand resource's load-all address, which also loads one with `?id=`. */
export function brandResourceQuery<Filter extends BrandResourceFilter>(filter: Filter) {
  return z.extend(filter, { id: queryId });
}

/** A query parameter given once or more. */
const repeatableText = z.union([z.string(), z.array(z.string())]);

/**
 * The stock search reads the raw query string itself (`parseStockSearch`): its parameters
 * are named here for the document, any other is accepted too, and what the search does not
 * understand is listed in the answer, never a 400.
 */
export const stockSearchQuerySchema = z.catchall(
  z.object(
    Object.fromEntries(
      Object.values(stockSearchParams).map((name) => [name, z.optional(repeatableText)]),
    ),
  ),
  repeatableText,
);
/** Any text: an id that is not a number is no unit (404), like an unknown one. */
export const stockUnitParamsSchema = z.object({ id: z.string() });

export const usedModelsQuerySchema = z.object({ brand_id: rowId });
export const usedVehiclesQuerySchema = z.extend(usedModelsQuerySchema, {
  group: requiredQueryText(),
});

/** Promotions are looked up for one vehicle (discovery and by code). */
export const promotionQuerySchema = z.object({
  brand_id: vehicleBrand,
  family: queryText(),
  chassis: queryText(),
});
export const promotionCodeQuerySchema = z.extend(promotionQuerySchema, { code: queryText(64) });
export const paymentConfigQuerySchema = z.object({ brand_id: vehicleBrand });

/** The intranet's credits: `loan_amount` is read as a number, `vehicle` may name a unit. */
export const creditsQuerySchema = z.object({
  brand_id: vehicleBrand,
  loan_amount: queryText(40),
  vehicle: queryText(),
});

export const visitSlotsQuerySchema = z.object({
  site: z.string({ error: visitMessages.siteRequired }).check(
    z.refine((slug) => visitSiteBySlug(slug) !== undefined, {
      error: visitMessages.siteRequired,
    }),
  ),
});
export const visitCodeParamsSchema = z.object({ code: z.string().check(z.maxLength(40)) });
/** A missing or malformed secret is answered as a wrong one: 404. */
export const visitTokenQuerySchema = z.object({
  token: z.optional(z.union([z.string(), z.array(z.string())])),
});

/** The payment page's address names the operation by its payment reference (`code`: older links). */
export const paymentPageQuerySchema = z.object({
  reference: queryText(64),
  code: queryText(64),
});

/**
 * What every post of the payment page is read for first, before its schema: the
 * operation's reference (`code`: older clients). A value that is not text reads as absent,
 * so it finds no operation (404), as an unknown reference does.
 */
export const paymentPostedReferenceSchema = z.catch(
  z.looseObject({
    reference: z.catch(z.optional(z.string()), undefined),
    code: z.catch(z.optional(z.string()), undefined),
  }),
  {},
);

/** The sandbox's card form (HTML or JSON): its fields are the card rules' to judge. */
export const cardPostSchema = z.looseObject({});

/** Mercado Pago's card token, as its card form posts it. */
export const cardTokenPostSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  payment_method_id: z.string().check(z.minLength(1), z.maxLength(50)),
  installments: z.coerce.number().check(z.int(), z.gte(1), z.lte(3)),
});

/** The sandbox's stand-in for the provider's notification of a pending payment. */
export const sandboxResolveBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(64)),
  status: z.enum(['approved', 'rejected']),
});

/** Mercado Pago names the notification in the address (`type`, `data.id`)... */
export const paymentNotificationQuerySchema = z.object({
  'data.id': queryText(64),
  type: queryText(40),
});

/**
 * ...and in the body. The body is read leniently: what is not of the expected type reads
 * as absent, and the signature (over `data.id`) decides whether anything is applied.
 */
export const paymentNotificationBodySchema = z.catch(
  z.object({
    type: z.catch(z.optional(z.string()), undefined),
    data: z.catch(
      z.optional(
        z.object({ id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined) }),
      ),
      undefined,
    ),
  }),
  {},
);

// ---------------------------------------------------------------- answers

/**
 * A brand resource's answers: its load-all address answers the list, or one item with
 * `?id=`; `path/:id` answers one item.
 */
function resourceAnswers<All extends z.core.$ZodType, One extends z.core.$ZodType>(
  all: All,
  one: One,
) {
  return {
    all: dataAnswer(all),
    one: dataAnswer(one),
    either: z.union([dataAnswer(all), dataAnswer(one)]),
  };
}

export const brandResourceAnswers = {
  family: resourceAnswers(z.array(familyWireSchema), familyWireSchema),
  subfamily: resourceAnswers(z.array(subfamilySchema), subfamilySchema),
  offer: resourceAnswers(offersSchema, offerSchema),
  stock: resourceAnswers(z.array(stockVehicleWireSchema), stockVehicleWireSchema),
  savingPlan: resourceAnswers(z.array(savingPlanSchema), savingPlanSchema),
};

export const stockSearchAnswer = dataAnswer(stockSearchResultSchema);
export const stockUnitAnswer = dataAnswer(stockUnitPageSchema);
export const parametersAnswer = dataAnswer(parametersSchema);
export const serviceCategoriesAnswer = dataAnswer(z.array(serviceCategorySchema));
export const usedBrandsAnswer = dataAnswer(z.array(usedBrandSchema));
export const usedModelsAnswer = dataAnswer(z.array(usedModelSchema));
export const usedVersionsAnswer = dataAnswer(z.array(usedVersionSchema));
/** "data is the available promotion": null when there is none (not an error). */
export const promotionDiscoverAnswer = dataAnswer(z.nullable(promotionSchema));
export const promotionAnswer = dataAnswer(promotionSchema);
export const paymentConfigAnswer = dataAnswer(paymentConfigSchema);
export const creditsAnswer = dataAnswer(z.array(creditPlanSchema));
export const usdRateAnswer = dataAnswer(usdRateSchema);

const rowIdWire = z.number().check(z.int(), z.nonnegative());
/** A stored form: its row id, and the message the form shows when it says so. */
export const formStoredAnswer = dataAnswer(z.object({ id: rowIdWire, message: z.string() }));
export const priceRequestStoredAnswer = dataAnswer(z.object({ id: rowIdWire }));
/** The case code, and where the request stands (the form shows the code only). */
export const withdrawalAnswer = dataAnswer(
  z.extend(withdrawalAnswerSchema, {
    withdrawal_status: z.nullable(withdrawalStatusSchema),
    withdrawal_paid_at: z.nullable(z.string()),
    withdrawal_deadline: z.nullable(z.string()),
    withdrawal_reason: z.nullable(z.string()),
  }),
);

export const proofOfWorkChallengeAnswer = dataAnswer(proofOfWorkChallengeSchema);
export const visitSlotsAnswer = dataAnswer(visitSlotsSchema);
export const visitBookedAnswer = dataAnswer(visitBookedSchema);
export const visitAnswer = dataAnswer(visitSchema);
export const visitCalendarAnswer = fileAnswer(['text/calendar']);

/** The Meta catalogue feed (services/meta-feed.ts of the API). */
export const metaFeedAnswer = fileAnswer(['application/xml']);

/** An operation as a code's bearer sees it (no identity). */
export const operationAnswer = dataAnswer(operationSchema);
export const valuationAnswer = dataAnswer(usedVehicleSchema);

/** The payment page: HTML for the frame; a JSON client's post gets the outcome. */
export const paymentPageAnswer = fileAnswer(['text/html']);
export const paymentPostAnswer = {
  content: {
    'application/json': {
      schema: dataAnswer(
        z.object({
          status: z.string(),
          status_detail: z.string(),
          code: z.string(),
          operation: operationSchema,
        }),
      ),
    },
    'text/html': { schema: fileBody('text/html') },
  },
};
export const notificationReceivedAnswer = dataAnswer(z.object({ received: z.boolean() }));

// ---------------------------------------------------------------- staff console
// The staff routes' bodies and queries are the console's own schemas (staff.ts), and so
// are the values of their answers.

/** A code in the path (a promotion's, an operation's or a visit's), as typed. */
export const codeParamsSchema = z.object({ code: z.string() });
/** An operation's code and which of its used vehicles (0, 1, 2), as the path gives them. */
export const tradeInParamsSchema = z.object({
  code: z.string(),
  index: z.pipe(z.string(invalid).check(z.regex(/^\d$/, invalid)), z.transform(Number)),
});
/** A unit's photo: the unit's id and the photo's. */
export const photoParamsSchema = z.object({ id: rowId, photo: rowId });
export const closedDayParamsSchema = z.object({
  site: z.string().check(z.maxLength(64)),
  date: z.string().check(z.maxLength(10)),
});

/** Every answer of the staff console's API, by what it answers. */
export const staffAnswers = {
  session: dataAnswer(staffSessionSchema),
  signedOut: dataAnswer(z.object({ message: z.string() })),
  members: dataAnswer(z.array(staffDirectoryEntrySchema)),
  leads: dataAnswer(listSchema(leadSummarySchema)),
  lead: dataAnswer(leadDetailSchema),
  reservations: dataAnswer(listSchema(reservationSummarySchema)),
  reservation: dataAnswer(reservationDetailSchema),
  applications: dataAnswer(listSchema(applicationSummarySchema)),
  /** A job application's CV, as it was uploaded (PDF or Word). */
  cv: fileAnswer(cvFileTypes.map((type) => type.mime)),
  stock: dataAnswer(listSchema(staffStockUnitSchema)),
  stockUnit: dataAnswer(staffStockUnitSchema),
  stockVersions: dataAnswer(z.array(stockVersionSchema)),
  stockImport: dataAnswer(stockImportReportSchema),
  stockPhotos: dataAnswer(staffPhotoListSchema),
  stockPhoto: dataAnswer(staffPhotoSchema),
  promotions: dataAnswer(z.array(staffPromotionSchema)),
  promotion: dataAnswer(staffPromotionSchema),
  parameters: dataAnswer(staffParametersSchema),
  audit: dataAnswer(listSchema(auditEntrySchema)),
  agenda: dataAnswer(agendaSchema),
  visit: dataAnswer(staffVisitSchema),
  visitsCancelled: dataAnswer(visitBulkCancelledSchema),
  visitSettings: dataAnswer(visitSettingsSchema),
  closedDayAdded: dataAnswer(visitClosedDayAddedSchema),
};
