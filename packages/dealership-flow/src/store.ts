/**
 * The reservation flow's store: a zustand vanilla store built from slices (STYLE
 * "State"). Create one per mount of the flow and dispose it on unmount.
 */
import {
  businessTimeZone,
  debounceMs,
  errorMessage,
  isApiError,
} from '@territorio/api-client/core';
import type { Operation, OperationInput } from '@territorio/api-client/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { DealershipApi } from './api';
import { amountText } from './context';
import type { DebounceOptions, FlowContext, PaymentPollOptions } from './context';
import type { DebouncedTask } from './debounce';
import { normalizeBirthdate } from './personal-data';
import type { MaritalStatusId, PersonalDataValues } from './personal-data';
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
import type { FlowSnapshot } from './snapshot';
import type { DealershipFlowState } from './state';

export type DealershipFlowOptions = {
  readonly api: DealershipApi;
  /** The clock (ms since the epoch); tests pass a fixed one. Default Date.now. */
  readonly now?: () => number;
  /** Debounce overrides in ms; defaults are spec 9's (api-client `debounceMs`). */
  readonly debounce?: Partial<DebounceOptions>;
  /** How the outcome of a payment is awaited. Default: every 1000 ms, 10 reads. */
  readonly paymentPoll?: Partial<PaymentPollOptions>;
  /** What a server render loaded (flowSnapshot): the store starts from it (issue 7). */
  readonly initial?: FlowSnapshot | null;
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

export function createDealershipFlowStore(options: DealershipFlowOptions): DealershipFlowStore {
  const now = options.now ?? Date.now;
  const debounce: DebounceOptions = { ...defaultDebounce, ...options.debounce };
  const paymentPoll: PaymentPollOptions = { ...defaultPaymentPoll, ...options.paymentPoll };
  const tasks: DebouncedTask[] = [];
  let isDisposed = false;
  let saves: Promise<unknown> = Promise.resolve();

  return createStore<DealershipFlowState>()((rawSet, get) => {
    const set: FlowContext['set'] = (partial) => {
      if (!isDisposed) rawSet(partial);
    };

    const context: FlowContext = {
      set,
      get,
      api: options.api,
      debounce,
      paymentPoll,
      isDisposed: () => isDisposed,
      register(task) {
        tasks.push(task);
        return task;
      },
      save(build) {
        const run = saves.then(async (): Promise<boolean> => {
          if (isDisposed) return false;
          try {
            const body: OperationInput | null = build(get());
            if (!body) return false;
            set({ update: { status: 'started' } });
            const operation = await options.api.updateOperation(body);
            // A resumed other operation makes this answer stale.
            if (get().operation?.code !== operation.code) return false;
            set({ operation, update: { status: 'succeeded' } });
            return true;
          } catch (error) {
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
        });
        saves = run;
        return run;
      },
      savesSettled: () => saves.then(() => undefined),
      adoptOperation(operation) {
        const previous = get().operation;
        const isSameOperation = previous?.code === operation.code;
        set((state) => ({
          operation,
          update: { status: 'idle' },
          cashText: amountText(operation.cash_amount),
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

      dispose() {
        isDisposed = true;
        for (const task of tasks) task.cancel();
      },

      ...options.initial,
    };
  });
}
