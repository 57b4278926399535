import { randomInt } from 'node:crypto';

/**
 * Operation and transaction codes: cryptographically random, from an alphabet without
 * look-alikes (no 0/O, 1/I/L), so a code read aloud or typed from an email is unambiguous
 * (DECISIONS: unguessable, at least 10 characters). 12 characters of 31 symbols ≈ 59 bits.
 */
export const codeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const operationCodeLength = 12;

export function generateCode(length: number = operationCodeLength): string {
  let code = '';
  for (let index = 0; index < length; index += 1)
    code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/** What a person may type: surrounding spaces, dashes or lower case are forgiven. */
export function normalizeCode(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** A well-formed code (cheap check before touching the database). */
export function looksLikeCode(value: string, length: number = operationCodeLength): boolean {
  return value.length === length && [...value].every((char) => codeAlphabet.includes(char));
}
