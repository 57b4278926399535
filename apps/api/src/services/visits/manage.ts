/**
 * What the bearer of a visit's manage secret may do: read it, move it to another slot and
 * cancel it, while it is changeable (wire.ts `isChangeable`); and what the console does
 * when it cancels one (`cancelBookedVisit`). A wrong code and a wrong secret get the same
 * 404. Each change re-reads the visit in its transaction and names the state it starts
 * from, so two changes racing on one visit cannot both apply.
 *
 * The buyer's emails count against the address's cap (address-limits.ts) in the change's
 * transaction. Past it a move is refused (429, nothing changed), since the buyer can try
 * later; a cancel still cancels, since freeing the place matters more, and only its email
 * is left out. A move to the slot the visit already holds changes and sends nothing, and a
 * visit is moved at most `visitRules.maxMoves` times, which bounds sales' notes per booking.
 */
import {
  siteSlug,
  visitMessages,
  visitRules,
  type Visit,
  type VisitMoveBody,
} from '@territorio/api-client';
import type { Db } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import {
  cancelReminders,
  markCancelled,
  markMoved,
  releaseSlot,
  takeSlot,
  visitByCode,
  type VisitRow,
} from '../../repositories/visits';
import { emailLimitReached, publicEmailLimit, takeAddressLimit } from '../address-limits';
import type { AppContext } from '../context';
import { refusingDuplicates } from './book';
import {
  buyerEmail,
  calendarDomain,
  manageUrl,
  queueBuyerEmails,
  siteOfVisit,
} from './buyer-emails';
import { visitCalendar } from './calendar';
import { queueSalesNote } from './sales-emails';
import { isVisitSecret, visitCodeOf } from './secrets';
import { checkedSlot, slotFull, type CheckedSlot } from './slots';
import { isChangeable, visitWire } from './wire';

const visitNotFound = () => notFound(visitMessages.notFound, 'visit_not_found');

const notChangeable = () =>
  new DomainError('conflict', 'visit_not_changeable', visitMessages.notChangeable);

const tooManyMoves = () =>
  new DomainError('conflict', 'visit_moves_exhausted', visitMessages.tooManyMoves);

/** Counts one buyer email of the visit against its address's cap, in `trx`. */
function takeEmail(context: AppContext, trx: Db, visit: VisitRow, now: Date) {
  const limit = publicEmailLimit(context.config);
  return takeAddressLimit(context.store, limit, visit.email, now.getTime(), trx);
}

/** The visit of `code` if `token` is its secret; the same 404 for any other code or token. */
export async function findVisitRow(db: Db, code: string, token: string): Promise<VisitRow> {
  const known = visitCodeOf(code);
  const row = known ? await visitByCode(db, known) : undefined;
  // A missing visit is compared against a hash of the right length all the same.
  const matches = isVisitSecret(token, row?.secret_hash ?? '0'.repeat(64));
  if (!row || !matches) throw visitNotFound();
  return row;
}

export async function findVisit(context: AppContext, code: string, token: string): Promise<Visit> {
  return visitWire(await findVisitRow(context.store.db, code, token));
}

/** The visit as it stands in the transaction, if still changeable by the buyer at `now`. */
async function changeableVisit(trx: Db, code: string, token: string, now: Date) {
  const visit = await findVisitRow(trx, code, token);
  if (!isChangeable(visit, now)) throw notChangeable();
  return visit;
}

/**
 * Cancels a visit that is still booked, in the caller's transaction: frees its place,
 * cancels its reminder, raises its SEQUENCE and, unless `isEmailed` is false, queues the
 * buyer's METHOD:CANCEL. Null when it was no longer booked. The caller wakes the mailer
 * after its commit.
 */
