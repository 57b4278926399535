/**
 * The proof of work a booking or a move carries (DECISIONS "Proof of work"): the browser
 * solves the API's challenge (`findVisitChallenge`) and sends it back with the solution in
 * the body's `altcha` field, as ALTCHA's widget does: base64 of the JSON `{ challenge,
 * solution }`. The API checks the work and the signature, and takes each challenge once.
 */
import type { ProofOfWorkChallenge, ProofOfWorkPayload } from './schemas';

/** A challenge is answered within this long of being handed out, or never. */
export const proofOfWorkLifetimeMs = 10 * 60_000;

/**
 * The proof (`altcha`) is missing, malformed, or not one the API signed: the body schemas'
 * message, apart so that a bundle holding the schemas holds no other proof message.
 */
export const proofOfWorkInvalid = 'No pudimos verificar el envío. Intentalo de nuevo.';

/** What the API answers about a proof, and what the forms say while making one. */
export const proofOfWorkMessages = {
  invalid: proofOfWorkInvalid,
  /** The proof's challenge expired before it was sent. */
  expired: 'La verificación del envío venció. Intentalo de nuevo.',
  /** The proof was sent once already: each one is good for one booking or move. */
  spent: 'Esa verificación ya se usó. Intentalo de nuevo.',
  /** Said while a submit waits for the browser to finish its proof. */
  pending: 'Verificando el envío…',
  /** The browser could not get or solve a challenge (offline, the API away). */
  unavailable: 'No pudimos preparar el envío. Revisá tu conexión e intentalo de nuevo.',
} as const;

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
