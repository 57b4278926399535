/**
 * The proof of work a booking or a move carries (DECISIONS "Proof of work"): the browser
 * solves the API's challenge (`findVisitChallenge`) and sends it back with the solution in
 * the body's `altcha` field, as ALTCHA's widget does: base64 of the JSON `{ challenge,
 * solution }`. The API checks the work and the signature, and takes each challenge once.
 */
import type { ProofOfWorkChallenge, ProofOfWorkPayload } from './schemas';

/** The body field that carries the payload (ALTCHA's own name for it). */
export const proofOfWorkField = 'altcha';

/** What a solver finds: the counter, and the key it derives (lowercase hex). */
export type ProofOfWorkSolution = ProofOfWorkPayload['solution'];

/** The `altcha` field's value: the challenge as the API signed it, and its solution. */
export function proofOfWorkPayload(
  challenge: ProofOfWorkChallenge,
  solution: ProofOfWorkSolution,
): string {
  const json = JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
  // Hex, numbers and the API's own keys: the JSON is ASCII, which btoa takes as it is.
  return btoa(json);
}
