/**
 * What the payment tests share: an operation ready for its deposit (the guards before any
 * charge ask for complete personal data and a covered balance, spec 4 and 5).
 */
import { apiPaths, operationSchema, type Operation } from '@territorio/api-client';
import type { SeedUnit } from './helpers';
import { completePurchase, startBody } from './helpers';

type Post = (path: string, body: unknown) => Promise<Response>;

/** Fills in the personal data and pays the whole balance in cash ('Completar Restante'). */
export async function fillForDeposit(post: Post, operation: Operation): Promise<Operation> {
  const response = await post(apiPaths.dealershipUpdate, {
    code: operation.code,
    purchase: { ...completePurchase, email: operation.purchase.email || completePurchase.email },
    cash_amount: operation.cash_amount + operation.pending_amount,
  });
  const body = (await response.json()) as { data?: unknown; error?: unknown };
  if (response.status !== 200) {
    throw new Error(`update answered ${response.status}: ${JSON.stringify(body)}`);
  }
  const ready = operationSchema.parse(body.data);
  if (ready.pending_amount !== 0) throw new Error(`pending amount ${ready.pending_amount}`);
  return ready;
}

/** Starts an operation for a unit and makes it ready for its deposit. */
export async function startReady(
  post: Post,
  unit: SeedUnit,
  overrides: Record<string, unknown> = {},
): Promise<Operation> {
  const response = await post(apiPaths.dealershipStart, startBody(unit, overrides));
  const body = (await response.json()) as { data?: unknown };
  if (response.status !== 201) {
    throw new Error(`start answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return fillForDeposit(post, operationSchema.parse(body.data));
}
