/**
 * `@territorio/api-client/staff`: the contract of the staff console (apps/staff) with the
 * API's staff routes: paths, roles and what each may do, request bodies, answers and the
 * console's messages. The API enforces every rule here; the console uses the same
 * functions only to decide what to show.
 *
 * Every answer is `{ data: ... }` like the public API; errors are the public API's error
 * body (`{ error: { code, message, fields? } }`) with Spanish, field-named messages.
 * Authentication is a server-side session in an HttpOnly, SameSite=Strict cookie; every
 * state change also carries the session's CSRF token in the `x-csrf-token` header.
 */
import { z } from 'zod';
// The console is not on the public site's byte budget: the classic API reads better here.
import { brandIdSchema, operationSchema, visitVehicleSchema } from './schemas';
import {
  inspectionItems,
  inspectionResults,
  normalizePlate,
  normalizeVin,
  platePattern,
  staffSettableStatuses,
  type StaffSettableStatus,
  unitConditions,
  unitStatusLabels,
  unitStatuses,
  vinProblem,
} from './rules/stock-unit';
import { siteBySlug } from './stock-search';
import { photoAltMaxLength, photoMessages, photoViews } from './photos';
import {
  isLocalDate,
  visitRules,
  visitSiteBySlug,
  visitStatuses,
  type VisitStatus,
} from './visits';

export * from './stock-import';

/** Where the API serves the staff routes; the console's server forwards this prefix. */
export const staffBasePath = '/staff/api';

/** The session cookie's name (HttpOnly: the console's scripts never read it). */
export const staffSessionCookie = 'territorio_staff';

/** The header that carries the session's CSRF token on every POST, PATCH, PUT and DELETE. */
export const staffCsrfHeader = 'x-csrf-token';

/** Paths below `staffBasePath`; `:id` and `:code` are path parameters. */
export const staffPaths = {
  /** POST sign in, GET the current session, DELETE sign out. */
  session: '/session',
  /**
   * GET the staff members a lead may be assigned to (`staffDirectoryEntrySchema`): in
   * full for admins; for sales, the names of their brands' salespeople only.
   */
  members: '/members',
  /** GET the inbox (query: `leadListQuerySchema`). */
  leads: '/leads',
  /** GET one lead, PATCH its status or assignment (`leadUpdateSchema`). */
  lead: '/leads/:id',
  /** POST a note (`leadNoteSchema`). */
  leadNotes: '/leads/:id/notes',
  /**
   * POST (`withdrawalRefundSchema`; admin, sales of the lead's brand): refunds the deposit
   * of a `refundable` withdrawal request in full through the payment state machine; the
   * lead becomes `refunded`, the buyer is emailed with the case code. Anything else: 409.
   */
  leadWithdrawalRefund: '/leads/:id/withdrawal-refund',
  /** GET every operation (query: `reservationListQuerySchema`). */
  reservations: '/reservations',
  /** GET one operation with its payments, emails and staff actions. */
  reservation: '/reservations/:code',
  /**
   * POST (`reservationCancelSchema`): cancels the operation through the buyer's payment
   * state machine; a live payment within the 48-hour window is refunded in full.
   */
  reservationCancel: '/reservations/:code/cancel',
  /** POST: queues the resume-later email to the buyer again. */
  reservationResendResume: '/reservations/:code/resend-resume',
  /** GET job applications (hr, admin). */
  applications: '/applications',
  /** GET the CV as an attachment (hr, admin); never rendered inline. */
  applicationCv: '/applications/:id/cv',
  /**
   * GET stock units (query: `stockListQuerySchema`); POST a new unit
   * (`stockUnitFieldsSchema`; admin, stock): 201 with the unit.
   */
  stock: '/stock',
  /** GET the catalogue's versions a unit is made from (`stockVersionSchema`; admin, stock). */
  stockVersions: '/stock/versions',
  /**
   * GET one unit; PATCH any of its fields and its state (`stockUpdateSchema`; admin,
   * stock). A unit an operation holds or reserved answers 409 `unit_held`.
   */
  stockUnit: '/stock/:id',
  /**
   * POST (`stockUnitFieldsSchema`; admin, stock): takes the `:index`th used vehicle of a
   * paid reservation into stock as a new unit, once (409 `trade_in_taken` afterwards).
   */
  reservationTradeIn: '/reservations/:code/trade-ins/:index',
  /**
   * POST a dealership system's export (multipart: `file`, CSV or XLSX; fields `apply`,
   * `whole_stock`, `sites`; admin, stock): a dry run, or with `apply` the import, all or
   * nothing. Answers `stockImportReportSchema`; an apply with refusals: 409 with the report, nothing
   * changed.
   */
  stockImport: '/stock/import',
  /**
   * GET a unit's photos with the limits in force (`staffPhotoListSchema`); POST one photo
   * (multipart: `file`; admin, stock): 201 with `staffPhotoSchema`, status 'processing'.
   * Refusals (400, field `file`): not an image by its content, over the size, HEIC the
   * server cannot read; 409 `too_many_photos` at the unit's limit.
   */
  stockPhotos: '/stock/:id/photos',
  /**
   * PUT the unit's photos in their new order (`photoOrderSchema`: every photo id once; the
   * first is the cover). Answers `staffPhotoListSchema`.
   */
  stockPhotoOrder: '/stock/:id/photos/order',
  /**
   * PATCH a photo's alt text or side (`photoUpdateSchema`): answers `staffPhotoSchema`;
   * DELETE it (its files too): answers `staffPhotoListSchema`. Another unit's photo: 404.
   */
  stockPhoto: '/stock/:id/photos/:photo',
  /** GET every promotion code with its dates, units and uses (admin). */
  promotions: '/promotions',
  /** PATCH a promotion's `valid_from`, `valid_until` or `units` (`promotionUpdateSchema`; admin). */
  promotion: '/promotions/:code',
  /** GET every administration parameter (admin). */
  parameters: '/parameters',
  /** PUT the booking price of every brand (`bookingPricesUpdateSchema`; admin). */
  bookingPrices: '/parameters/booking-prices',
  /** PUT the whole list of contact methods (`contactMethodsUpdateSchema`; admin). */
  contactMethods: '/parameters/contact-methods',
  /** PUT the whole list of salesmen (`salesmenUpdateSchema`; admin). */
  salesmen: '/parameters/salesmen',
  /** PATCH a popup on or off (`toggleSchema`; admin). */
  popup: '/parameters/popups/:id',
  /** PUT whether units in transit can be reserved online (`toggleSchema`; admin). */
  inTransitReservable: '/parameters/in-transit-reservable',
  /** PATCH a banner on or off (`toggleSchema`; admin). */
  banner: '/parameters/banners/:id',
  /** GET the audit log (admin; query: `pageQuerySchema`). */
  audit: '/audit',
  /**
   * GET the visits of a site from a date (query: `agendaQuerySchema`): a day or a week, of
   * the brands the member may see (sales: their brands; admin: all).
   */
  agenda: '/agenda',
  /** PATCH a visit's outcome or notes (`visitUpdateSchema`). */
  visit: '/visits/:code',
  /** POST (`visitStaffCancelSchema`): cancels the visit; the buyer gets the calendar's CANCEL. */
  visitCancel: '/visits/:code/cancel',
  /**
   * POST (`visitBulkCancelSchema`): cancels the visits chosen, presumed fake (a flooded
   * agenda), emailing no one: places freed, reminders dropped, each audited with the
   * reason. Answers `visitBulkCancelledSchema`; any code the member may not see: 404.
   */
  visitsCancel: '/visits/cancel',
  /** GET every site's slot capacity and days closed (admin). */
  visitSettings: '/parameters/visits',
  /** PUT every site's slot capacity (`visitCapacityUpdateSchema`; admin). */
  visitCapacity: '/parameters/visits/capacity',
  /** POST a day closed (`visitClosedDaySchema`; admin): answers `visitClosedDayAddedSchema`. */
  visitClosedDays: '/parameters/visits/closed-days',
  /** DELETE a day closed, opening it again (admin). */
  visitClosedDay: '/parameters/visits/closed-days/:site/:date',
} as const;

