/**
 * The step-4 frame tells the page that a payment attempt ended with a window message
 * `{ type: 'territorio:payment', status, code }`. Only messages from the API's origin
 * count, and even then the message is only a hint: the page re-reads the operation from
 * the server, which decides the outcome (DECISIONS: never trust the browser).
 */
export const paymentMessageType = 'territorio:payment';

export type PaymentMessage = {
  readonly type: typeof paymentMessageType;
  readonly status: string;
  /** The transaction (client reference) or operation code the frame paid. */
  readonly code: string;
};

/** The origin of an absolute address, or '' when it is not one. */
export function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return '';
  }
}

/**
 * The payment message carried by a window message event, or null when the event comes
 * from another origin or is not shaped like one.
 */
export function readPaymentMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  allowedOrigin: string,
): PaymentMessage | null {
  if (allowedOrigin === '' || event.origin !== allowedOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, status, code } = data as Record<string, unknown>;
  if (type !== paymentMessageType || typeof status !== 'string' || typeof code !== 'string') {
    return null;
  }
  return { type: paymentMessageType, status, code };
}
