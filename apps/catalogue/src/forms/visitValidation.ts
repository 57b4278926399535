/**
 * The booking form's rules are the API's request schema (`visitBookingFormSchema`: the body
 * but its proof of work, which the form adds as it sends), so a hint under a field reads as
 * the API's answer would. The schema comes with the contract's zod code, which a page's
 * first visit does not load: it loads when the form is first used.
 */
import { loadRequestSchemas, messages } from '@territorio/api-client/core';
import type { VisitBookingBody } from '@territorio/api-client/core';
import type { FieldErrors } from './validation';

export type VisitField = 'site' | 'date' | 'time' | 'name' | 'telephone' | 'email';

/** What the form needs of a zod schema (the contract's schema, loaded on first use). */
type Checker = {
  safeParse(
    value: unknown,
    params: { error: () => string },
  ):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
};

let schema: Checker | null = null;

/** Loads the request schema once; a failed load rejects, and the next use tries again. */
export async function loadVisitRules(): Promise<void> {
  schema ??= (await loadRequestSchemas()).visit;
}

/** Loads the rules ahead of a submit (focus in the form); a failure waits for the submit. */
export function preloadVisitRules(): void {
  loadVisitRules().catch(() => undefined);
}

/**
 * The first message per field of the booking `body` (a date or time not chosen yet is
 * null), or none when it passes (or the rules have not loaded: nothing shows before a submit).
 */
export function validateVisit(
  body: Omit<VisitBookingBody, 'date' | 'time' | 'altcha'> & {
    date: string | null;
    time: string | null;
  },
): FieldErrors<VisitField> {
  if (!schema) return {};
  // Consulted only for an issue its rule does not word (none a person can cause).
  const result = schema.safeParse(body, { error: () => messages.fieldInvalid });
  if (result.success) return {};
  const errors: FieldErrors<VisitField> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as VisitField;
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
