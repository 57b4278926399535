/**
 * The payment provider behind the deposit (DECISIONS: an adapter interface). The server,
 * not the browser, asks the adapter for the outcome; the sandbox is the default and the
 * Mercado Pago adapter is the production path.
 */
export type ChargeStatus = 'approved' | 'pending' | 'in_process' | 'rejected';

export type CardDetails = {
  readonly number: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly securityCode: string;
  readonly holderName: string;
  readonly holderDocument: string;
};

export type ChargeRequest = {
  /** The client reference of the payment (the operation's transaction code). */
  readonly reference: string;
  readonly amount: number;
  readonly currency: 'ARS';
  readonly installments: number;
  readonly description: string;
  readonly payerEmail: string;
  /** One key per attempt: a retried request never charges twice. */
  readonly idempotencyKey: string;
  /** The sandbox reads the card form directly. */
  readonly card?: CardDetails;
  /** Mercado Pago: the card token and payment method from its card form. */
  readonly token?: string;
  readonly paymentMethodId?: string;
};

export type ChargeResult = {
  readonly status: ChargeStatus;
  readonly statusDetail: string;
  readonly providerPaymentId: string;
};

export type RefundRequest = {
  readonly providerPaymentId: string;
  readonly amount: number;
  readonly idempotencyKey: string;
};

export type RefundResult = { readonly refundId: string };

export type FindPaymentRequest = {
  /** The client reference the charge was made with (the operation's transaction code). */
  readonly reference: string;
  /** The intent's idempotency key: the charge made with it is the one wanted. */
  readonly idempotencyKey: string;
  /** Provider payment ids already recorded for other attempts: never the one wanted. */
  readonly exclude?: readonly string[];
};

export type PaymentAdapter = {
  readonly provider: 'sandbox' | 'mercadopago';
  /** Charges once per idempotency key: a retry with the same key answers the same payment. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds in full, once per idempotency key. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * The charge an intent made, read back from the provider's own records (after a crash
   * or a lost answer); undefined when the provider has none.
   */
  findPayment(request: FindPaymentRequest): Promise<PaymentNotification | undefined>;
};

/**
 * A provider call that failed. `charged: false` means the provider certainly took no
 * money (it refused the request); otherwise the outcome is unknown and only the
 * provider's records can tell.
 */
export class PaymentProviderError extends Error {
  readonly charged: false | 'unknown';
  constructor(message: string, charged: false | 'unknown', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.charged = charged;
  }
}

/** A provider outcome as the operation records it. */
export type PaymentNotification = {
  readonly providerPaymentId: string;
  readonly reference: string;
  /** The idempotency key the charge was made with, when the provider keeps it. */
  readonly idempotencyKey?: string;
  readonly status: ChargeStatus | 'refunded';
  readonly statusDetail: string;
};
