import { randomUUID } from 'node:crypto';
import type { ChargeResult, PaymentAdapter } from './adapter';

/**
 * The local payment sandbox (DECISIONS): behaves like Mercado Pago's test mode. The card
 * form is validated before it gets here; the cardholder name decides the outcome:
 * APRO approved, CONT pending, OTHE rejected, any other name approved.
 */
export function sandboxOutcome(holderName: string): Omit<ChargeResult, 'providerPaymentId'> {
  switch (holderName.trim().toUpperCase()) {
    case 'CONT':
      return { status: 'pending', statusDetail: 'pending_contingency' };
    case 'OTHE':
      return { status: 'rejected', statusDetail: 'cc_rejected_other_reason' };
    default:
      return { status: 'approved', statusDetail: 'accredited' };
  }
}

export function createSandboxAdapter(): PaymentAdapter {
  return {
    provider: 'sandbox',
    async charge(request) {
      if (!request.card) throw new Error('The sandbox needs the card form.');
      return {
        ...sandboxOutcome(request.card.holderName),
        providerPaymentId: `sandbox-${randomUUID()}`,
      };
    },
    async refund() {
      return { refundId: `sandbox-refund-${randomUUID()}` };
    },
  };
}
