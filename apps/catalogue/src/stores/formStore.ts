/**
 * spec 4: contact, price-request and CV forms go editing -> sending -> success or error.
 * One small vanilla store per mounted form (created per mount, STYLE "State").
 * Offline, a form stays as typed: nothing is sent, a failure is not an error (the form
 * says it needs a connection), so the person can send it once back online.
 */
import { errorMessage } from '@territorio/api-client/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

export type FormStatus = 'editing' | 'sending' | 'success' | 'error';

export type FormState = {
  status: FormStatus;
  /** The server's message (Argentine Spanish) after a failure. */
  errorMessage: string | null;
  /** The field values were checked at least once (errors show from then on). */
  submitted: boolean;
  markSubmitted(): void;
  send(request: () => Promise<void>): Promise<boolean>;
  /** A failure, of the request or before it (the form's rules did not load). */
  fail(error: unknown): void;
  edit(): void;
};

export type FormStore = StoreApi<FormState>;

const browserIsOnline = () => typeof navigator === 'undefined' || navigator.onLine;

export function createFormStore(isOnline: () => boolean = browserIsOnline): FormStore {
  return createStore<FormState>()((set, get) => ({
    status: 'editing',
    errorMessage: null,
    submitted: false,
    markSubmitted: () => set({ submitted: true }),
    async send(request) {
      if (get().status === 'sending') return false;
      if (!isOnline()) return false;
      set({ status: 'sending', errorMessage: null });
      try {
        await request();
        set({ status: 'success' });
        return true;
      } catch (error) {
        get().fail(error);
        return false;
      }
    },
    fail: (error) =>
      set(
        isOnline()
          ? { status: 'error', errorMessage: errorMessage(error) }
          : { status: 'editing', errorMessage: null },
      ),
    edit: () => set({ status: 'editing', errorMessage: null, submitted: false }),
  }));
}