/** `staffPath('lead', { id: 4 })` → '/leads/4' (below `staffBasePath`). */
export function staffPath(
  name: keyof typeof staffPaths,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return staffPaths[name].replace(/:([a-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`staffPath(${name}): missing :${key}`);
    return encodeURIComponent(String(value));
  });
}

// ---------------------------------------------------------------- roles

export const staffRoles = ['admin', 'sales', 'hr', 'stock'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.output<typeof staffRoleSchema>;

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Administración',
  sales: 'Ventas',
  hr: 'Recursos humanos',
  stock: 'Stock',
};

/** What each role may do (README: "Staff console"). */
export const staffRoleDescriptions: Record<StaffRole, string> = {
  admin:
    'Todo: consultas, reservas, agenda de visitas, postulaciones, stock, parámetros y registro de auditoría.',
  sales: 'Consultas, reservas y agenda de visitas de las marcas asignadas.',
  hr: 'Postulaciones y sus currículums.',
  stock: 'Stock: alta, edición, estados e importación de unidades.',
};

export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  /** The brands a salesperson works (empty for admin and hr, who are not limited by brand). */
  brand_ids: z.array(brandIdSchema),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/**
 * One entry of `GET members`, the people a lead may be assigned to. Admins get every
 * admin and salesperson in full; a salesperson gets only the salespeople who share one of
 * their brands, by name: no emails, no roles, no admins.
 */
export const staffDirectoryEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.optional(z.string()),
  role: z.optional(staffRoleSchema),
  brand_ids: z.optional(z.array(brandIdSchema)),
});
export type StaffDirectoryEntry = z.output<typeof staffDirectoryEntrySchema>;

export type StaffAction =
  'leads' | 'reservations' | 'agenda' | 'applications' | 'stock' | 'parameters' | 'audit';

/**
 * Whether `member` may use `action`; with `brandId`, for that brand's records. A lead
 * without a brand belongs to the group (brand 5). The server checks every request with it.
 */
export function staffCan(
  member: Pick<StaffMember, 'role' | 'brand_ids'>,
  action: StaffAction,
  brandId?: number | null,
): boolean {
  if (member.role === 'admin') return true;
  if (member.role === 'hr') return action === 'applications';
  if (member.role === 'stock') return action === 'stock';
  if (action !== 'leads' && action !== 'reservations' && action !== 'agenda') return false;
  if (brandId === undefined) return true;
  return (member.brand_ids as readonly number[]).includes(brandId ?? 5);
}

// ---------------------------------------------------------------- session

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Ingresá un email válido.' })),
  password: z.string().min(1, { error: 'Ingresá tu contraseña.' }),
});
export type SignInBody = z.input<typeof signInSchema>;

export const staffSessionSchema = z.object({
  member: staffMemberSchema,
  /** Sent back in `x-csrf-token` on every state change of this session. */
  csrf_token: z.string(),
  /** ISO time the session ends even when in use (absolute expiry). */
  expires_at: z.string(),
});
export type StaffSession = z.output<typeof staffSessionSchema>;

// ---------------------------------------------------------------- leads

/** 'offers' is a contact with subject 'Oportunidades' (the offers page's form). */
export const leadTypes = ['contact', 'price_request', 'offers', 'withdrawal'] as const;
export const leadTypeSchema = z.enum(leadTypes);
export type LeadType = z.output<typeof leadTypeSchema>;
export const leadTypeLabels: Record<LeadType, string> = {
  contact: 'Contacto',
  price_request: 'Solicitud de precio',
  offers: 'Oportunidades',
  withdrawal: 'Arrepentimiento',
};

export const leadStatuses = ['new', 'contacted', 'closed'] as const;
export const leadStatusSchema = z.enum(leadStatuses);
export type LeadStatus = z.output<typeof leadStatusSchema>;
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Nuevo',
  contacted: 'Contactado',
  closed: 'Cerrado',
};

