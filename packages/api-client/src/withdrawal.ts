/**
 * The withdrawal request (DECISIONS 'Botón de arrepentimiento', Disposición 954/2025) as
 * both apps word and check it, in a module of its own so that only the forms that show it
 * carry it. The form itself is the design system's `WithdrawalForm`.
 */
import { errorMessage } from './errors';
import { loadRequestSchemas } from './lazy';
import { messages } from './messages';
import type { WithdrawalBody } from './schemas';

/** Disp. 954/2025: the withdrawal request's case code, given at once and emailed too. */
export function withdrawalCaseCodeText(reference: string): string {
  return `Tu código de trámite es ${reference}. Guardalo: también te lo enviamos por email.`;
}

/** The fields a person fills, every one a string (empty when left blank). */
export type WithdrawalValues = Required<{ [Field in keyof WithdrawalBody]: string }>;

/**
 * The form's words: its name, what it says first, its confirmation and its failure. A
 * function, so a page that shows no withdrawal form carries none of them.
 */
export const withdrawalFormText = () => ({
  title: messages.withdrawalTitle,
  intro: [
    messages.withdrawalIntro,
    // Disp. 954/2025: no account or prior step, and an acknowledgement with a case code.
    'No necesitás registrarte. Al enviarla te damos en el momento un código de trámite, que también te llega por email.',
  ],
  confirmation: (reference: string) =>
    `${messages.withdrawalSuccess} ${withdrawalCaseCodeText(reference)}`,
  failure: (error: unknown) => `${messages.contactErrorTitle} ${errorMessage(error)}`,
});

/**
 * The withdrawal schema's verdict on the values (the API checks the same): the first
 * message of each refused field, in the rule's own words; empty when they pass.
 */
export async function withdrawalFieldErrors(
  values: WithdrawalValues,
): Promise<Partial<Record<keyof WithdrawalValues, string>>> {
  const { withdrawal } = await loadRequestSchemas();
  const result = withdrawal.safeParse(values, { error: () => messages.fieldInvalid });
  if (result.success) return {};
  const errors: Partial<Record<keyof WithdrawalValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof WithdrawalValues;
    if (field in values) errors[field] ??= issue.message;
  }
  return errors;
}
