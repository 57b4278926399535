import { redirect } from 'react-router';
import { isApiError } from '@territorio/api-client/core';
import { staffMessages } from '@territorio/api-client/staff';
import type { z } from 'zod';
import { sessionStore } from './session';

/** What a form's action answers: a notice, and the messages of the fields in error. */
export type ActionResult =
  | { readonly ok: true; readonly intent: string; readonly message: string }
  | {
      readonly ok: false;
      readonly intent: string;
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
    };

/** The sign-in page, coming back here afterwards. */
export function signInRedirect(request: Request, reason?: 'expired'): Response {
  const url = new URL(request.url);
  const search = new URLSearchParams({ siguiente: `${url.pathname}${url.search}` });
  if (reason) search.set('motivo', reason);
  return redirect(`/ingresar?${search.toString()}`);
}

/** A loader's reads: without a session (it expired, or never was) the visitor signs in. */
export async function withSession<T>(request: Request, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      const hadSession = sessionStore.getState().session !== null;
      sessionStore.getState().clear();
      throw signInRedirect(request, hadSession ? 'expired' : undefined);
    }
    throw error;
  }
}

/**
 * Runs a form's change: success is `message`; the API's refusal (or the contract's own
 * check before sending) comes back as field-named messages for the form to show.
 */
export async function runAction(
  request: Request,
  intent: string,
  change: () => Promise<unknown>,
  message: string = staffMessages.saved,
): Promise<ActionResult> {
  try {
    await withSession(request, change);
    return { ok: true, intent, message };
  } catch (error) {
    if (error instanceof FieldErrors) {
      return { ok: false, intent, message: error.message, fields: error.fields };
    }
    if (isApiError(error)) {
      return { ok: false, intent, message: error.message, fields: error.fields };
    }
    throw error;
  }
}

/** The form's notice when fields carry their own messages. */
export const fieldsMessage = 'Revisá los campos marcados.';

/** Fields the contract refuses before anything is sent, keyed as the API keys them. */
export class FieldErrors extends Error {
  readonly fields: Readonly<Record<string, string>>;
  constructor(fields: Readonly<Record<string, string>>) {
    super(fieldsMessage);
    this.fields = fields;
  }
}

/** Parses `value` with a contract schema, or throws FieldErrors keyed 'a.0.b' like the API. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fields[issue.path.map(String).join('.')] ??= issue.message;
  }
  throw new FieldErrors(fields);
}

/** A form field's number, or undefined when left empty (NaN stays: the schema names it). */
export function numberField(form: FormData, name: string): number | undefined {
  const value = String(form.get(name) ?? '').trim();
  return value === '' ? undefined : Number(value.replace(/\./g, '').replace(',', '.'));
}

export function textField(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}
