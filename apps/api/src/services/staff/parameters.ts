/**
 * The administration parameters the public site reads (GET parameters): booking price per
 * brand (brand_settings), contact methods with their department emails and salesmen
 * (content_items JSON), popups and banners on or off (content_items.enabled). Each change
 * clears the response cache and is audited with what it replaced.
 */
import { brandIds } from '@territorio/api-client';
import type {
  StaffContactMethod,
  StaffParameters,
  StaffMember,
  bookingPricesUpdateSchema,
  contactMethodsUpdateSchema,
  salesmenUpdateSchema,
} from '@territorio/api-client/staff';
import { staffMessages } from '@territorio/api-client/staff';
import { sites } from '@territorio/site-config';
import { messages } from '@territorio/api-client';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import {
  contentEnabled,
  contentRows,
  replaceContent,
  setContentEnabled,
} from '../../repositories/content';
import { brandSettings, setBookingPrice, setSetting } from '../../repositories/settings';
import { inTransitReservable, inTransitReservableKey } from '../catalogue/in-transit';
import type { AppContext } from '../context';
import { recordAudit } from './audit';
import { actorOf } from './leads';

type Salesman = StaffParameters['salesmen'][number];

export const parameterMessages = {
  unknownBrand: 'Esa marca no existe.',
  duplicateContactMethod: 'Ya hay un medio de contacto de esta marca para esta área.',
  unknownSite: 'Elegí una sucursal de la lista.',
  duplicateSalesman: 'Ya hay otro vendedor con este número.',
} as const;

function parse(data: string): Record<string, unknown> {
  try {
    const value = JSON.parse(data) as unknown;
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** A stored contact method as the console edits it (seeded numbers may be numbers). */
function contactMethodOf(data: Record<string, unknown>): StaffContactMethod {
  const siteEmails = Array.isArray(data.site_emails) ? data.site_emails : [];
  return {
    brand_id: data.brand_id as StaffContactMethod['brand_id'],
    department: data.department as StaffContactMethod['department'],
    zoom_link: text(data.zoom_link),
    whatsapp_number: text(data.whatsapp_number),
    email: text(data.email),
    site_emails: siteEmails.flatMap((entry: unknown) => {
      const { site, email } = (entry ?? {}) as Record<string, unknown>;
      return typeof site === 'string' && typeof email === 'string' ? [{ site, email }] : [];
    }),
    adf_in_body: data.adf_in_body === true,
  };
}

function salesmanOf(id: number, data: Record<string, unknown>): Salesman {
  return {
    id: typeof data.id === 'number' ? data.id : id,
    brand_id: data.brand_id as Salesman['brand_id'],
    fullname: text(data.fullname) ?? '',
    zoom_link: text(data.zoom_link),
    whatsapp_number: text(data.whatsapp_number),
  };
}

async function bookingPricesOf(db: Db): Promise<Record<string, number | null>> {
  const rows = await brandSettings(db);
  const stored = new Map(rows.map((row) => [row.brand_id, row.booking_price]));
  return Object.fromEntries(brandIds.map((id) => [String(id), stored.get(id) ?? null]));
}

export async function loadParameters(db: Db): Promise<StaffParameters> {
  const [bookingPrices, contactMethods, salesmen, popups, banners, inTransit] = await Promise.all([
    bookingPricesOf(db),
    contentRows(db, 'contact_method'),
    contentRows(db, 'salesman'),
    contentRows(db, 'popup'),
    contentRows(db, 'banner'),
    inTransitReservable(db),
  ]);
  return {
    booking_prices: bookingPrices,
    contact_methods: contactMethods.map((row) => contactMethodOf(parse(row.data))),
    salesmen: salesmen.map((row) => salesmanOf(row.id, parse(row.data))),
    popups: popups.map((row) => ({
      id: row.id,
      title: text(parse(row.data).title) ?? '',
      enabled: row.enabled === 1,
    })),
    banners: banners.map((row) => ({
      id: row.id,
      name: text(parse(row.data).name) ?? '',
      enabled: row.enabled === 1,
    })),
    in_transit_reservable: inTransit,
  };
}

function invalid(fields: Record<string, string>): DomainError {
  return new DomainError('invalid', 'invalid_request', messages.invalidRequest, { fields });
}

export async function updateBookingPrices(
  context: AppContext,
  member: StaffMember,
  body: z.output<typeof bookingPricesUpdateSchema>,
): Promise<StaffParameters> {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(body.booking_prices)) {
    if (!(brandIds as readonly number[]).some((id) => String(id) === key)) {
      fields[`booking_prices.${key}`] = parameterMessages.unknownBrand;
    }
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const { store } = context;
  await store.writeTransaction(async (trx) => {
    const before = await bookingPricesOf(trx);
    for (const [key, price] of Object.entries(body.booking_prices)) {
      await setBookingPrice(trx, Number(key), price);
    }
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'booking_prices_updated',
      subjectType: 'parameters',
      subjectId: 'booking_prices',
      before,
      after: await bookingPricesOf(trx),
    });
  });
  context.cache.clear();
  return loadParameters(store.db);
}

