/**
 * Booking a visit: the vehicle and the slot are checked, then one write transaction counts
 * the live visits of the booking's client, telephone and email against their caps
 * (live-caps.ts), counts the confirmation against the address's email cap, takes a place of
 * the slot (a conditional update: the database holds the capacity), inserts the visit (the
 * unique index holds one live booking per email, vehicle and date), and queues the buyer's
 * confirmation with its invitation, the reminder and sales' lead. Any refusal rolls all of
 * it back.
 */
import {
  messages,
  siteSlug,
  visitMessages,
  visitSiteBySlug,
  type VisitBooked,
  type VisitBookingBody,
} from '@territorio/api-client';
import { emailLimitReached, publicEmailLimit, takeAddressLimit } from '../address-limits';
import type { Db } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import {
  insertVisit,
  isDuplicateBooking,
  takeSlot,
  type VisitRow,
} from '../../repositories/visits';
import type { AppContext } from '../context';
import { queueBuyerEmails } from './buyer-emails';
import { bookingSources, checkLiveCaps, type BookingSources } from './live-caps';
import { queueSalesLead } from './sales-emails';
import { newVisitCode, newVisitSecret } from './secrets';
import { checkedSlot, slotFull } from './slots';
import { bookedVehicle } from './vehicle';
import { visitWire } from './wire';

/** The answer to a booking of the same email, vehicle and date as a live one. */
export function duplicateBooking(field: 'email' | 'date'): DomainError {
  return new DomainError('conflict', 'visit_duplicate', visitMessages.duplicate, {
    fields: { [field]: visitMessages.duplicate },
  });
}

/** Runs `insert`, answering a second live booking of the email, vehicle and date as such. */
export async function refusingDuplicates<T>(
  field: 'email' | 'date',
  insert: () => Promise<T>,
): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isDuplicateBooking(error)) throw duplicateBooking(field);
    throw error;
  }
}

async function insertBooking(
  trx: Db,
  body: VisitBookingBody,
  facts: {
    site: string;
    startsAt: string;
    vehicle: Awaited<ReturnType<typeof bookedVehicle>>;
    secretHash: string;
    sources: BookingSources;
    now: string;
  },
): Promise<VisitRow> {
  const { vehicle } = facts;
  return refusingDuplicates('email', () =>
    insertVisit(trx, {
      code: newVisitCode(),
      secret_hash: facts.secretHash,
      site: facts.site,
      brand_id: vehicle.brandId,
      family_id: vehicle.familyId,
      unit_id: vehicle.unitId,
      holder_key: vehicle.holderKey,
      vehicle_title: vehicle.title,
      starts_at: facts.startsAt,
      local_date: body.date,
      local_time: body.time,
      test_drive: body.test_drive ? 1 : 0,
      name: body.name.trim(),
      email: body.email.trim(),
      email_normalized: facts.sources.emailKey,
      telephone: body.telephone.trim(),
      status: 'booked',
      created_at: facts.now,
      updated_at: facts.now,
      cancelled_at: null,
      cancelled_by: null,
      client_key: facts.sources.clientKey,
      telephone_key: facts.sources.telephoneKey,
    }),
  );
}

/**
 * Books the slot of the body (already checked by visitBookingBodySchema) for the buyer;
 * `clientIp` is the request's client address (request.ip, as far as TRUST_PROXY says).
 */
export async function bookVisit(
  context: AppContext,
  body: VisitBookingBody,
  clientIp: string,
): Promise<VisitBooked> {
  const site = visitSiteBySlug(body.site);
  if (!site) {
    throw new DomainError('invalid', 'invalid_request', messages.invalidRequest, {
      fields: { site: visitMessages.siteRequired },
    });
  }
  const now = new Date();
  const secret = newVisitSecret();
  // Read before the write transaction: on SQLite it holds the one connection.
  const sources = await bookingSources(context, { clientIp, ...body });
  const visit = await context.store.writeTransaction(async (trx) => {
    const vehicle = await bookedVehicle(trx, body, site);
    const slot = await checkedSlot(trx, site, body, now);
    await checkLiveCaps(trx, context, sources, now);
    const limit = publicEmailLimit(context.config);
    const take = await takeAddressLimit(context.store, limit, body.email, now.getTime(), trx);
    if (!take.allowed) throw emailLimitReached(take, 'email');
    if (!(await takeSlot(trx, siteSlug(site), slot.startsAt, slot.capacity))) throw slotFull();
    const row = await insertBooking(trx, body, {
      site: siteSlug(site),
      startsAt: slot.startsAt,
      vehicle,
      secretHash: secret.hash,
      sources,
      now: now.toISOString(),
    });
    await queueBuyerEmails(context, trx, row, secret.token, 'booked', now);
    await queueSalesLead(context, trx, row, vehicle);
    return row;
  });
  context.mailer.wake();
  return { visit: visitWire(visit, now), token: secret.token };
}
