/**
 * The reservation flow's store: a zustand vanilla store built from slices (STYLE
 * "State"). Create one per mount of the flow and dispose it on unmount.
 */
import {
  businessTimeZone,
  debounceMs,
  errorMessage,
  formatPrice,
  isApiError,
  messages,
  moneyMessages,
  parseAmount,
} from '@territorio/api-client/core';
import type { Operation, StaleOperationError } from '@territorio/api-client/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { DealershipApi } from './api';
import { amountText } from './context';
import type { DebounceOptions, DraftField, FlowContext, PaymentPollOptions } from './context';
import type { DebouncedTask } from './debounce';
import { settleOperation } from './money';
import { normalizeBirthdate, personalDataFields } from './personal-data';
import type { MaritalStatusId, PersonalDataValues } from './personal-data';
import { selectCreditLimits } from './selectors';
import { createCashSlice } from './slices/cash';
import { createCreditSlice, initialCreditState } from './slices/credit';
import { createNavigationSlice } from './slices/navigation';
import { createPaymentSlice } from './slices/payment';
import { createPersonalDataSlice } from './slices/personal-data';
import { createPromotionSlice } from './slices/promotion';
import { createStartSlice } from './slices/start';
import { createUsdRateSlice } from './slices/usd-rate';
import { createUsedVehicleSlice, initialUsedVehicleState } from './slices/used-vehicle';
import { createVehicleSlice } from './slices/vehicle';
import { servedFlowData } from './served';
import type { ServedUnit } from './served';
import type { DealershipFlowState } from './state';

export type DealershipFlowOptions = {
  readonly api: DealershipApi;
  /** The clock (ms since the epoch); tests pass a fixed one. Default Date.now. */
  readonly now?: () => number;
  /** Debounce overrides in ms; defaults are spec 9's (api-client `debounceMs`). */
  readonly debounce?: Partial<DebounceOptions>;
  /** How the outcome of a payment is awaited. Default: every 1000 ms, 10 reads. */
  readonly paymentPoll?: Partial<PaymentPollOptions>;
  /** The unit a server render read for the buy page (readServedUnit): the store starts from it. */
  readonly served?: ServedUnit | null;
};

export type DealershipFlowStore = StoreApi<DealershipFlowState>;

export const defaultDebounce: DebounceOptions = {
  cashAmount: debounceMs.cashAmount,
  personalData: debounceMs.personalData,
  discountCode: debounceMs.discountCode,
  loanAmount: 400,
};

