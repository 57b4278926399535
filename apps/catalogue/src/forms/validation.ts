/**
 * spec 5 validation: the rules are the api-client's request schemas (one place for a
 * rule); this module only turns their issues into one Spanish message per field.
 */
import { fieldMessages } from '../shared-gaps';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

type MessageFor = Readonly<Record<string, string>>;

/** The part of a zod schema this module uses (the schemas come from @territorio/api-client). */
export type Validator = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
};

/** The first message per field, or an empty object when the values pass the schema. */
export function validate<Field extends string>(
  schema: Validator,
  values: Readonly<Record<Field, unknown>>,
  messages: MessageFor,
): FieldErrors<Field> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (!field || errors[field]) continue;
    const value = values[field];
    const isBlank = typeof value !== 'string' || value.trim() === '';
    errors[field] =
      field === 'email' && !isBlank
        ? fieldMessages.emailInvalid
        : (messages[field] ?? fieldMessages.formInvalid);
  }
  return errors;
}

export function hasErrors(errors: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some(Boolean);
}

/** spec 5: the CV must be a Word or PDF file. */
export function isCvFileName(name: string, extensions: readonly string[]): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return extensions.includes(extension);
}
