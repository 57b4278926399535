/** What every slice gets: the store's set/get, the api, the options and the save queue. */
import type { Operation } from '@territorio/api-client/core';
import type { DealershipApi } from './api';
import type { DebouncedTask } from './debounce';
import type { PersonalDataField } from './personal-data';
import type { DealershipFlowState } from './state';

/** A field whose draft text the buyer types and the flow saves later (debounced). */
export type DraftField = 'cashAmount' | 'promotionCode' | PersonalDataField;

export type SetState = (
  partial:
    Partial<DealershipFlowState> | ((state: DealershipFlowState) => Partial<DealershipFlowState>),
) => void;

export type DebounceOptions = {
  /** spec 5, 9: cash amount, 500 ms. */
  readonly cashAmount: number;
  /** spec 5, 9: personal data, 750 ms. */
  readonly personalData: number;
  /** spec 5, 9: discount code, 900 ms. */
  readonly discountCode: number;
  /** The loan amount's plan refetch (not in the spec; keeps typing from flooding the intranet). */
  readonly loanAmount: number;
};

export type PaymentPollOptions = {
  /** Time between reads of the operation while the payment has no outcome yet. */
  readonly intervalMs: number;
  /** Reads before giving up. */
  readonly attempts: number;
};

export type FlowContext = {
  readonly set: SetState;
  readonly get: () => DealershipFlowState;
  readonly api: DealershipApi;
  readonly debounce: DebounceOptions;
  readonly paymentPoll: PaymentPollOptions;
  isDisposed(): boolean;
  /**
   * Registers a debounced task so `flush` and `dispose` reach it; `savesOnHide` tasks
   * (debounced saves) also run when the page is hidden or closed.
   */
  register(task: DebouncedTask, options?: { readonly savesOnHide?: boolean }): DebouncedTask;
  /**
   * The buyer typed into a draft field: its text is theirs until a save that includes it
   * is stored, and an operation adopted from another tab meanwhile leaves it as typed.
   */
  edited(field: DraftField): void;
  /**
   * Queues an update (one at a time, in order). `build` runs when the update is sent, on
   * the latest state, and returns the operation with the change; the flow settles its
   * money and sends it with the version it is based on. Returning null skips it; a
   * settlement that refuses the change skips it too and says why (`moneyRefusal`). When
   * another tab changed the operation first, the server's copy is adopted and `build`
   * runs again on it. Resolves true when the server accepted the update. Silent on
   * failure (spec 8): the last good operation stays and `update` says failed.
   */
  save(build: (state: DealershipFlowState) => Operation | null): Promise<boolean>;
  /** Resolves when every queued update has finished. */
  savesSettled(): Promise<void>;
  /** A new operation replaces the old one: drafts are loaded from it. */
  adoptOperation(operation: Operation): void;
};

/** An amount as text the buyer can edit and parseAmount reads back (whole pesos as digits). */
export function amountText(amount: number): string {
  if (!Number.isFinite(amount) || amount === 0) return '';
  return Number.isInteger(amount) ? String(amount) : String(amount).replace('.', ',');
}
