/** Finding an operation by what a visitor holds: its code or its payment's transaction code. */
import type { Db, OperationRow } from '../../db/schema';
import { operationByCode, operationByTransactionCode } from '../../repositories/operations';
import { looksLikeCode, normalizeCode, operationCodeLength } from '../codes';

export const transactionCodeLength = 16;

/** The operation a visitor's code names; nothing for what cannot be a code. */
export async function findOperationByCode(
  db: Db,
  rawCode: string,
): Promise<OperationRow | undefined> {
  const code = normalizeCode(rawCode);
  if (!looksLikeCode(code, operationCodeLength)) return undefined;
  return operationByCode(db, code);
}

export async function findOperationByReference(
  db: Db,
  rawReference: string,
): Promise<OperationRow | undefined> {
  const reference = normalizeCode(rawReference);
  if (looksLikeCode(reference, transactionCodeLength)) {
    return operationByTransactionCode(db, reference);
  }
  return findOperationByCode(db, reference);
}
