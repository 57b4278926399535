/**
 * spec 5 validation: the rules are the api-client's request schemas (one place for a
 * rule); this module loads them and keeps one Spanish message per field. Each rule words
 * its own issue, and the API answers the same words, so a hint under a field reads the
 * same before and after a submit.
 */
import { loadRequestSchemas, messages } from '@territorio/api-client/core';
import type { RequestSchemas } from '@territorio/api-client/core';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

let schemas: RequestSchemas | null = null;

/**
 * The forms' rules (zod schemas) load when a form is first used, not with the page
 * (a first visit's JavaScript stays within its budget). A failed load rejects, and the next use tries again.
 */
export async function loadFormRules(): Promise<RequestSchemas> {
  schemas ??= await loadRequestSchemas();
  return schemas;
}

/**
 * The first message per field, or an empty object when the values pass the form's schema
 * (or its rules have not loaded yet: nothing is shown before the first submit loads them).
 */
export function validate<Field extends string>(
  form: keyof RequestSchemas,
  values: Readonly<Record<Field, unknown>>,
): FieldErrors<Field> {
  const schema = schemas?.[form];
  if (!schema) return {};
  // Consulted only for an issue its rule does not word (none a person can cause today).
  const result = schema.safeParse(values, { error: () => messages.fieldInvalid });
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

export function hasErrors(errors: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some(Boolean);
}