export const defaultPaymentPoll: PaymentPollOptions = { intervalMs: 1000, attempts: 10 };

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant, in Argentina. */
export function businessDay(time: number): string {
  return dayFormat.format(new Date(time));
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

export function createDealershipFlowStore(options: DealershipFlowOptions): DealershipFlowStore {
  const now = options.now ?? Date.now;
  const debounce: DebounceOptions = { ...defaultDebounce, ...options.debounce };
  const paymentPoll: PaymentPollOptions = { ...defaultPaymentPoll, ...options.paymentPoll };
  const tasks: DebouncedTask[] = [];
  const saveTasks: DebouncedTask[] = [];
  let isDisposed = false;
  let saves: Promise<unknown> = Promise.resolve();
  /** Set while the page hides: the saves it flushes are sent with keepalive. */
  let isHiding = false;
  /** Draft fields typed and not yet stored, with the edit number of their last change. */
  const edits = new Map<DraftField, number>();
  let editCount = 0;

  return createStore<DealershipFlowState>()((rawSet, get) => {
    const set: FlowContext['set'] = (partial) => {
      if (!isDisposed) rawSet(partial);
    };

    /** The operation as the server has it now; null when it cannot be read. */
    async function readCurrent(code: string): Promise<Operation | null> {
      try {
        return await options.api.resumeOperation(code);
      } catch {
        return null;
      }
    }

    /**
     * Another tab stored a newer version: its copy replaces ours, except the drafts the
     * buyer typed here and has not stored yet, which stay as typed (their change is sent
     * again on top of the newer version).
     */
    function adoptChangedElsewhere(current: Operation) {
      set((state) => {
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
      });
    }

    const context: FlowContext = {
      set,
      get,
      api: options.api,
      debounce,
      paymentPoll,
      isDisposed: () => isDisposed,
      register(task, registration) {
        tasks.push(task);
        if (registration?.savesOnHide) saveTasks.push(task);
        return task;
      },
      edited(field) {
        editCount += 1;
        edits.set(field, editCount);
      },
      save(build) {
        const keepalive = isHiding;
        const run = saves.then(async (): Promise<boolean> => {
          for (let attempt = 0; attempt <= staleRetries; attempt += 1) {
            if (isDisposed) return false;
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
              const operation = await options.api.updateOperation(
                { ...body, version: based.version },
                keepalive ? { keepalive: true } : undefined,
              );
              // A resumed other operation makes this answer stale.
              if (get().operation?.code !== operation.code) return false;
              const isCashTypedSince = (edits.get('cashAmount') ?? 0) > sentEdits;
              for (const [field, edit] of edits) if (edit <= sentEdits) edits.delete(field);
              set({ operation, update: { status: 'succeeded' }, moneyRefusal: {} });
              if (body.cash_amount < typedCash && !isCashTypedSince) {
                // The cash was lowered to what remains (a credit or trade-in took part of
                // it): the field shows what is stored, and why.
                set((latest) => ({
                  cashText: amountText(body.cash_amount),
                  moneyNotices: {
                    ...latest.moneyNotices,
                    cash_amount: moneyMessages.cashCapped(
                      formatPrice(body.cash_amount, body.currency),
                    ),
                  },
                }));
              }
              return true;
            } catch (error) {
              if (isStaleOperation(error) && attempt < staleRetries) {
                const current = currentOperationOf(error) ?? (await readCurrent(based.code));
                if (current && get().operation?.code === current.code) {
                  adoptChangedElsewhere(current);
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
        });
        saves = run;
        return run;
      },
      savesSettled: () => saves.then(() => undefined),
      adoptOperation(operation) {
        const previous = get().operation;
        const isSameOperation = previous?.code === operation.code;
        edits.clear();
        set((state) => ({
          operation,
          update: { status: 'idle' },
          cashText: amountText(operation.cash_amount),
          moneyNotices: {},
          moneyRefusal: {},
          operationNotice: null,
          personalData: { values: personalDataFromOperation(operation), touched: {} },
          promotion: {
            ...state.promotion,
            codeText: operation.promotion.code ?? '',
            check: { status: 'idle' },
            rejectedCode: null,
          },
          ...(isSameOperation
            ? {}
            : {
                usedVehicle: { ...initialUsedVehicleState, brands: state.usedVehicle.brands },
                credit: initialCreditState,
                paymentConfig: { status: 'idle' },
                purchase: { status: 'idle' },
                cancellation: { status: 'idle' },
              }),
        }));
      },
    };

    return {
      today: businessDay(now()),
      operation: null,
      update: { status: 'idle' },
      moneyNotices: {},
      moneyRefusal: {},
      operationNotice: null,
      ...createVehicleSlice(context),
      ...createStartSlice(context),
      ...createNavigationSlice(context),
      ...createCashSlice(context),
      ...createUsedVehicleSlice(context),
      ...createCreditSlice(context),
      ...createPersonalDataSlice(context),
      ...createPromotionSlice(context),
      ...createUsdRateSlice(context),
      ...createPaymentSlice(context),

      async flush() {
        await Promise.all(tasks.map((task) => task.flush()));
        await context.savesSettled();
      },

      async flushOnHide() {
        const scheduled = saveTasks.filter((task) => task.isScheduled());
        if (scheduled.length === 0) return;
        // Every save these tasks queue goes with keepalive: the page may be gone before
        // the answer arrives, and the request must not be cancelled with it.
        isHiding = true;
        try {
          await Promise.all(scheduled.map((task) => task.flush()));
        } finally {
          isHiding = false;
        }
        await context.savesSettled();
      },

      dismissOperationNotice() {
        set({ operationNotice: null });
      },

      dispose() {
        isDisposed = true;
        for (const task of tasks) task.cancel();
      },

      ...(options.served && servedFlowData(options.served)),
    };
  });
}
