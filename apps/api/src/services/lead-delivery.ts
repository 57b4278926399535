/**
 * Every lead and reservation event reaches the department that handles it, through the
 * durable outbox and in the transaction that records it: the lead (or the transition)
 * and its email commit together or not at all.
 *
 * Who receives what:
 *   contact, offers ('Oportunidades'), price request   -> sales of the lead's brand
 *   withdrawal request                                 -> administration (of the operation's
 *                                                         brand and site when it names one)
 *   job application                                    -> human resources of the group
 *   reservation events (deposit approved, pending, rejected after pending, cancelled and
 *   refunded)                                          -> sales of the unit's brand and site
 * The address comes from the contact methods (content_items 'contact_method', edited in
 * the staff console): the brand's entry of that department, its address for the site when
 * it has one, else its `email`; else the group's (brand 5) entry of the department, the
 * same way; else the group's address of site-config, so no lead is ever dropped.
 *
 * Sales emails carry the ADF/XML document (services/adf.ts) as `lead-<id>.xml`; a
 * department whose CRM reads the body (`adf_in_body`) gets the document as the text too,
 * else a readable summary in Spanish.
 */
import {
  brands,
  defaultContactBrandId,
  formatDate,
  formatPrice,
  isBrandId,
  isVehicleBrandId,
  operationSchema,
  oneLineText,
  type Operation,
} from '@territorio/api-client';
import {
  leadDepartmentLabels,
  leadTypeLabels,
  withdrawalStatusLabels,
  type LeadDepartment,
  type LeadType,
} from '@territorio/api-client/staff';
import { group, sites } from '@territorio/site-config';
import type { Selectable } from 'kysely';
import type { Db, JobApplicationTable, LeadTable } from '../db/schema';
import { creditText, priceEntries } from './pricing/price-text';
import { adfContentType, adfDocument, type AdfProspect, type AdfVehicle } from './adf';
import type { AppContext } from './context';
import type { EmailAttachment, EmailMessage } from './email';
import { loadOperationWire } from './operations/wire';
import { latestPayment } from '../repositories/payments';
import { operationByCode } from '../repositories/operations';
import { contentOfKind } from '../repositories/content';
import { unitById } from '../repositories/stock';

type LeadRow = Selectable<LeadTable>;
type JobApplicationRow = Selectable<JobApplicationTable>;

/** Where a department's email goes, and how its CRM wants the ADF document. */
export type DepartmentRoute = {
  readonly to: string;
  readonly adfInBody: boolean;
};

/** A contact method as routing reads it (older rows may lack the email fields). */
type DepartmentContact = {
  readonly brandId: number;
  readonly department: string;
  readonly email: string | null;
  readonly siteEmails: readonly { readonly site: string; readonly email: string }[];
  readonly adfInBody: boolean;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function readContact(data: string): DepartmentContact | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  if (typeof entry.brand_id !== 'number' || typeof entry.department !== 'string') return undefined;
  const siteEmails = Array.isArray(entry.site_emails)
    ? entry.site_emails
        .map((item: unknown) => {
          const site = item as Record<string, unknown> | null;
          return { site: text(site?.site), email: text(site?.email) };
        })
        .filter((item) => item.site !== '' && item.email !== '')
    : [];
  return {
    brandId: entry.brand_id,
    department: entry.department,
    email: text(entry.email) || null,
    siteEmails,
    adfInBody: entry.adf_in_body === true,
  };
}