const optionalInt = z.coerce.number().int().positive().optional();
const pageNumber = z.coerce.number().int().positive().default(1);

export const pageQuerySchema = z.object({
  page: pageNumber,
});

export const leadListQuerySchema = z.object({
  type: z.optional(leadTypeSchema),
  status: z.optional(leadStatusSchema),
  brand_id: optionalInt,
  /** Free text: name, email, telephone, vehicle or message. */
  q: z.string().max(100).optional(),
  /** 'me': assigned to the signed-in member. */
  assigned: z.optional(z.enum(['me', 'nobody'])),
  page: pageNumber,
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/**
 * Where a withdrawal request stands against the 10-day right (Res. 424/2020): refundable
 * (within it: refund it from the console), out_of_term, no_deposit, refunded.
 */
export const withdrawalStatuses = ['refundable', 'out_of_term', 'no_deposit', 'refunded'] as const;
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.output<typeof withdrawalStatusSchema>;
export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  refundable: 'En plazo: devolver la seña',
  out_of_term: 'Fuera de plazo',
  no_deposit: 'Sin seña acreditada',
  refunded: 'Seña devuelta',
};

export const leadSummarySchema = z.object({
  id: z.number(),
  type: leadTypeSchema,
  status: leadStatusSchema,
  brand_id: z.nullable(z.number()),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  vehicle: z.string(),
  subject: z.string(),
  /** Withdrawal requests: the 'ARR-...' code the person was given. */
  reference: z.nullable(z.string()),
  /** The operation's code in clear only for staff who can act on it (`maskOperationCode`). */
  operation_code: z.nullable(z.string()),
  assigned_to: z.nullable(staffMemberSchema.pick({ id: true, name: true })),
  created_at: z.string(),
  updated_at: z.string(),
  /** Withdrawal requests naming one of our operations; null otherwise. */
  withdrawal_status: withdrawalStatusSchema.nullable().default(null),
  /** When the deposit was paid, and the end of the 10 days (ISO instants). */
  withdrawal_paid_at: z.string().nullable().default(null),
  withdrawal_deadline: z.string().nullable().default(null),
  /** Why it stands so, as the buyer was told. */
  withdrawal_reason: z.string().nullable().default(null),
});
export type LeadSummary = z.output<typeof leadSummarySchema>;

export const leadNoteWireSchema = z.object({
  id: z.number(),
  author: z.string(),
  text: z.string(),
  created_at: z.string(),
});

export const leadDetailSchema = z.object({
  ...leadSummarySchema.shape,
  message: z.string(),
  notes: z.array(leadNoteWireSchema),
  /** wa.me and tel: links to reply, from the lead's telephone (null when it has none). */
  whatsapp_url: z.nullable(z.string()),
  phone_url: z.nullable(z.string()),
});
export type LeadDetail = z.output<typeof leadDetailSchema>;

/** A page of a list: `page_size` items at most, `total` in all. */
export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), page_size: z.number() });

export const leadUpdateSchema = z
  .object({
    status: z.optional(leadStatusSchema),
    /** A staff member's id, or null to unassign. */
    assigned_to: z.number().int().positive().nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assigned_to !== undefined, {
    error: 'Indicá el estado o la persona asignada.',
    path: ['status'],
  });
export type LeadUpdateBody = z.input<typeof leadUpdateSchema>;

export const withdrawalRefundSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, { error: 'Indicá el motivo (al menos 5 caracteres).' })
    .max(500, { error: 'El motivo puede tener hasta 500 caracteres.' }),
});

export const leadNoteSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'Escribí la nota.' })
    .max(2000, { error: 'La nota puede tener hasta 2000 caracteres.' }),
});

// ---------------------------------------------------------------- reservations

export const reservationListQuerySchema = z.object({
  status: z.optional(z.enum(['open', 'pending', 'reserved', 'cancelled'])),
  brand_id: optionalInt,
  /** Code, buyer's name, email or DNI, unit or chassis. */
  q: z.string().max(100).optional(),
  page: pageNumber,
});
export type ReservationListQuery = z.input<typeof reservationListQuerySchema>;

export const reservationSummarySchema = z.object({
  code: z.string(),
  status: z.enum(['open', 'pending', 'reserved', 'cancelled']),
  brand_id: z.number(),
  buyer: z.string(),
  email: z.string(),
  telephone: z.string(),
  vehicle: z.string(),
  chassis: z.string(),
  location: z.string(),
  currency: z.string(),
  /** The final price the buyer saw, in the operation's currency. */
  final_price: z.number(),
  /** The deposit in pesos. */
  booking_price: z.number(),
  /** The live payment's status, if any. */
  payment_status: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReservationSummary = z.output<typeof reservationSummarySchema>;

export const paymentEventSchema = z.object({
  id: z.number(),
  provider: z.string(),
  status: z.string(),
  status_detail: z.string(),
  amount: z.number(),
  installments: z.number(),
  card_last_four: z.string(),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  refunded_at: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
});

export const sentEmailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  /**
   * Who acted. Admins, who read the whole audit log, get the email the row stored; anyone
   * else a member's name (their role's label when they have none) and never an email.
   */
  actor: z.string(),
  action: z.string(),
  /** 'lead', 'operation', 'stock_unit', 'parameters', 'session', ... */
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

/**
 * The actor of what the public dealership routes do on an operation with its code alone
 * (a cancellation within 48 hours): whoever holds the code, not a signed-in person.
 */
export const codeHolderActor = 'Quien tiene el código de la operación';

/**
 * The actor of an audit row as anyone but an admin reads it when the row names an address
 * and no member (a sign-in tried with an email that has no account): never the address.
 */
export const unknownActor = 'Alguien sin cuenta en la consola';

/**
 * An operation's code as staff who cannot act on the operation read it: its code resumes
 * and cancels the reservation with no sign-in, so only admins and salespeople of its brand
 * see it whole. The last three characters stay, to match it with what the buyer reads.
 */
export function maskOperationCode(code: string): string {
  return `${'*'.repeat(Math.max(3, code.length - 3))}${code.slice(-3)}`;
}

export function isMaskedOperationCode(code: string): boolean {
  return code.includes('*');
}

export const reservationDetailSchema = z.object({
  summary: reservationSummarySchema,
  /** The operation exactly as the buyer's screens read it (amounts included). */
  operation: operationSchema,
  payments: z.array(paymentEventSchema),
  emails: z.array(sentEmailSchema),
  /** Staff actions on this operation (cancel, resend), newest first. */
  actions: z.array(auditEntrySchema),
  /** Whether a cancel now refunds the deposit (a live payment within 48 hours). */
  refundable: z.boolean(),
  /** Whether the operation may still be cancelled from the console. */
  cancellable: z.boolean(),
  /** Withdrawal requests naming this operation (leads), newest first. */
  withdrawals: z
    .array(
      z.object({
        lead_id: z.number(),
        reference: z.nullable(z.string()),
        status: withdrawalStatusSchema.nullable(),
        deadline: z.nullable(z.string()),
        reason: z.nullable(z.string()),
        created_at: z.string(),
      }),
    )
    .default([]),
  /** The operation's used vehicles (by their index) already taken into stock, as which unit. */
  trade_ins: z.array(z.object({ index: z.number(), unit_id: z.number() })).default([]),
});
export type ReservationDetail = z.output<typeof reservationDetailSchema>;

export const reservationCancelSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, { error: 'Indicá el motivo (al menos 5 caracteres).' })
    .max(500, { error: 'El motivo puede tener hasta 500 caracteres.' }),
});

