import { errorMessage, isApiError, isDollarCurrency, messages } from '@territorio/api-client/core';
import type { FlowContext } from '../context';
import { canStart, selectAppliedPromotionCode } from '../selectors';
import type { DealershipFlowData, StartActions } from '../state';

export type StartSlice = Pick<DealershipFlowData, 'email' | 'start'> & StartActions;

/** Server codes that mean the unit can no longer be reserved (spec 8, DECISIONS race). */
const unavailableCodes = ['vehicle_unavailable', 'vehicle_not_found'];

export function createStartSlice(context: FlowContext): StartSlice {
  const { set, get, api } = context;

  function afterOperationLoaded(currency: string) {
    if (isDollarCurrency(currency) && get().usdRate.status === 'idle') void get().loadUsdRate();
  }

  return {
    email: '',
    start: { status: 'idle' },

    setEmail(email) {
      set({ email });
    },

    async startOperation() {
      const state = get();
      if (!canStart(state) || state.vehicle.status !== 'loaded') return false;
      const { stock, breakdown } = state.vehicle;
      set({ start: { status: 'requested', mode: 'new' } });
      try {
        const operation = await api.startOperation({
          email: state.email.trim(),
          stock_id: stock.id,
          model: stock.model ?? stock.name,
          brand_id: stock.brand_id,
          chassis: stock.chassis,
          family: stock.family,
          family_id: stock.family_id,
          promotion_code: selectAppliedPromotionCode(state),
          fullprice: breakdown.fullPriceWithDiscount ?? 0,
          special_discount: stock.special_discount,
        });
        context.adoptOperation(operation);
        set({ start: { status: 'succeeded', mode: 'new' } });
        afterOperationLoaded(operation.purchase.vehicle.currency);
        return true;
      } catch (error) {
        if (isApiError(error) && unavailableCodes.includes(error.code)) {
          set({
            vehicle: {
              status: 'unavailable',
              message: messages.vehicleUnavailable,
              reason: error.code === 'vehicle_not_found' ? 'notFound' : 'notForSale',
            },
          });
        }
        // spec 8: 'Error iniciando la compra.' with 'Reintentar'.
        set({ start: { status: 'failed', mode: 'new', message: messages.startError } });
        return false;
      }
    },

    async resumeOperation(code) {
      const trimmed = code.trim();
      if (trimmed === '') {
        set({ start: { status: 'failed', mode: 'resume', message: messages.operationNotFound } });
        return false;
      }
      set({ start: { status: 'requested', mode: 'resume' } });
      try {
        const operation = await api.resumeOperation(trimmed);
        context.adoptOperation(operation);
        set({ start: { status: 'succeeded', mode: 'resume' } });
        afterOperationLoaded(operation.purchase.vehicle.currency);
        return true;
      } catch (error) {
        // The server's words ('No encontramos una operación con ese código.', too many tries).
        set({ start: { status: 'failed', mode: 'resume', message: errorMessage(error) } });
        return false;
      }
    },

    resetStart() {
      set({ start: { status: 'idle' } });
    },

    async refreshOperation() {
      const current = get().operation;
      if (!current) return false;
      try {
        const operation = await api.resumeOperation(current.code);
        if (get().operation?.code !== current.code) return false;
        set({ operation });
        return true;
      } catch {
        return false;
      }
    },
  };
}