export async function cancelBookedVisit(
  context: AppContext,
  trx: Db,
  visit: VisitRow,
  by: string,
  isEmailed = true,
): Promise<VisitRow | null> {
  const cancelled = await markCancelled(trx, visit, by, new Date().toISOString());
  if (!cancelled) return null;
  await releaseSlot(trx, cancelled.site, cancelled.starts_at);
  await cancelReminders(trx, cancelled.code);
  if (isEmailed) {
    await context.mailer.send(buyerEmail(context, 'cancelled', cancelled, null), trx);
  }
  return cancelled;
}

/**
 * The buyer cancels: the visit is freed and cancelled, and sales get a note; the buyer's
 * email only within the address's cap.
 */
export async function cancelVisit(context: AppContext, code: string, token: string) {
  const now = new Date();
  const cancelled = await context.store.writeTransaction(async (trx) => {
    const visit = await changeableVisit(trx, code, token, now);
    const { allowed } = await takeEmail(context, trx, visit, now);
    const row = await cancelBookedVisit(context, trx, visit, 'buyer', allowed);
    if (!row) throw notChangeable();
    await queueSalesNote(context, trx, row);
    return row;
  });
  context.mailer.wake();
  return visitWire(cancelled, now);
}

/**
 * Gives back the place at `from` and takes one at `to` (refused when full). The two slot
 * rows are locked in the order of their instants, so two moves between the same two slots
 * in opposite directions wait for each other instead of deadlocking.
 */
async function moveSlotPlace(trx: Db, site: string, from: string, to: CheckedSlot) {
  if (from === to.startsAt) return;
  const take = async () => {
    if (!(await takeSlot(trx, site, to.startsAt, to.capacity))) throw slotFull();
  };
  if (from < to.startsAt) {
    await releaseSlot(trx, site, from);
    await take();
  } else {
    await take();
    await releaseSlot(trx, site, from);
  }
}

/**
 * The buyer moves the visit to another slot: the same checks as a booking, the old place
 * given back and a new one taken, SEQUENCE + 1, the old reminder cancelled and a new one
 * scheduled, the invitation sent again (same UID), and a note to sales. The slot it holds
 * already is answered as the visit stands.
 */
export async function moveVisit(context: AppContext, code: string, body: VisitMoveBody) {
  const now = new Date();
  const { row: moved, isMoved } = await context.store.writeTransaction(async (trx) => {
    const visit = await changeableVisit(trx, code, body.token, now);
    if (visit.local_date === body.date && visit.local_time === body.time) {
      return { row: visit, isMoved: false };
    }
    // While a visit is booked only moves raise its SEQUENCE: it counts them.
    if (visit.sequence >= visitRules.maxMoves) throw tooManyMoves();
    const site = siteOfVisit(visit);
    const slot = await checkedSlot(trx, site, body, now);
    const take = await takeEmail(context, trx, visit, now);
    if (!take.allowed) throw emailLimitReached(take);
    const row = await refusingDuplicates('date', () =>
      markMoved(
        trx,
        visit,
        { startsAt: slot.startsAt, date: body.date, time: body.time },
        now.toISOString(),
      ),
    );
    if (!row) throw notChangeable();
    await moveSlotPlace(trx, siteSlug(site), visit.starts_at, slot);
    await cancelReminders(trx, visit.code);
    await queueBuyerEmails(context, trx, row, body.token, 'moved', now);
    await queueSalesNote(context, trx, row, visit);
    return { row, isMoved: true };
  });
  if (isMoved) context.mailer.wake();
  return visitWire(moved, now);
}

/** The visit as an iCalendar file to download (METHOD:PUBLISH, its current SEQUENCE). */
export async function visitCalendarFile(context: AppContext, code: string, token: string) {
  const visit = await findVisitRow(context.store.db, code, token);
  const manage = visit.status === 'booked' ? manageUrl(context, visit.code, token) : null;
  return {
    filename: `visita-${visit.code}.ics`,
    content: visitCalendar(visit, siteOfVisit(visit), {
      method: 'PUBLISH',
      uidDomain: calendarDomain(context),
      manageUrl: manage,
    }),
  };
}
