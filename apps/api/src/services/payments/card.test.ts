import { describe, expect, it } from 'vitest';
import { cardMessages, luhnValid, validateCardForm } from './card';
import { sandboxOutcome } from './sandbox';

const now = new Date('2026-11-22T12:00:00Z');
const good = {
  card_number: '4509 9535 6623 3704',
  expiry: '11/26',
  security_code: '123',
  holder_name: 'APRO',
  holder_document: '30.123.456',
  installments: '2',
};

describe('sandbox card form (DECISIONS)', () => {
  it('accepts the test cards (Luhn) and refuses a changed digit', () => {
    expect(luhnValid('4509953566233704')).toBe(true);
    expect(luhnValid('5031755734530604')).toBe(true);
    expect(luhnValid('4509953566233705')).toBe(false);
    expect(luhnValid('1234')).toBe(false);
  });

  it('validates a good form, the current month still valid', () => {
    const result = validateCardForm(good, now);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.card).toMatchObject({
        number: '4509953566233704',
        expiryMonth: 11,
        expiryYear: 2026,
        holderDocument: '30123456',
      });
      expect(result.installments).toBe(2);
    }
  });

  it('puts one message per failing field', () => {
    const result = validateCardForm(
      {
        card_number: '4509 9535 6623 3705',
        expiry: '10/26',
        security_code: '12345',
        holder_name: ' ',
        holder_document: '123',
        installments: '4',
      },
      now,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        card_number: cardMessages.cardNumber,
        expiry: cardMessages.expiryPast,
        security_code: cardMessages.securityCode,
        holder_name: cardMessages.required,
        holder_document: cardMessages.holderDocument,
        installments: cardMessages.installments,
      });
    }
    const format = validateCardForm({ ...good, expiry: '13/27' }, now);
    expect(format.ok ? null : format.errors.expiry).toBe(cardMessages.expiryFormat);
    const missing = validateCardForm({}, now);
    expect(missing.ok ? 0 : Object.keys(missing.errors).length).toBe(6);
  });

  it('decides the outcome by cardholder name: APRO, CONT, OTHE, anything else approved', () => {
    expect(sandboxOutcome('APRO').status).toBe('approved');
    expect(sandboxOutcome(' cont ').status).toBe('pending');
    expect(sandboxOutcome('OTHE').status).toBe('rejected');
    expect(sandboxOutcome('María López').status).toBe('approved');
  });
});
