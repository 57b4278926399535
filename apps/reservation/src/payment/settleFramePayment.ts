/**
 * What the page does when the step-4 frame reports a payment attempt.
 *
 * The flow's `settlePurchase` reads the outcome the server recorded. One case it cannot
 * read: a buyer who lost the race for the unit (DECISIONS: exactly one deposit per unit)
 * is answered 409 by the server before any charge, so no payment is recorded and the
 * operation shows no outcome to wait for. For a rejection with no recorded payment the
 * page therefore asks the server about the unit itself: if it is no longer available the
 * buyer is told 'El vehículo seleccionado no está disponible.' at once (and was never
 * charged). This belongs in @territorio/dealership-flow; it lives here until it is there.
 */
import type { DealershipApi, DealershipFlowStore } from '@territorio/dealership-flow';
import { purchaseOutcome } from '@territorio/dealership-flow';
import type { PaymentMessage } from './paymentMessage';

export type FrameSettlement = 'settled' | 'unitUnavailable';

export async function settleFramePayment(
  store: DealershipFlowStore,
  api: Pick<DealershipApi, 'findStockUnit'>,
  message: PaymentMessage,
): Promise<FrameSettlement> {
  store.getState().beginPurchase();
  if (message.status === 'rejected') {
    await store.getState().refreshOperation();
    const operation = store.getState().operation;
    if (operation && purchaseOutcome(operation) === null) {
      const { stock_id: stockId } = operation.purchase.vehicle;
      const isAvailable = await api.findStockUnit(operation.brand_id, stockId).then(
        (unit) => unit.status === 'available',
        () => false,
      );
      if (!isAvailable) {
        store.getState().retryPurchase();
        return 'unitUnavailable';
      }
    }
  }
  await store.getState().settlePurchase();
  return 'settled';
}