/** Site names compare without case, accents or extra spaces ('godoy  cruz' = 'Godoy Cruz'). */
function siteKey(site: string): string {
  return site.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The address of `department` for a brand (null: the group's) and a site (null: none
 * known), by the rule at the top of this file.
 */
export async function routeDepartment(
  db: Db,
  department: LeadDepartment,
  brandId: number | null,
  site: string | null,
): Promise<DepartmentRoute> {
  const contacts = (await contentOfKind(db, 'contact_method'))
    .map((data) => readContact(data))
    .filter((contact): contact is DepartmentContact => contact?.department === department);
  const wantedSite = site ? siteKey(site) : null;
  const brandOrder = [brandId ?? defaultContactBrandId, defaultContactBrandId];
  for (const brand of new Set(brandOrder)) {
    for (const contact of contacts.filter((candidate) => candidate.brandId === brand)) {
      const forSite = wantedSite
        ? contact.siteEmails.find((entry) => siteKey(entry.site) === wantedSite)?.email
        : undefined;
      const to = forSite ?? contact.email;
      if (to) return { to, adfInBody: contact.adfInBody };
    }
  }
  return { to: group.email, adfInBody: false };
}

// ---------------------------------------------------------------- shared pieces

/** The website, as the ADF `<provider>` and the source of our ids. */
export const providerName = `${group.name} (sitio web)`;

/** One line of a header: no line breaks, at most `limit` characters. */
function headerText(value: string, limit = 80): string {
  const line = oneLineText(value);
  return line.length > limit ? `${line.slice(0, limit - 1)}…` : line;
}

function fullName(name: string, lastname: string): string {
  return headerText(`${name} ${lastname}`, 120) || 'Sin nombre';
}

function brandLabel(brandId: number | null): string {
  return brandId !== null && isBrandId(brandId) ? brands[brandId].name : group.name;
}

function siteOf(name: string | null | undefined) {
  if (!name) return undefined;
  return sites.find((site) => siteKey(site.name) === siteKey(name));
}

/** '26 de noviembre de 2026, 11:03' in Argentine time. */
function dateTime(iso: string): string {
  const time = new Intl.DateTimeFormat('es-AR', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'America/Argentina/Mendoza',
  }).format(new Date(iso));
  return `${formatDate(iso)}, ${time}`;
}

/** Label: value lines, leaving out empty values. */
export function lines(entries: readonly (readonly [string, string | number | null | undefined])[]) {
  return entries
    .filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== '')
    .map(([label, value]) => `${label}: ${oneLineText(String(value))}`);
}

export function vendorFor(brandId: number | null, siteName: string | null, route: DepartmentRoute) {
  const site = siteOf(siteName);
  return {
    name: site ? `${group.name} – ${site.name}` : group.name,
    url: group.mainSiteUrl,
    contactName: `${leadDepartmentLabels.sales} ${brandLabel(brandId)}`,
    email: route.to,
    phone: site?.phone ?? group.phone,
  };
}

/**
 * The message for a department: with an ADF document, attached as `lead-<id>.xml` and,
 * for a CRM that reads the body, the body itself.
 */