// ---------------------------------------------------------------- job applications

export const applicationSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  cellphone: z.string(),
  telephone: z.string(),
  studies: z.string(),
  position: z.string(),
  zone: z.string(),
  message: z.string(),
  file_type: z.string(),
  file_size: z.number(),
  created_at: z.string(),
});
export type ApplicationSummary = z.output<typeof applicationSummarySchema>;

export const applicationListQuerySchema = z.object({
  q: z.string().max(100).optional(),
  page: pageNumber,
});

// ---------------------------------------------------------------- stock

export const staffStockStatuses = unitStatuses;
export const staffStockStatusLabels = unitStatusLabels;

export const stockListQuerySchema = z.object({
  brand_id: optionalInt,
  status: z.optional(z.enum(staffStockStatuses)),
  condition: z.optional(z.enum(unitConditions)),
  /** Name, model, chassis or color. */
  q: z.string().max(100).optional(),
  page: pageNumber,
});

const inspectionSchema = z.partialRecord(
  z.enum(inspectionItems.map((item) => item.id) as [string, ...string[]]),
  z.object({
    result: z.enum(inspectionResults),
    note: z
      .string()
      .trim()
      .max(200, { error: 'La observación admite hasta 200 caracteres.' })
      .optional(),
  }),
);

export const staffStockUnitSchema = z.object({
  id: z.number(),
  brand_id: z.number(),
  name: z.string(),
  model: z.string(),
  color: z.string(),
  location: z.string(),
  chassis: z.string(),
  currency: z.string(),
  price: z.number(),
  list_price: z.number(),
  discount: z.number(),
  special_discount: z.number(),
  /** What the catalogue shows (the price rules of `prices.ts`). */
  final_price: z.nullable(z.number()),
  status: z.enum(staffStockStatuses),
  /** The operation whose live payment holds the unit (it cannot be edited meanwhile). */
  held_by: z.nullable(z.string()),
  updated_at: z.string(),
  /** Whether the unit is an offer, and its validity (inclusive 'YYYY-MM-DD', null = open). */
  is_offer: z.boolean().optional(),
  offer_valid_from: z.string().nullable().optional(),
  offer_valid_until: z.string().nullable().optional(),
  /** The rest of the unit's own data (`stockUnitFieldsSchema`), for the unit's page. */
  version_id: z.number().optional(),
  /** The site's slug ('san-juan'); null when its stored name names no site. */
  site: z.string().nullable().default(null),
  model_year: z.number().nullable().default(null),
  license_price: z.number().default(0),
  delivery_price: z.number().default(0),
  public_note: z.string().nullable().default(null),
  condition: z.enum(unitConditions).default('new'),
  mileage_km: z.number().nullable().default(null),
  owners: z.number().nullable().default(null),
  plate: z.string().nullable().default(null),
  inspection: inspectionSchema.nullable().default(null),
  arrival_date: z.string().nullable().default(null),
  /** Why the unit cannot be edited now (`unitHeldReason`); null when it can. */
  locked_reason: z.string().nullable().default(null),
  /** How many photos it has (processing or not): given by the stock list only. */
  photo_count: z.number().optional(),
});
export type StaffStockUnit = z.output<typeof staffStockUnitSchema>;

/** A unit's photo as staff see it, in order (the cover first). */
export const staffPhotoSchema = z.object({
  id: z.number(),
  status: z.enum(['processing', 'ready', 'failed']),
  position: z.number(),
  /** The alt text the public gets: staff's own, else `defaultPhotoAlt`. */
  alt: z.string(),
  /** Staff's own alt text; null: the default. */
  alt_text: z.nullable(z.string()),
  view: z.nullable(z.enum(photoViews)),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  color: z.nullable(z.string()),
  /** A small public variant ('/photos/…', the 360 px WebP) once ready; null before. */
  preview: z.nullable(z.string()),
  /** Why processing failed (Spanish, `photoMessages`); null otherwise. */
  error: z.nullable(z.string()),
  created_at: z.string(),
});
export type StaffPhoto = z.output<typeof staffPhotoSchema>;

export const staffPhotoListSchema = z.object({
  photos: z.array(staffPhotoSchema),
  limits: z.object({ max_photos: z.number(), max_bytes: z.number() }),
  /** Whether this unit's photos may be changed now (false while an operation holds it). */
  editable: z.boolean().default(true),
});
export type StaffPhotoList = z.output<typeof staffPhotoListSchema>;

