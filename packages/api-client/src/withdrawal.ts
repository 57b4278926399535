/**
 * The withdrawal request's answer as both apps word it, in a module of its own so that only
 * the forms that show it carry it.
 */

/** Disp. 954/2025: the withdrawal request's case code, given at once and emailed too. */
export function withdrawalCaseCodeText(reference: string): string {
  return `Tu código de trámite es ${reference}. Guardalo: también te lo enviamos por email.`;
}