export function departmentMessage(
  kind: EmailMessage['kind'],
  route: DepartmentRoute,
  subject: string,
  summary: string,
  adf?: { readonly id: string; readonly document: string },
): EmailMessage {
  const attachments: EmailAttachment[] = adf
    ? [{ filename: `lead-${adf.id}.xml`, contentType: adfContentType, content: adf.document }]
    : [];
  return {
    kind,
    to: route.to,
    subject: headerText(subject, 160),
    text: adf && route.adfInBody ? adf.document : summary,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

export const adfNote = (id: string) =>
  `Adjuntamos el documento ADF/XML (lead-${id}.xml) para cargarlo en el CRM.`;

// ---------------------------------------------------------------- leads

/** The console's lead type: a contact from the offers page is an 'offers' lead. */
export function leadType(lead: Pick<LeadRow, 'kind' | 'subject'>): LeadType {
  if (lead.kind === 'contact' && lead.subject.trim() === 'Oportunidades') return 'offers';
  return lead.kind;
}

/**
 * Contact subjects that name no vehicle (the contact page's and the offers page's); any
 * other is the family a version page's form asked about.
 */
const genericSubjects = new Set(['', 'Formulario de contacto', 'Oportunidades']);

function leadVehicle(lead: LeadRow, type: LeadType): AdfVehicle {
  const brandId = lead.brand_id;
  const model =
    type === 'price_request'
      ? lead.vehicle
      : type === 'contact' && !genericSubjects.has(lead.subject.trim())
        ? lead.subject
        : lead.vehicle;
  return {
    interest: 'buy',
    status: 'new',
    year: null,
    make: brandId !== null && isVehicleBrandId(brandId) ? brands[brandId].name : '',
    model: model.trim(),
  };
}

function leadComments(lead: LeadRow, type: LeadType): string {
  const model = leadVehicle(lead, type).model;
  const parts = [
    `${leadTypeLabels[type]}.`,
    type === 'price_request' && model ? `Pide el precio del ${model}.` : '',
    type === 'contact' && model ? `Consulta por el ${model}.` : '',
    lead.message,
  ];
  return parts.filter((part) => part.trim() !== '').join(' ');
}

/** Queues the email of a lead just inserted (in the same transaction, `trx`). */
export async function queueLeadEmail(context: AppContext, trx: Db, lead: LeadRow): Promise<void> {
  const type = leadType(lead);
  if (type === 'withdrawal') {
    await queueWithdrawalEmail(context, trx, lead);
    return;
  }
  const route = await routeDepartment(trx, 'sales', lead.brand_id, null);
  const id = String(lead.id);
  const prospect: AdfProspect = {
    id: `lead-${id}`,
    source: providerName,
    status: 'new',
    requestDate: lead.created_at,
    vehicles: [leadVehicle(lead, type)],
    customer: {
      firstName: lead.name,
      lastName: lead.lastname,
      email: lead.email,
      phone: lead.telephone,
      comments: leadComments(lead, type),
    },
    vendor: vendorFor(lead.brand_id, null, route),
    provider: { name: providerName, service: 'Catálogo web', url: group.mainSiteUrl },
  };
  const person = fullName(lead.name, lead.lastname);
  const brand = brandLabel(lead.brand_id);
  const subjects: Record<Exclude<LeadType, 'withdrawal'>, string> = {
    contact: `Consulta web (${brand}): ${person}`,
    offers: `Consulta por Oportunidades (${brand}): ${person}`,
    price_request: `Solicitud de precio (${[brand, headerText(lead.vehicle, 60)].filter(Boolean).join(' ')}): ${person}`,
  };
  const summary = [
    `Nueva consulta desde el sitio web: ${leadTypeLabels[type]}.`,
    '',
    ...lines([
      ['Tipo', leadTypeLabels[type]],
      ['Marca', brand],
      ['Vehículo', leadVehicle(lead, type).model],
      ['Nombre', person],
      ['Teléfono', lead.telephone],
      ['Email', lead.email],
    ]),
    ...(lead.message.trim() ? ['', 'Mensaje:', lead.message.trim()] : []),
    '',
    `Consulta n.º ${id}, recibida el ${dateTime(lead.created_at)} (hora de Argentina).`,
    adfNote(id),
  ].join('\n');
  await context.mailer.send(
    departmentMessage('lead', route, subjects[type], summary, {
      id,
      document: adfDocument(prospect),
    }),
    trx,
  );
}

/**
 * A withdrawal request goes to administration: of the brand and site of the operation it
 * names, when that is one of ours; else of the group.
 */
async function queueWithdrawalEmail(context: AppContext, trx: Db, lead: LeadRow): Promise<void> {
  const operation = lead.operation_code
    ? await operationByCode(trx, lead.operation_code)
    : undefined;
  const vehicle = operation
    ? (JSON.parse(operation.vehicle) as { model?: string; location?: string; chassis?: string })
    : undefined;
  const route = await routeDepartment(
    trx,
    'administration',
    operation?.brand_id ?? null,
    vehicle?.location ?? null,
  );
  const person = fullName(lead.name, lead.lastname);
  const summary = [
    'Una persona pidió la revocación de su compra o reserva con el botón de arrepentimiento. Hay que contactarla dentro de las 24 horas hábiles.',
    '',
    ...lines([
      ['Código de trámite', lead.reference],
      ['Nombre', person],
      ['Email', lead.email],
      ['Teléfono', lead.telephone],
      [
        'Operación',
        operation
          ? `${operation.code} (${brandLabel(operation.brand_id)} ${vehicle?.model ?? ''}, chasis ${vehicle?.chassis ?? ''}, sucursal ${vehicle?.location ?? ''})`
          : lead.operation_code
            ? `${lead.operation_code} (no coincide con ninguna operación)`
            : '',
      ],
      [
        'Arrepentimiento (10 días corridos)',
        lead.withdrawal_status
          ? `${withdrawalStatusLabels[lead.withdrawal_status]}. ${lead.withdrawal_reason ?? ''}`
          : '',
      ],
      [
        'Plazo hasta',
        lead.withdrawal_deadline ? `${dateTime(lead.withdrawal_deadline)} (hora de Argentina)` : '',
      ],
    ]),
    ...(lead.message.trim() ? ['', 'Mensaje:', lead.message.trim()] : []),
    '',
    `Solicitud n.º ${lead.id}, recibida el ${dateTime(lead.created_at)} (hora de Argentina).`,
  ].join('\n');
  await context.mailer.send(
    departmentMessage(
      'lead',
      route,
      `Solicitud de arrepentimiento ${lead.reference ?? ''}: ${person}`,
      summary,
    ),
    trx,
  );
}

/**
 * A job application goes to human resources of the group. The CV stays in the file
 * storage: only signed-in hr and admin download it from the console, never by email.
 */
export async function queueJobApplicationEmail(
  context: AppContext,
  trx: Db,
  application: JobApplicationRow,
): Promise<void> {
  const route = await routeDepartment(trx, 'human_resources', null, null);
  const person = fullName(application.name, application.lastname);
  const kilobytes = Math.max(1, Math.round(application.file_size / 1024));
  const summary = [
    'Nueva postulación desde el sitio web (Trabajá con nosotros).',
    '',
    ...lines([
      ['Nombre', person],
      ['Email', application.email],
      ['Celular', application.cellphone],
      ['Teléfono', application.telephone],
      ['Estudios', application.studies],
      ['Puesto', application.position],
      ['Zona', application.zone],
    ]),
    ...(application.message.trim() ? ['', 'Mensaje:', application.message.trim()] : []),
    '',
    `Postulación n.º ${application.id}, recibida el ${dateTime(application.created_at)} (hora de Argentina).`,
    `El currículum (${application.file_type === 'application/pdf' ? 'PDF' : 'Word'}, ${kilobytes} KB) se descarga desde la consola del personal, en Postulaciones.`,
  ].join('\n');
  await context.mailer.send(
    departmentMessage(
      'job_application',
      route,
      `Postulación: ${person}${application.position ? ` (${application.position})` : ''}`,
      summary,
    ),
    trx,
  );
}

// ---------------------------------------------------------------- reservation events

/**
 * What happened to a reservation:
 * - 'approved': the deposit was paid (at once, or after a pending payment);
 * - 'pending': the payment waits for the provider, the unit is held meanwhile;
 * - 'rejected': a pending payment was rejected, the unit is back on sale;
 * - 'cancelled': cancelled within the window and the deposit refunded (the buyer's or the
 *   console's cancel), or refunded at the provider.
 */
export type ReservationEventKind = 'approved' | 'pending' | 'rejected' | 'cancelled';

export type ReservationEvent = {
  readonly kind: ReservationEventKind;
  readonly operationCode: string;
  /** True when the department already heard of this operation (an earlier event). */
  readonly followUp: boolean;
  /** Cancellations: who cancelled and why (the console's), or the provider's refund. */
  readonly cancellation?: {
    readonly by: 'buyer' | 'staff' | 'provider';
    readonly actor?: string;
    readonly reason?: string;
  };
};

function eventHeadline(event: ReservationEvent, operation: Operation): string {
  const deposit = formatPrice(operation.booking_price);
  switch (event.kind) {
    case 'approved':
      return event.followUp
        ? `Se acreditó el pago que estaba pendiente: la seña de ${deposit} está paga y la unidad quedó reservada.`
        : `Reserva confirmada: el comprador pagó la seña de ${deposit} y la unidad quedó reservada.`;
    case 'pending':
      return `El pago de la seña de ${deposit} quedó pendiente de confirmación: la unidad queda apartada hasta que se resuelva.`;
    case 'rejected':
      return 'El pago que estaba pendiente fue rechazado: la unidad volvió a estar disponible. El comprador puede intentar pagar de nuevo con el mismo código.';
    case 'cancelled': {
      const by = event.cancellation?.by ?? 'buyer';
      if (by === 'provider') {
        return `El pago de la seña fue devuelto desde el medio de pago: la reserva quedó cancelada y la unidad volvió a estar disponible.`;
      }
      return `${by === 'staff' ? 'La reserva se canceló desde la consola' : 'El comprador canceló la reserva'}: se le devuelve el 100% de la seña (${deposit}) y la unidad volvió a estar disponible.`;
    }
  }
}

const eventSubjects: Record<ReservationEventKind, string> = {
  approved: 'Reserva confirmada',
  pending: 'Reserva con pago pendiente',
  rejected: 'Pago rechazado en una reserva pendiente',
  cancelled: 'Reserva cancelada y seña devuelta',
};

/** The unit's model without its family: 'Polo Highline 170 TSI AT' -> 'Highline 170 TSI AT'. */
function trimOf(model: string, family: string): string {
  return model.toLowerCase().startsWith(`${family.toLowerCase()} `)
    ? model.slice(family.length + 1)
    : model;
}

const adfCurrency = (currency: string) => (currency === 'usd' ? 'USD' : 'ARS') as 'ARS' | 'USD';

/** What a reservation event's email says, read from the operation in the event's transaction. */
async function reservationFacts(trx: Db, event: ReservationEvent) {
  const operation = operationSchema.parse(await loadOperationWire(trx, event.operationCode));
  const vehicle = operation.purchase.vehicle;
  const unit = await unitById(trx, vehicle.stock_id);
  const payment = await latestPayment(trx, operation.code);
  const route = await routeDepartment(trx, 'sales', operation.brand_id, vehicle.location || null);
  const amounts = operation.amounts;
  const currency = adfCurrency(operation.currency);
  const make = brands[operation.brand_id].name;
  const family = unit?.family ?? operation.family;
  const finalPrice = amounts?.promotion_price ?? operation.promotion.price;
  const creditPesos = amounts?.credit_pesos ?? operation.credit_amount;
  const cash = amounts?.cash ?? operation.cash_amount;
  const hasCredit = operation.credit_id !== null && creditPesos > 0;
  const headline = eventHeadline(event, operation);
  const cancellationLines =
    event.kind === 'cancelled' && event.cancellation?.by === 'staff'
      ? lines([
          ['Cancelada por', event.cancellation.actor],
          ['Motivo', event.cancellation.reason],
        ])
      : [];
  const buyer = fullName(operation.purchase.name, operation.purchase.lastname);

  return {
    event,
    operation,
    vehicle,
    unit,
    payment,
    route,
    amounts,
    currency,
    make,
    family,
    finalPrice,
    creditPesos,
    cash,
    hasCredit,
    headline,
    cancellationLines,
    buyer,
  };
}

type ReservationFacts = Awaited<ReturnType<typeof reservationFacts>>;

/** The event as an ADF prospect: the unit, its financing, the trade-ins and the buyer. */
function reservationProspect(context: AppContext, facts: ReservationFacts): AdfProspect {
  const { event, operation, vehicle, unit, route, currency, make, family, finalPrice } = facts;
  const { creditPesos, cash, hasCredit, headline, cancellationLines } = facts;
  return {
    id: operation.code,
    source: providerName,
    status: event.followUp ? 'resend' : 'new',
    requestDate: operation.created_at,
    vehicles: [
      {
        interest: 'buy',
        status: 'new',
        year: unit?.model_year ?? null,
        make,
        model: family,
        vin: vehicle.chassis,
        stock: String(vehicle.stock_id),
        trim: trimOf(vehicle.model, family),
        exteriorColor: vehicle.color,
        price: { type: 'quote', amount: finalPrice, currency },
        ...(hasCredit
          ? {
              finance: {
                method: 'finance' as const,
                amounts: [
                  { type: 'total' as const, amount: creditPesos, currency: 'ARS' as const },
                  ...(operation.credit_avg_installment > 0
                    ? [
                        {
                          type: 'monthly' as const,
                          amount: operation.credit_avg_installment,
                          currency: 'ARS' as const,
                        },
                      ]
                    : []),
                  ...(cash > 0 ? [{ type: 'downpayment' as const, amount: cash, currency }] : []),
                ],
                balance: { amount: creditPesos, currency: 'ARS' as const },
              },
              comments: `Crédito: ${operation.credit_name ?? ''}${
                operation.credit_installments > 0 ? `, ${operation.credit_installments} cuotas` : ''
              }.`,
            }
          : {}),
      },
      ...operation.used_vehicles.map((used): AdfVehicle => ({
        interest: 'trade-in',
        status: 'used',
        year: used.year,
        make: used.brand,
        model: used.model,
        trim: used.vehicle,
        odometerKm: used.kms,
        price: { type: 'appraisal', amount: used.valuation, currency: 'ARS' },
      })),
    ],
    customer: {
      firstName: operation.purchase.name,
      lastName: operation.purchase.lastname,
      email: operation.purchase.email,
      phone: operation.purchase.telephone,
      comments: [headline, ...cancellationLines, `Código de operación: ${operation.code}.`].join(
        ' ',
      ),
    },
    vendor: vendorFor(operation.brand_id, vehicle.location, route),
    provider: {
      name: providerName,
      service: 'Reserva online',
      url: context.config.reservationPublicUrl,
    },
  };
}

/** The event as the plain-text summary sales read. */
function reservationSummary(facts: ReservationFacts): string {
  const { operation, vehicle, unit, payment, amounts, make, cash, hasCredit, headline } = facts;
  const { cancellationLines, buyer } = facts;
  const usedLines = operation.used_vehicles.map(
    (used, index) =>
      `Usado ${index + 1}: ${used.brand} ${used.model} ${used.vehicle} (${used.year}, ${used.kms} km), tasado en ${formatPrice(used.valuation)}`,
  );
  return [
    headline,
    ...cancellationLines,
    '',
    ...lines([
      ['Operación', operation.code],
      [
        'Unidad',
        `${make} ${vehicle.model}${unit?.model_year ? ` (${unit.model_year})` : ''}${vehicle.color ? `, color ${vehicle.color}` : ''}`,
      ],
      ['N.º de stock', vehicle.stock_id],
      ['Chasis', vehicle.chassis],
      ['Sucursal', vehicle.location],
      ...priceEntries(operation),
      [
        'Seña',
        `${formatPrice(payment?.amount ?? operation.booking_price)}${
          payment?.paid_at ? ` (pagada el ${dateTime(payment.paid_at)})` : ''
        }`,
      ],
      ['Contado', cash > 0 ? formatPrice(cash, operation.currency) : ''],
      ['Crédito', hasCredit ? (creditText(operation) ?? '') : ''],
    ]),
    ...usedLines,
    ...lines([
      [
        'Saldo a completar',
        formatPrice(amounts?.pending ?? operation.pending_amount, operation.currency),
      ],
    ]),
    '',
    ...lines([
      ['Comprador', buyer],
      ['DNI', operation.purchase.dni],
      ['Teléfono', operation.purchase.telephone],
      ['Email', operation.purchase.email],
    ]),
    '',
    adfNote(operation.code),
  ].join('\n');
}

/**
 * Queues the sales department's email about a reservation event, in the transaction of
 * the transition (`trx`), so it exists exactly when the transition does.
 */
export async function queueReservationEvent(
  context: AppContext,
  trx: Db,
  event: ReservationEvent,
): Promise<void> {
  const facts = await reservationFacts(trx, event);
  const { operation, vehicle, route, make } = facts;
  const prospect = reservationProspect(context, facts);
  const summary = reservationSummary(facts);
  await context.mailer.send(
    departmentMessage(
      'reservation_event',
      route,
      `${eventSubjects[event.kind]}: ${make} ${vehicle.model} (código ${operation.code})`,
      summary,
      { id: operation.code, document: adfDocument(prospect) },
    ),
    trx,
  );
}