export const photoOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, { error: photoMessages.order })
    .refine((ids) => new Set(ids).size === ids.length, { error: photoMessages.order }),
});
export type PhotoOrderBody = z.input<typeof photoOrderSchema>;

export const photoUpdateSchema = z
  .object({
    /** '' or null: back to the default alt text. */
    alt_text: z.nullable(
      z.string().trim().max(photoAltMaxLength, { error: photoMessages.altTooLong }),
    ),
    view: z.nullable(z.enum(photoViews)),
  })
  .partial();
export type PhotoUpdateBody = z.input<typeof photoUpdateSchema>;

/** A catalogue version a unit is made from (brand → family → version pickers). */
export const stockVersionSchema = z.object({
  id: z.number(),
  brand_id: z.number(),
  family_id: z.number(),
  /** The family's name ('Taos') and the version's ('1.4 TSI Highline'). */
  family: z.string(),
  name: z.string(),
});
export type StockVersion = z.output<typeof stockVersionSchema>;

/**
 * The states a unit is added in: on its way or on the lot, or retired (a unit the
 * dealership's system already lists as off sale); sold and delivered units are units
 * that were on sale first.
 */
export const newUnitStatuses = [
  'in_transit',
  'available',
  'retired',
] as const satisfies readonly StaffSettableStatus[];
export const newUnitStatusMessage = 'Una unidad nueva entra en tránsito, disponible o retirada.';

/**
 * Why a unit an operation holds or reserved cannot be edited, and until when; the
 * operation's code as the reader may see it.
 */
export function unitHeldReason(status: 'held' | 'reserved', operation: string | null): string {
  const named = operation ? ` ${operation}` : '';
  return status === 'held'
    ? `La unidad tiene un pago en curso de la operación${named}: su precio y su estado no se pueden modificar hasta que ese pago se acredite o se rechace.`
    : `La unidad está reservada por la operación${named}: su precio y su estado no se pueden modificar mientras esa reserva siga vigente (hasta que se cancele).`;
}

/** A whole, non-negative amount; `label` with its article ('el precio', 'la seña'). */
const nonNegativeMoney = (label: string) => {
  const ending = label.startsWith('la ') ? 'a' : 'o';
  return z
    .number({ error: `Ingresá ${label} en números.` })
    .int({ error: `${capitalize(label)} va sin centavos.` })
    .nonnegative({ error: `${capitalize(label)} no puede ser negativ${ending}.` })
    .lte(10_000_000_000, { error: `${capitalize(label)} es demasiado alt${ending}.` });
};

/** An inclusive calendar day, 'YYYY-MM-DD'; `label` names it ('La fecha de fin'). */
function staffDay(label: string) {
  return z.iso.date({ error: `${label} tiene que ser una fecha válida (AAAA-MM-DD).` });
}

export const datesOrderMessage = 'La fecha de fin no puede ser anterior a la de inicio.';

/** Both given (strings) and in order, or either one left out or open. */
export function datesInOrder(
  from: string | null | undefined,
  until: string | null | undefined,
): boolean {
  return typeof from !== 'string' || typeof until !== 'string' || from <= until;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The newest model year a unit may have: next year's models arrive during this one. */
export function latestModelYear(today: Date = new Date()): number {
  return today.getFullYear() + 1;
}

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `Ingresá ${label} en números.` })
    .int({ error: `Ingresá ${label} sin decimales.` })
    .nonnegative({ error: `Ingresá ${label} sin signo negativo.` })
    .lte(max, { error: `Revisá ${label}: es demasiado alto.` });

/**
 * A unit's own data, as the console's form and each row of an import give it. The version
 * names the brand and family (the API fills the names from the catalogue); the site is its
 * slug ('san-juan'); amounts are whole units of `currency`. One schema for both, so a row
 * and a form are refused for the same reasons with the same words.
 */
export const stockUnitFieldsSchema = z
  .object({
    version_id: z
      .number({ error: 'Elegí la versión.' })
      .int({ error: 'Elegí la versión.' })
      .positive({ error: 'Elegí la versión.' }),
    chassis: z
      .string({ error: 'Ingresá el número de chasis.' })
      .transform(normalizeVin)
      .check((context) => {
        const problem = vinProblem(context.value);
        if (problem)
          context.issues.push({ code: 'custom', message: problem, input: context.value });
      }),
    color: z
      .string({ error: 'Ingresá el color.' })
      .trim()
      .min(1, { error: 'Ingresá el color.' })
      .max(60, { error: 'El color admite hasta 60 caracteres.' }),
    site: z
      .string({ error: 'Elegí la sucursal.' })
      .refine((slug) => siteBySlug(slug) !== undefined, { error: 'Elegí la sucursal.' }),
    model_year: z
      .number({ error: 'Ingresá el año modelo en números.' })
      .int({ error: 'Ingresá el año modelo en números.' })
      .gte(1950, { error: 'Revisá el año modelo.' })
      .refine((year) => year <= latestModelYear(), { error: 'Revisá el año modelo.' }),
    currency: z
      .string({ error: 'Elegí la moneda: ARS o USD.' })
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(['ars', 'usd'], { error: 'Elegí la moneda: ARS o USD.' })),
    list_price: nonNegativeMoney('el precio de lista'),
    price: nonNegativeMoney('el precio'),
    license_price: nonNegativeMoney('el patentamiento'),
    delivery_price: nonNegativeMoney('el flete'),
    discount: nonNegativeMoney('el descuento web').default(0),
    special_discount: nonNegativeMoney('el descuento especial').default(0),
    is_offer: z.boolean().default(false),
    offer_valid_from: staffDay('La fecha de inicio').nullable().default(null),
    offer_valid_until: staffDay('La fecha de fin').nullable().default(null),
    public_note: z
      .string()
      .trim()
      .max(500, { error: 'La nota pública admite hasta 500 caracteres.' })
      .nullable()
      .default(null)
      .transform((note) => (note ? note : null)),
    condition: z.enum(unitConditions, { error: 'Elegí la condición: 0km o usado.' }),
    mileage_km: wholeNumber('los kilómetros', 2_000_000).nullable().default(null),
    owners: wholeNumber('la cantidad de dueños', 50).nullable().default(null),
    plate: z
      .string()
      .transform(normalizePlate)
      .refine((plate) => platePattern.test(plate), {
        error: 'Ingresá la patente como AB123CD o ABC123.',
      })
      .nullable()
      .default(null),
    inspection: inspectionSchema.nullable().default(null),
    status: z.enum(staffSettableStatuses, { error: 'Elegí el estado.' }).default('available'),
    arrival_date: staffDay('La fecha de arribo').nullable().default(null),
  })
  .superRefine((unit, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (unit.condition === 'used') {
      if (unit.mileage_km === null) problem('mileage_km', 'Ingresá los kilómetros del usado.');
      if (unit.owners === null) problem('owners', 'Ingresá la cantidad de dueños del usado.');
      if (unit.plate === null) problem('plate', 'Ingresá la patente del usado.');
    } else {
      if (unit.mileage_km !== null && unit.mileage_km > 0)
        problem('mileage_km', 'Una unidad 0km no lleva kilómetros.');
      if (unit.plate !== null) problem('plate', 'Una unidad 0km no lleva patente.');
    }
    if (unit.status === 'in_transit' && unit.arrival_date === null)
      problem('arrival_date', 'Ingresá la fecha de arribo de la unidad en tránsito.');
    const base = unit.list_price > 0 ? unit.list_price : unit.price;
    if (Math.max(unit.discount, unit.special_discount) > base)
      problem('special_discount', 'El descuento no puede superar el precio.');
    if (!datesInOrder(unit.offer_valid_from, unit.offer_valid_until))
      problem('offer_valid_until', datesOrderMessage);
  });