/**
 * Replaces the whole list of `kind` (content_items) with `items`, in one transaction that
 * audits as `<subject>_updated` the list it replaced, as the console reads it (`stored`),
 * and the one sent; then clears the response cache and answers the new parameters.
 */
async function replaceList<Item>(
  context: AppContext,
  member: StaffMember,
  list: {
    kind: 'contact_method' | 'salesman';
    subject: 'contact_methods' | 'salesmen';
    stored: (row: { id: number; data: string }) => unknown;
    items: readonly Item[];
    idOf: (item: Item, index: number) => number;
  },
): Promise<StaffParameters> {
  const { store } = context;
  await store.writeTransaction(async (trx) => {
    const before = (await contentRows(trx, list.kind)).map(list.stored);
    await replaceContent(
      trx,
      list.kind,
      list.items.map((item, index) => ({ id: list.idOf(item, index), data: item })),
    );
    await recordAudit(trx, {
      actor: actorOf(member),
      action: `${list.subject}_updated`,
      subjectType: 'parameters',
      subjectId: list.subject,
      before,
      after: list.items,
    });
  });
  context.cache.clear();
  return loadParameters(store.db);
}

export async function updateContactMethods(
  context: AppContext,
  member: StaffMember,
  body: z.output<typeof contactMethodsUpdateSchema>,
): Promise<StaffParameters> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const siteNames = new Set(sites.map((site) => site.name));
  body.contact_methods.forEach((method, index) => {
    const key = `${method.brand_id}:${method.department}`;
    if (seen.has(key)) {
      fields[`contact_methods.${index}.department`] = parameterMessages.duplicateContactMethod;
    }
    seen.add(key);
    method.site_emails.forEach((entry, at) => {
      if (!siteNames.has(entry.site)) {
        fields[`contact_methods.${index}.site_emails.${at}.site`] = parameterMessages.unknownSite;
      }
    });
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return replaceList(context, member, {
    kind: 'contact_method',
    subject: 'contact_methods',
    stored: (row) => contactMethodOf(parse(row.data)),
    items: body.contact_methods,
    idOf: (_method, index) => index,
  });
}

export async function updateSalesmen(
  context: AppContext,
  member: StaffMember,
  body: z.output<typeof salesmenUpdateSchema>,
): Promise<StaffParameters> {
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  body.salesmen.forEach((salesman, index) => {
    if (seen.has(salesman.id)) fields[`salesmen.${index}.id`] = parameterMessages.duplicateSalesman;
    seen.add(salesman.id);
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return replaceList(context, member, {
    kind: 'salesman',
    subject: 'salesmen',
    stored: (row) => salesmanOf(row.id, parse(row.data)),
    items: body.salesmen,
    idOf: (salesman) => salesman.id,
  });
}

/** Switches a popup or banner on or off. */
export async function toggleContent(
  context: AppContext,
  member: StaffMember,
  kind: 'popup' | 'banner',
  id: number,
  enabled: boolean,
): Promise<StaffParameters> {
  const { store } = context;
  await store.writeTransaction(async (trx) => {
    const wasEnabled = await contentEnabled(trx, kind, id);
    if (wasEnabled === undefined) throw notFound(staffMessages.notFound);
    await setContentEnabled(trx, kind, id, enabled);
    await recordAudit(trx, {
      actor: actorOf(member),
      action: enabled ? `${kind}_enabled` : `${kind}_disabled`,
      subjectType: kind,
      subjectId: id,
      before: { enabled: wasEnabled },
      after: { enabled },
    });
  });
  context.cache.clear();
  return loadParameters(store.db);
}

/**
 * Switches online reservations of units in transit on or off (the `in_transit_reservable`
 * setting), audited with what it was; the unit pages follow at once (the cache is cleared).
 */
export async function setInTransitReservable(
  context: AppContext,
  member: StaffMember,
  enabled: boolean,
): Promise<StaffParameters> {
  const { store } = context;
  await store.writeTransaction(async (trx) => {
    const before = await inTransitReservable(trx);
    await setSetting(trx, inTransitReservableKey, String(enabled));
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'in_transit_reservable_updated',
      subjectType: 'parameters',
      subjectId: inTransitReservableKey,
      before: { enabled: before },
      after: { enabled },
    });
  });
  context.cache.clear();
  return loadParameters(store.db);
}
