/**
 * What a catalogue route module's `loader` and `clientLoader` share. A route reads what its
 * page shows with `read`, which settles a request into its answer or into the failure the
 * page shows (spec 4: a failed part is a message with 'Reintentar', never a blank area;
 * spec 8: a failure is reported, a not-found is an answer).
 * - The server's `loader` awaits every read (`settledParts`): the page is rendered once, whole;
 *   a part that failed is its failure, which the part's `<Deferred>` shows as its error.
 * - The browser's `clientLoader` returns the reads' promises without waiting: the page
 *   shows at once, each part with its loading state, and fills in as answers arrive.
 * Either way the data says when it was read (`takenAt`): a copy the service worker kept is
 * read again once hydrated when it is too old (./revalidation.ts).
 */
import { vehicleBrandIds } from '@territorio/api-client/core';
import type { VehicleBrandId } from '@territorio/api-client/core';
import { ApiError, errorMessage } from '@territorio/api-client/core';
import type { ApiClient, ErrorReporter } from '@territorio/api-client/core';
import type { RuntimeConfig } from '@territorio/site-config';

/** What a read needs: the configuration, the API client and where a failure is reported (spec 8). */
export type ReadServices = {
  readonly config: RuntimeConfig;
  readonly api: ApiClient;
  readonly reporter: Pick<ErrorReporter, 'report'>;
};

/** A read that failed, as its part shows it. */
export type ReadFailure = {
  /** Argentine Spanish, ready to show. */
  readonly message: string;
  /** The server said there is no such item (404 or empty data). */
  readonly isNotFound: boolean;
};

/** What the page says of an API client's error. */
export function readFailureOf(error: unknown): ReadFailure {
  const isNotFound =
    error instanceof ApiError &&
    (error.status === 404 || error.code === 'empty_data' || error.code === 'not_found');
  return { message: errorMessage(error), isNotFound };
}

/**
 * A part's answer, or the failure its page shows. The failure is a plain object, not an
 * Error, so the server hands the browser its Spanish message as is (React Router replaces
 * an Error's message in production).
 */
export function read<Answer>(
  { reporter }: Pick<ReadServices, 'reporter'>,
  what: Readonly<Record<string, unknown>>,
  request: () => Promise<Answer>,
): Promise<Answer> {
  const answer = (async () => {
    try {
      return await request();
    } catch (error) {
      const failure: ReadFailure = readFailureOf(error);
      if (!failure.isNotFound) reporter.report(error, what);
      return Promise.reject(failure);
    }
  })();
  return handledPart(answer);
}

/**
 * `part`, its failure marked as handled: a part's failure is its page's to show
 * (`<Deferred>`) and was reported when it was read, so a part no page renders (the visitor
 * left first, a route rendered alone) is no unhandled rejection.
 */
export function handledPart<Answer>(part: Promise<Answer>): Promise<Answer> {
  part.catch(() => undefined);
  return part;
}

/**
 * `request`'s answer, or null when the API has no such item: a page of one item says
 * that it does not exist (with its 404), an answer rather than a failure to retry.
 */
export async function orNotFound<Answer>(request: () => Promise<Answer>): Promise<Answer | null> {
  try {
    return await request();
  } catch (error) {
    if (readFailureOf(error).isNotFound) return null;
    throw error;
  }
}

/**
 * A part whose read failed on the server: the failure its page shows, as data, so the
 * server renders the part's error in place (React's server renderer has no error
 * boundaries: a rejection there would leave the loading state in the HTML).
 */
export type FailedPart = { readonly failedRead: ReadFailure };

/** A part of a page: its answer, its answer on its way (browser), or its failure (server). */
export type Part<Answer> = Answer | Promise<Answer> | FailedPart;

/** The failure `read` rejects with, or the general one for anything else. */
function failureOf(reason: unknown): ReadFailure {
  return typeof reason === 'object' &&
    reason !== null &&
    !(reason instanceof Error) &&
    'message' in reason &&
    typeof reason.message === 'string' &&
    'isNotFound' in reason &&
    typeof reason.isNotFound === 'boolean'
    ? { message: reason.message, isNotFound: reason.isNotFound }
    : readFailureOf(reason);
}

/** Whether a part is a failure the server read (see FailedPart). */
export function isFailedPart(part: unknown): part is FailedPart {
  return typeof part === 'object' && part !== null && 'failedRead' in part;
}

/** A part's failure as the page shows it: a server's FailedPart, or a read's rejection. */
export function partFailure(reason: unknown): ReadFailure {
  return isFailedPart(reason) ? reason.failedRead : failureOf(reason);
}

/**
 * `parts` once every read is done: each part its answer, or its failure (FailedPart). The
 * server's loaders await their reads so: the page is rendered once, whole.
 */
export async function settledParts<Key extends PropertyKey, Answer>(
  parts: Readonly<Record<Key, Promise<Answer>>>,
): Promise<Record<Key, Answer | FailedPart>> {
  const entries = Object.entries<Promise<Answer>>(parts);
  const results = await Promise.allSettled(entries.map(([, pending]) => pending));
  return Object.fromEntries(
    entries.map(([key], index) => {
      const result = results[index];
      if (result?.status === 'fulfilled') return [key, result.value];
      return [key, { failedRead: failureOf(result?.reason) } satisfies FailedPart];
    }),
  ) as Record<Key, Answer | FailedPart>;
}

/** One part per vehicle brand (spec 4), keyed by brand id. */
export function eachBrand<Answer>(
  partOf: (brandId: VehicleBrandId) => Answer,
): Record<VehicleBrandId, Answer> {
  return Object.fromEntries(vehicleBrandIds.map((brandId) => [brandId, partOf(brandId)])) as Record<
    VehicleBrandId,
    Answer
  >;
}

/** When a route's data was read (ms since the epoch): a copy kept offline says its age. */
export type ReadAt = { readonly takenAt: number };

export function readNow(): ReadAt {
  return { takenAt: Date.now() };
}