export type StockUnitFieldsInput = z.input<typeof stockUnitFieldsSchema>;
export type StockUnitFields = z.output<typeof stockUnitFieldsSchema>;

export const stockUpdateSchema = z
  .object({
    /** Any field of the unit (`stockUnitFieldsSchema`), its state among them. */
    ...unitPatchShape(),
    /** 'sold': sold at the counter (off the catalogue); 'available': back on sale. */
    availability: z.optional(z.enum(['available', 'sold'])),
    /** The unit's `updated_at` as the editor read it: a changed unit answers 409. */
    updated_at: z.string(),
  })
  .refine(
    (body) => {
      const base = body.list_price && body.list_price > 0 ? body.list_price : body.price;
      const discount = Math.max(body.special_discount ?? 0, body.discount ?? 0);
      return base === undefined || discount <= base;
    },
    { error: 'El descuento no puede superar el precio.', path: ['special_discount'] },
  )
  .refine((body) => datesInOrder(body.offer_valid_from, body.offer_valid_until), {
    error: datesOrderMessage,
    path: ['offer_valid_until'],
  });
export type StockUpdateBody = z.input<typeof stockUpdateSchema>;

// ---------------------------------------------------------------- promotions

export const staffPromotionSchema = z.object({
  code: z.string(),
  name: z.string(),
  money_discount: z.nullable(z.number()),
  percentage_discount: z.nullable(z.number()),
  brand_id: z.nullable(z.number()),
  /** The family (model line) and the unit's chassis the code is limited to; null = any. */
  family: z.string().nullable().default(null),
  chassis: z.string().nullable().default(null),
  valid_from: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  /** How many operations may hold the code; null = not limited. */
  units: z.nullable(z.number()),
  /** Operations holding it now (every status but cancelled). */
  uses: z.number(),
  /** Whether it is usable today (within its dates, units left). */
  is_current: z.boolean(),
});
export type StaffPromotion = z.output<typeof staffPromotionSchema>;

export const promotionUpdateSchema = z
  .object({
    valid_from: z.optional(staffDay('La fecha de inicio').nullable()),
    valid_until: z.optional(staffDay('La fecha de fin').nullable()),
    units: z.optional(
      z
        .number({ error: 'Ingresá la cantidad de unidades en números.' })
        .int({ error: 'La cantidad de unidades va sin decimales.' })
        .nonnegative({ error: 'La cantidad de unidades no puede ser negativa.' })
        .lte(100_000, { error: 'La cantidad de unidades es demasiado alta.' })
        .nullable(),
    ),
  })
  .refine((body) => datesInOrder(body.valid_from, body.valid_until), {
    error: datesOrderMessage,
    path: ['valid_until'],
  });
export type PromotionUpdateBody = z.input<typeof promotionUpdateSchema>;

// ---------------------------------------------------------------- parameters

/** The departments a lead or an event is sent to (contact methods carry their addresses). */
export const leadDepartments = [
  'sales',
  'plans',
  'services',
  'administration',
  'human_resources',
] as const;
export const leadDepartmentSchema = z.enum(leadDepartments);
export type LeadDepartment = z.output<typeof leadDepartmentSchema>;
export const leadDepartmentLabels: Record<LeadDepartment, string> = {
  sales: 'Ventas',
  plans: 'Planes de ahorro',
  services: 'Postventa',
  administration: 'Administración',
  human_resources: 'Recursos humanos',
};

const staffEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Ingresá un email válido.' }));
const whatsappNumber = z
  .string()
  .trim()
  .regex(/^\d{8,15}$/, { error: 'El WhatsApp va en números, con código de país.' })
  .nullable()
  .default(null);
const callLink = z.string().trim().max(300).nullable().default(null);

