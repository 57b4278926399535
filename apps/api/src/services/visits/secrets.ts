/**
 * A visit's code and its manage link's secret. The code is short and read aloud ('V-' and
 * 6 characters without look-alikes); it names the visit but proves nothing. The secret
 * (32 random bytes) proves the bearer booked it; only its SHA-256 is stored, and it is
 * compared in constant time, so neither the database nor the timing gives it away.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { codeAlphabet, generateCode } from '../codes';

const codeLength = 6;
const codePattern = new RegExp(`^V-[${codeAlphabet}]{${codeLength}}$`);

export function newVisitCode(): string {
  return `V-${generateCode(codeLength)}`;
}

/** A well-formed code (checked before touching the database); lower case is forgiven. */
export function visitCodeOf(value: string): string | null {
  const code = value.trim().toUpperCase();
  return codePattern.test(code) ? code : null;
}

export function newVisitSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: secretHash(token) };
}

function secretHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the secret whose hash is stored (false for any other text). */
export function isVisitSecret(token: string, storedHash: string): boolean {
  const given = Buffer.from(secretHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
