/**
 * The sandbox card form's rules (DECISIONS): a Luhn-valid number, a future expiry (MM/AA),
 * a 3-4 digit security code, the holder's name and DNI, and 1, 2 or 3 instalments. Each
 * failing field gets its own message, shown under the field.
 */
import { cardInstallments } from '@territorio/api-client';
import type { CardDetails } from './adapter';

export type CardForm = {
  card_number?: unknown;
  expiry?: unknown;
  security_code?: unknown;
  holder_name?: unknown;
  holder_document?: unknown;
  installments?: unknown;
};

export const cardFieldLabels = {
  card_number: 'Número de tarjeta',
  expiry: 'Vencimiento',
  security_code: 'Código de seguridad',
  holder_name: 'Nombre del titular',
  holder_document: 'Documento del titular',
  installments: 'Cuotas',
} as const;

export type CardField = keyof typeof cardFieldLabels;

export const cardMessages = {
  required: 'Completá este campo.',
  cardNumber: 'Revisá el número de tarjeta.',
  expiryFormat: 'Ingresá el vencimiento como MM/AA.',
  expiryPast: 'La tarjeta está vencida.',
  securityCode: 'El código de seguridad tiene 3 o 4 números.',
  holderDocument: 'Ingresá un DNI de 7 u 8 números.',
  installments: 'Elegí 1, 2 o 3 cuotas.',
} as const;

export function luhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export type CardValidation =
  | { readonly ok: true; readonly card: CardDetails; readonly installments: number }
  | { readonly ok: false; readonly errors: Partial<Record<CardField, string>> };

export function validateCardForm(form: CardForm, now: Date = new Date()): CardValidation {
  const errors: Partial<Record<CardField, string>> = {};
  const number = text(form.card_number).replace(/[\s-]/g, '');
  if (!number) errors.card_number = cardMessages.required;
  else if (!luhnValid(number)) errors.card_number = cardMessages.cardNumber;

  const expiry = text(form.expiry).replace(/\s/g, '');
  const expiryMatch = /^(\d{2})\/?(\d{2})$/.exec(expiry);
  let expiryMonth = 0;
  let expiryYear = 0;
  if (!expiry) errors.expiry = cardMessages.required;
  else if (!expiryMatch) errors.expiry = cardMessages.expiryFormat;
  else {
    expiryMonth = Number(expiryMatch[1]);
    expiryYear = 2000 + Number(expiryMatch[2]);
    if (expiryMonth < 1 || expiryMonth > 12) errors.expiry = cardMessages.expiryFormat;
    else {
      // A card is valid through the last day of its expiry month.
      const currentMonth = now.getFullYear() * 12 + now.getMonth();
      if (expiryYear * 12 + (expiryMonth - 1) < currentMonth)
        errors.expiry = cardMessages.expiryPast;
    }
  }

  const securityCode = text(form.security_code);
  if (!securityCode) errors.security_code = cardMessages.required;
  else if (!/^\d{3,4}$/.test(securityCode)) errors.security_code = cardMessages.securityCode;

  const holderName = text(form.holder_name).replace(/\s+/g, ' ');
  if (!holderName) errors.holder_name = cardMessages.required;

  const holderDocument = text(form.holder_document).replace(/[.\s]/g, '');
  if (!holderDocument) errors.holder_document = cardMessages.required;
  else if (!/^\d{7,8}$/.test(holderDocument)) errors.holder_document = cardMessages.holderDocument;

  const installments = Number(text(form.installments) || 'NaN');
  if (!(cardInstallments as readonly number[]).includes(installments)) {
    errors.installments = cardMessages.installments;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    installments,
    card: { number, expiryMonth, expiryYear, securityCode, holderName, holderDocument },
  };
}
