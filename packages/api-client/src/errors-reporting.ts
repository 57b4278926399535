/**
 * spec 9 and DECISIONS: the error-reporting adapter. A third-party service may receive
 * the events; the default sink is the console. The event cap defaults to 10 and must be a
 * positive integer of at most 100; anything else is a configuration error.
 */

export const defaultEventCap = 10;
export const maxEventCap = 100;

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/**
 * The event cap from configuration (an environment variable or a number). undefined,
 * null or '' give the default 10; an integer 1..100 ('25', 25) is accepted; anything
 * else ('0', '101', '2.5', 'ten', -1) throws a ConfigurationError.
 */
export function parseEventCap(value: unknown): number {
  if (value === undefined || value === null) return defaultEventCap;
  if (typeof value === 'string' && value.trim() === '') return defaultEventCap;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\+?\d+$/.test(value.trim())
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isInteger(number) || number < 1 || number > maxEventCap) {
    throw new ConfigurationError(
      `The error-reporting event cap must be a positive integer of at most ${maxEventCap}; got ${JSON.stringify(value)}`,
    );
  }
  return number;
}

export type ErrorSink = (error: unknown, context?: Readonly<Record<string, unknown>>) => void;

export type ErrorReporter = {
  /** Forwards the event to the sink while under the cap; true when it was forwarded. */
  report(error: unknown, context?: Readonly<Record<string, unknown>>): boolean;
  /** Events forwarded so far. */
  readonly sent: number;
  /** Events that can still be forwarded. */
  readonly remaining: number;
};

export function createErrorReporter(
  options: { readonly cap?: unknown; readonly sink?: ErrorSink } = {},
): ErrorReporter {
  const cap = parseEventCap(options.cap);
  const sink: ErrorSink = options.sink ?? ((error, context) => console.error(error, context ?? ''));
  let sent = 0;
  return {
    report(error, context) {
      if (sent >= cap) return false;
      sent += 1;
      sink(error, context);
      return true;
    },
    get sent() {
      return sent;
    },
    get remaining() {
      return cap - sent;
    },
  };
}