/** A contact method as the console edits it: the public fields plus the department's email. */
export const staffContactMethodSchema = z.object({
  brand_id: brandIdSchema,
  department: leadDepartmentSchema,
  zoom_link: callLink,
  whatsapp_number: whatsappNumber,
  /** Where this brand's department receives its leads and reservation events. */
  email: staffEmail.nullable().default(null),
  /** Per-site addresses (site names of site-config) that override `email` for that site. */
  site_emails: z.array(z.object({ site: z.string(), email: staffEmail })).default([]),
  /** The ADF/XML document as the email's text (what most CRM inboxes parse), not only attached. */
  adf_in_body: z.boolean().default(false),
});
export type StaffContactMethod = z.output<typeof staffContactMethodSchema>;

export const staffSalesmanSchema = z.object({
  id: z.number().int().positive(),
  brand_id: brandIdSchema,
  fullname: z.string().trim().min(2, { error: 'Ingresá el nombre y apellido.' }).max(100),
  zoom_link: callLink,
  whatsapp_number: whatsappNumber,
});

export const staffParametersSchema = z.object({
  /** Brand id → deposit in pesos (null: the brand cannot be reserved online). */
  booking_prices: z.record(z.string(), z.nullable(z.number())),
  contact_methods: z.array(staffContactMethodSchema),
  salesmen: z.array(staffSalesmanSchema),
  popups: z.array(z.object({ id: z.number(), title: z.string(), enabled: z.boolean() })),
  banners: z.array(z.object({ id: z.number(), name: z.string(), enabled: z.boolean() })),
  /** Whether a unit in transit can be reserved online (off: only on the lot). */
  in_transit_reservable: z.boolean().default(false),
});
export type StaffParameters = z.output<typeof staffParametersSchema>;

export const bookingPricesUpdateSchema = z.object({
  booking_prices: z.record(z.string(), nonNegativeMoney('la seña').nullable()),
});
export const contactMethodsUpdateSchema = z.object({
  contact_methods: z.array(staffContactMethodSchema),
});
export const salesmenUpdateSchema = z.object({ salesmen: z.array(staffSalesmanSchema) });
export const toggleSchema = z.object({ enabled: z.boolean({ error: 'Indicá sí o no.' }) });

// ---------------------------------------------------------------- visits (agenda)

const localDate = z
  .string({ error: 'Indicá una fecha (AAAA-MM-DD).' })
  .refine(isLocalDate, { error: 'Indicá una fecha (AAAA-MM-DD).' });
const siteSlugField = z
  .string({ error: 'Elegí una sucursal.' })
  .refine((slug) => visitSiteBySlug(slug) !== undefined, { error: 'Elegí una sucursal.' });

export const agendaViews = ['day', 'week'] as const;
export const agendaQuerySchema = z.object({
  site: siteSlugField,
  /** The first date shown; the site's today when left out. */
  from: localDate.optional(),
  view: z.enum(agendaViews).default('day'),
});
export type AgendaQuery = z.input<typeof agendaQuerySchema>;

export const visitStatusLabels: Record<VisitStatus, string> = {
  booked: 'Agendada',
  attended: 'Asistió',
  no_show: 'No asistió',
  cancelled: 'Cancelada',
};

/**
 * When the agenda says a slot or a day filled unusually fast from few sources. A source
 * is what ties bookings together: the same client address (`visits.client_key`, a keyed
 * hash), the same telephone or the same email; a booking with no recorded address or
 * telephone is tied by what it has. Only live (booked) visits count.
 */
export const visitFloodRules = {
  /** A slot: this many of its bookings or more from one source ... */
  slotBookings: 2,
  slotSources: 1,
  /** ... made within this many minutes of the first of them. */
  slotMinutes: 30,
  /** A day at a site: this many bookings or more from at most `daySources` sources ... */
  dayBookings: 4,
  daySources: 2,
  /** ... made within this many minutes of the first of them. */
  dayMinutes: 60,
} as const;

