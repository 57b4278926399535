/**
 * Where an operation's deposit stands, for the payment page: paid, pending, closed, its
 * unit taken by someone else's deposit, or still payable. And the sandbox's settlement of
 * a pending payment, which only a pending (or in-process) payment may have.
 */
import { messages } from '@territorio/api-client';
import type { Db, OperationRow } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { latestPayment } from '../../repositories/payments';
import { unitHolding } from '../../repositories/stock';
import type { AppContext } from '../context';
import { applyNotification } from './flow';
import type { SandboxAdapter } from './sandbox';

export type DepositStanding = 'paid' | 'pending' | 'closed' | 'unit_taken' | 'payable';

export async function depositStanding(db: Db, operation: OperationRow): Promise<DepositStanding> {
  if (operation.status === 'reserved') return 'paid';
  if (operation.status === 'pending') return 'pending';
  if (operation.status === 'cancelled') return 'closed';
  const unit = await unitHolding(db, operation.stock_id);
  // Someone else's deposit got the unit first: the buyer is told before giving a card.
  const onSale = unit?.status === 'available' || unit?.status === 'in_transit';
  if (!onSale && unit?.held_by !== operation.code) return 'unit_taken';
  return 'payable';
}

/**
 * The sandbox's stand-in for the provider's later notification: its ledger settles the
 * operation's pending charge, then the notification is applied like a webhook (a payment
 * being refunded meanwhile stays refunded).
 */
export async function resolvePendingPayment(
  context: AppContext,
  sandbox: SandboxAdapter,
  operation: Pick<OperationRow, 'code'>,
  status: Parameters<SandboxAdapter['resolve']>[1],
): Promise<void> {
  const payment = await latestPayment(context.store.db, operation.code);
  if (!payment || (payment.status !== 'pending' && payment.status !== 'in_process')) {
    throw new DomainError('conflict', 'not_pending', messages.invalidRequest);
  }
  const notification = await sandbox.resolve(payment.provider_payment_id, status);
  if (notification) await applyNotification(context, notification);
}
