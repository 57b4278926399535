/**
 * What the domain refuses, and why: a kind (what went wrong, in the domain's terms), a
 * stable code and a Spanish message where a person may read it, and the fields it names.
 * Services and repositories throw these; only the HTTP layer (http/errors.ts) knows which
 * status each kind answers, and writes the contract's body `{ error: { code, message,
 * fields? } }` (apiErrorSchema).
 */
import type { ApiErrorBody } from '@territorio/api-client';
import { messages, vehicleInTransitMessage } from '@territorio/api-client';

export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'unsupported_media_type'
  | 'locked'
  | 'too_many_requests'
  | 'upstream'
  | 'internal';

/**
 * A code a client may be guessing that the refusal found wrong: the HTTP layer counts these
 * against the client (http/attempts.ts), whatever the refusal's kind and wording.
 */
export type WrongGuess = 'promotion_code';

export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Extra top-level keys of the body, e.g. `data: null` on a missing single item. */
  readonly extra: Record<string, unknown> | undefined;
  /** The guessed codes this refusal found wrong; never in the body. */
  readonly wrongGuesses: readonly WrongGuess[];

  constructor(
    kind: ErrorKind,
    code: string,
    message: string,
    options: {
      fields?: Record<string, string>;
      extra?: Record<string, unknown>;
      wrongGuesses?: readonly WrongGuess[];
    } = {},
  ) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.fields = options.fields;
    this.extra = options.extra;
    this.wrongGuesses = options.wrongGuesses ?? [];
  }

  body(): ApiErrorBody & Record<string, unknown> {
    return {
      ...this.extra,
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

export const notFound = (message: string = messages.notFound, code = 'not_found') =>
  new DomainError('not_found', code, message, { extra: { data: null } });

export const vehicleUnavailable = () =>
  new DomainError('conflict', 'vehicle_unavailable', messages.vehicleUnavailable);

/**
 * A unit in transit while the `in_transit_reservable` setting is off: refused as any unit
 * not available (the reservation treats it so), with the reason in its message.
 */
export const vehicleInTransit = () =>
  new DomainError('conflict', 'vehicle_unavailable', vehicleInTransitMessage);