export const staffVisitSchema = z.object({
  code: z.string(),
  status: z.enum(visitStatuses),
  site: z.string(),
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  test_drive: z.boolean(),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  vehicle: visitVehicleSchema,
  notes: z.string(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /**
   * A label ('A', 'B', ...) the live visits of the answer share when they came from one
   * source (`visitFloodRules`); null when this one shares its source with none of them.
   */
  source: z.string().nullable().default(null),
});
export type StaffVisit = z.output<typeof staffVisitSchema>;

/** A slot (`time`) or a day (`time` null) that filled unusually fast from few sources. */
export const visitFloodSchema = z.object({
  date: z.string(),
  time: z.string().nullable(),
  /** The sources' labels (`StaffVisit.source`). */
  sources: z.array(z.string()),
  /** Their live visits in that slot or day, oldest booking first. */
  codes: z.array(z.string()),
  /** How many of them were made within the rule's minutes, and in how many minutes. */
  burst: z.number(),
  minutes: z.number(),
});
export type VisitFlood = z.output<typeof visitFloodSchema>;

export const agendaSchema = z.object({
  site: z.string(),
  view: z.enum(agendaViews),
  /** The dates shown, in order (1 or 7). */
  dates: z.array(z.string()),
  /** Days closed among them. */
  closed: z.array(z.string()),
  visits: z.array(staffVisitSchema),
  /** Slots and days that filled unusually fast from few sources, in time order. */
  floods: z.array(visitFloodSchema).default([]),
});
export type Agenda = z.output<typeof agendaSchema>;

export const visitUpdateSchema = z
  .object({
    /** 'attended' or 'no_show' marks the outcome; 'booked' undoes a mark. */
    status: z
      .enum(['booked', 'attended', 'no_show'], { error: 'Elegí un estado válido.' })
      .optional(),
    notes: z
      .string()
      .max(2000, { error: 'Las notas pueden tener hasta 2000 caracteres.' })
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined, {
    error: 'Indicá el estado o las notas.',
  });
export type VisitUpdateBody = z.input<typeof visitUpdateSchema>;

const cancelReason = z
  .string({ error: 'Indicá el motivo de la cancelación.' })
  .trim()
  .min(1, { error: 'Indicá el motivo de la cancelación.' })
  .max(500, { error: 'El motivo puede tener hasta 500 caracteres.' });

export const visitStaffCancelSchema = z.object({ reason: cancelReason });

/** The most visits one bulk cancel takes (a busy week at a site; more: another request). */
export const visitBulkCancelMax = 500;

export const visitBulkCancelSchema = z.object({
  codes: z
    .array(z.string().max(20), { error: 'Elegí al menos una visita.' })
    .min(1, { error: 'Elegí al menos una visita.' })
    .max(visitBulkCancelMax, {
      error: `Se pueden cancelar hasta ${visitBulkCancelMax} visitas por vez.`,
    }),
  reason: cancelReason,
});
export type VisitBulkCancelBody = z.input<typeof visitBulkCancelSchema>;

export const visitBulkCancelledSchema = z.object({
  /** Cancelled now, without any email. */
  cancelled: z.array(z.string()),
  /** Chosen but no longer booked (cancelled or marked meanwhile): left as they are. */
  skipped: z.array(z.object({ code: z.string(), status: z.enum(visitStatuses) })),
});
export type VisitBulkCancelled = z.output<typeof visitBulkCancelledSchema>;

export const visitClosedDaySchema = z.object({
  site: siteSlugField,
  date: localDate,
  reason: z
    .string({ error: 'Indicá el motivo (por ejemplo, el feriado).' })
    .trim()
    .min(1, { error: 'Indicá el motivo (por ejemplo, el feriado).' })
    .max(200, { error: 'El motivo puede tener hasta 200 caracteres.' }),
});
export type VisitClosedDay = z.output<typeof visitClosedDaySchema>;

export const visitCapacityUpdateSchema = z.object({
  capacities: z.array(
    z.object({
      site: siteSlugField,
      capacity: z
        .number({ error: 'Indicá cuántas visitas entran en cada horario.' })
        .int({ error: 'La capacidad es un número entero.' })
        .min(1, { error: 'La capacidad es de al menos 1 visita por horario.' })
        .max(visitRules.maxCapacity, {
          error: `La capacidad es de hasta ${visitRules.maxCapacity} visitas por horario.`,
        }),
    }),
  ),
});
export type VisitCapacityUpdateBody = z.input<typeof visitCapacityUpdateSchema>;

export const visitSettingsSchema = z.object({
  capacities: z.array(z.object({ site: z.string(), capacity: z.number() })),
  closed_days: z.array(z.object({ site: z.string(), date: z.string(), reason: z.string() })),
});
export type VisitSettings = z.output<typeof visitSettingsSchema>;

/**
 * The answer to a day closed: the settings, and the visits still booked that day, which
 * stay booked (the site's staff call each buyer to move or cancel them).
 */
export const visitClosedDayAddedSchema = visitSettingsSchema.extend({ booked_count: z.number() });
export type VisitClosedDayAdded = z.output<typeof visitClosedDayAddedSchema>;

// ---------------------------------------------------------------- messages

export const staffMessages = {
  signInTitle: 'Ingresar a la consola',
  wrongCredentials: 'El email o la contraseña no son correctos.',
  /** {duration} is replaced with the wait ('15 minutos'). */
  locked:
    'Por seguridad bloqueamos esta cuenta durante {duration} después de varios intentos fallidos. Probá de nuevo más tarde.',
  slowDown: 'Demasiados intentos. Esperá unos segundos y volvé a probar.',
  signedOut: 'Cerraste la sesión.',
  sessionExpired: 'Tu sesión venció. Ingresá de nuevo.',
  unauthenticated: 'Ingresá con tu cuenta para continuar.',
  forbidden: 'Tu rol no tiene acceso a esta sección.',
  csrf: 'La página quedó desactualizada. Recargala y volvé a intentar.',
  notFound: 'No encontramos lo que buscás.',
  staleUnit: 'Otra persona cambió esta unidad. Revisá los valores actuales y volvé a guardar.',
  tradeInTaken: 'Este usado ya se ingresó al stock.',
  tradeInUnavailable:
    'Solo se puede ingresar al stock un usado aceptado en una reserva con la seña pagada.',
  notCancellable: 'Esta operación no se puede cancelar desde la consola.',
  withdrawalNotRefundable:
    'Esta solicitud de arrepentimiento no se puede reembolsar: llegó fuera de los 10 días corridos, la operación no tiene una seña acreditada o ya se devolvió.',
  saved: 'Guardamos los cambios.',
  visitNotBooked: 'Esta visita ya no está agendada: no se puede cancelar.',
  visitCancelled: 'Esta visita está cancelada: solo se pueden cambiar sus notas.',
  visitChangedMeanwhile: 'Otra persona cambió esta visita. Volvé a cargar la agenda.',
  visitDuplicateSite: 'Esta sucursal ya está en la lista.',
  closedDayTaken: 'Ese día ya está cerrado en esa sucursal.',
  closedDayPast: 'Elegí un día desde hoy.',
} as const;

export function lockedMessage(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes));
  return staffMessages.locked.replace(
    '{duration}',
    `${whole} ${whole === 1 ? 'minuto' : 'minutos'}`,
  );
}

/**
 * The fields of `stockUnitFieldsSchema` a PATCH may send, each optional and without its
 * default (a field left out keeps the stored value); the API checks the unit they make
 * with `stockUnitFieldsSchema` itself.
 */
function unitPatchShape() {
  const shape = stockUnitFieldsSchema.shape;
  type Shape = typeof shape;
  type Bare<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
  const withoutDefault = (schema: z.ZodType): z.ZodType => {
    if (schema instanceof z.ZodDefault) return schema.unwrap() as z.ZodType;
    // A default before a transform (the public note) would still fill a field left out.
    if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodDefault)
      return z.pipe(schema.in.unwrap() as z.ZodType, schema.out as z.ZodType);
    return schema;
  };
  const entries = Object.entries(shape).map(([key, schema]) => [
    key,
    withoutDefault(schema).optional(),
  ]);
  return Object.fromEntries(entries) as { [K in keyof Shape]: z.ZodOptional<Bare<Shape[K]>> };
}
