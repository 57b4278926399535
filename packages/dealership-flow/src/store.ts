/**
 * The reservation flow's store: a zustand vanilla store built from slices (STYLE
 * "State"). Create one per mount of the flow and dispose it on unmount.
 */
import { businessTimeZone, debounceMs } from '@territorio/api-client/core';
import type { Operation } from '@territorio/api-client/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { DealershipApi } from './api';
import { amountText } from './context';
import type { DebounceOptions, FlowContext, PaymentPollOptions } from './context';
import type { DebouncedTask } from './debounce';
import { createOperationSaves, personalDataFromOperation } from './operation-saves';
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

/** The state an adopted operation brings: its drafts, and nothing of another operation's. */
function adopted(
  state: DealershipFlowState,
  operation: Operation,
  isSameOperation: boolean,
): Partial<DealershipFlowState> {
  return {
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
  };
}

export function createDealershipFlowStore(options: DealershipFlowOptions): DealershipFlowStore {
  const now = options.now ?? Date.now;
  const debounce: DebounceOptions = { ...defaultDebounce, ...options.debounce };
  const paymentPoll: PaymentPollOptions = { ...defaultPaymentPoll, ...options.paymentPoll };
  const tasks: DebouncedTask[] = [];
  const saveTasks: DebouncedTask[] = [];
  let isDisposed = false;

  return createStore<DealershipFlowState>()((rawSet, get) => {
    const set: FlowContext['set'] = (partial) => {
      if (!isDisposed) rawSet(partial);
    };
    const isStoreDisposed = () => isDisposed;
    const saves = createOperationSaves({ api: options.api, get, set, isDisposed: isStoreDisposed });

    const context: FlowContext = {
      set,
      get,
      api: options.api,
      debounce,
      paymentPoll,
      isDisposed: isStoreDisposed,
      register(task, registration) {
        tasks.push(task);
        if (registration?.savesOnHide) saveTasks.push(task);
        return task;
      },
      edited: saves.edited,
      save: saves.save,
      savesSettled: saves.savesSettled,
      adoptOperation(operation) {
        const isSameOperation = get().operation?.code === operation.code;
        saves.clearEdits();
        set((state) => adopted(state, operation, isSameOperation));
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
        await saves.whileHiding(() => Promise.all(scheduled.map((task) => task.flush())));
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
