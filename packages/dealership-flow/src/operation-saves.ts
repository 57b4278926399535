/**
 * The flow's operation updates (FlowContext `save`): one at a time, in order, settled as
 * the server settles them, and applied again on the newer copy when another tab stored one
 * first. What the buyer typed and has not stored yet stays as typed.
 */
import {
  errorMessage,
  formatPrice,
  isApiError,
  messages,
  moneyMessages,
  parseAmount,
} from '@territorio/api-client/core';
import type { Operation, StaleOperationError } from '@territorio/api-client/core';
import type { DealershipApi } from './api';
import { amountText } from './context';
import type { DraftField, FlowContext, SetState } from './context';
import { settleOperation } from './money';
import { normalizeBirthdate, personalDataFields } from './personal-data';
import type { MaritalStatusId, PersonalDataValues } from './personal-data';
import { selectCreditLimits } from './selectors';
import type { DealershipFlowState } from './state';

/** Code of the 409 that refuses an update based on an older version of the operation. */
const staleOperationCode = 'stale_operation';

/** Times one update is applied again on a newer copy before it gives up (tabs racing). */
const staleRetries = 3;

function isStaleOperation(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === staleOperationCode;
}

/** The current operation a stale-update refusal carries (api-client StaleOperationError). */
function currentOperationOf(error: unknown): Operation | null {
  return (error as Partial<StaleOperationError>).current ?? null;
}

function isMaritalStatusId(value: unknown): value is MaritalStatusId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** The personal data drafts an operation starts with. */
export function personalDataFromOperation(operation: Operation): PersonalDataValues {
  const { purchase, customer } = operation;
  return {
    dni: purchase.dni || customer.dni,
    name: purchase.name || customer.name,
    lastname: purchase.lastname || customer.lastname,
    birthdate: normalizeBirthdate(purchase.birthdate),
    maritalStatusId: isMaritalStatusId(purchase.marital_status_id)
      ? purchase.marital_status_id
      : null,
    telephone: purchase.telephone || customer.telephone,
    email: purchase.email || customer.email,
    address: purchase.address || customer.address,
  };
}

/**
 * Another tab stored a newer version: its copy replaces ours, except the drafts the buyer
 * typed here and has not stored yet (`edits`), which stay as typed (their change is sent
 * again on top of the newer version).
 */
function changedElsewhere(
  state: DealershipFlowState,
  current: Operation,
  edits: ReadonlyMap<DraftField, number>,
): Partial<DealershipFlowState> {
  const stored = personalDataFromOperation(current);
  const values = { ...state.personalData.values };
  for (const field of personalDataFields) {
    if (!edits.has(field)) Object.assign(values, { [field]: stored[field] });
  }
  return {
    operation: current,
    cashText: edits.has('cashAmount') ? state.cashText : amountText(current.cash_amount),
    moneyNotices: {},
    personalData: { ...state.personalData, values },
    promotion: edits.has('promotionCode')
      ? state.promotion
      : {
          ...state.promotion,
          codeText: current.promotion.code ?? '',
          check: { status: 'idle' },
          rejectedCode: null,
        },
    operationNotice: messages.operationChangedElsewhere,
  };
}

export type OperationSaves = Pick<FlowContext, 'edited' | 'save' | 'savesSettled'> & {
  /** A whole operation was adopted: no draft typed before it is pending any more. */
  clearEdits(): void;
  /** Runs `flush`; every save it queues is sent with keepalive (the page is hiding). */
  whileHiding(flush: () => Promise<unknown>): Promise<void>;
};

export function createOperationSaves(store: {
  readonly api: DealershipApi;
  readonly get: () => DealershipFlowState;
  readonly set: SetState;
  readonly isDisposed: () => boolean;
}): OperationSaves {
  const { api, get, set } = store;
  let saves: Promise<unknown> = Promise.resolve();
  /** Set while the page hides: the saves it flushes are sent with keepalive. */
  let isHiding = false;
  /** Draft fields typed and not yet stored, with the edit number of their last change. */
  const edits = new Map<DraftField, number>();
  let editCount = 0;

  /** The operation as the server has it now; null when it cannot be read. */
  async function readCurrent(code: string): Promise<Operation | null> {
    try {
      return await api.resumeOperation(code);
    } catch {
      return null;
    }
  }

  async function send(
    build: (state: DealershipFlowState) => Operation | null,
    keepalive: boolean,
  ): Promise<boolean> {
    for (let attempt = 0; attempt <= staleRetries; attempt += 1) {
      if (store.isDisposed()) return false;
      const state = get();
      const based = state.operation;
      const change = build(state);
      if (!change || !based) return false;
      const { operation: body, settlement } = settleOperation(
        change,
        selectCreditLimits(state, change.credit_id),
        based,
      );
      // The server would refuse it (400): nothing is sent and the reason is shown.
      if (Object.keys(settlement.errors).length > 0) {
        set({ moneyRefusal: settlement.errors });
        return false;
      }
      const sentEdits = editCount;
      const typedCash = parseAmount(state.cashText);
      set({ update: { status: 'started' } });
      try {
        const operation = await api.updateOperation(
          { ...body, version: based.version },
          keepalive ? { keepalive: true } : undefined,
        );
        // A resumed other operation makes this answer stale.
        if (get().operation?.code !== operation.code) return false;
        const isCashTypedSince = (edits.get('cashAmount') ?? 0) > sentEdits;
        for (const [field, edit] of edits) if (edit <= sentEdits) edits.delete(field);
        set({ operation, update: { status: 'succeeded' }, moneyRefusal: {} });
        if (body.cash_amount < typedCash && !isCashTypedSince) {
          // The cash was lowered to what remains (a credit or trade-in took part of it):
          // the field shows what is stored, and why.
          set((latest) => ({
            cashText: amountText(body.cash_amount),
            moneyNotices: {
              ...latest.moneyNotices,
              cash_amount: moneyMessages.cashCapped(formatPrice(body.cash_amount, body.currency)),
            },
          }));
        }
        return true;
      } catch (error) {
        if (isStaleOperation(error) && attempt < staleRetries) {
          const current = currentOperationOf(error) ?? (await readCurrent(based.code));
          if (current && get().operation?.code === current.code) {
            set((latest) => changedElsewhere(latest, current, edits));
            continue;
          }
        }
        // spec 8: operation update fails -> silent. The last good operation stays.
        set({
          update: {
            status: 'failed',
            message: errorMessage(error),
            fields: isApiError(error) ? error.fields : {},
          },
        });
        return false;
      }
    }
    return false;
  }

  return {
    edited(field) {
      editCount += 1;
      edits.set(field, editCount);
    },
    save(build) {
      const keepalive = isHiding;
      const run = saves.then(() => send(build, keepalive));
      saves = run;
      return run;
    },
    savesSettled: () => saves.then(() => undefined),
    clearEdits: () => edits.clear(),
    async whileHiding(flush) {
      isHiding = true;
      try {
        await flush();
      } finally {
        isHiding = false;
      }
    },
  };
}
