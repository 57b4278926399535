/**
 * Proof-of-work challenges as the API hands them out (altcha-lib, PBKDF2, signed), with
 * little work and the tests' own secrets, and the check the API makes of what a form sends.
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const secrets = {
  hmacSignatureSecret: 'secreto de las pruebas',
  hmacKeySignatureSecret: 'otro secreto de las pruebas',
};

/** A new challenge, good for ten minutes, that takes six tries to solve. */
export function testChallenge() {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1_000,
    counter: 5,
    deriveKey,
    expiresAt: new Date(Date.now() + 10 * 60_000),
    ...secrets,
  });
}

/** Whether `altcha` is a solved challenge of `testChallenge`, as the API would find it. */
export async function isSolvedProof(altcha: unknown): Promise<boolean> {
  if (typeof altcha !== 'string') return false;
  const { challenge, solution } = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));
  const result = await verifySolution({ challenge, solution, deriveKey, ...secrets });
  return result.verified;
}
