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

export type PaymentAdapter = {
  readonly provider: 'sandbox' | 'mercadopago';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
};

/** A provider outcome as the operation records it. */
export type PaymentNotification = {
  readonly providerPaymentId: string;
  readonly reference: string;
  readonly status: ChargeStatus | 'refunded';
  readonly statusDetail: string;
};
