/**
 * The proof of work of the forms that hold capacity (a visit's booking and move), ALTCHA's
 * v2 scheme through altcha-lib (DECISIONS "Proof of work"): the API hands out challenges it
 * signs with the key every instance shares (server_keys 'proof-of-work'); a browser spends
 * about half a second finding the counter whose PBKDF2 key the challenge names; the request
 * that holds capacity carries the answer, which is checked (signature, expiry, the key's own
 * signature: one HMAC, no derivation) and taken once (`spendChallenge`). Nothing leaves the
 * dealership: no third-party service, no cookie, no tracking.
 */
import { createHmac } from 'node:crypto';
import {
  proofOfWorkField,
  proofOfWorkLifetimeMs,
  proofOfWorkPayloadSchema,
  proofOfWorkMessages,
  type ProofOfWorkChallenge,
  type ProofOfWorkPayload,
} from '@territorio/api-client';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DomainError } from '../domain/errors';
import { spendChallenge } from '../repositories/proof-of-work';
import type { AppContext } from './context';

export const proofOfWorkRules = {
  /** Native in every browser's Web Crypto, so a phone works near the speed of a server. */
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations of one try. */
  cost: 1_000,
} as const;

/** The two HMAC secrets of the shared key: the challenge's signature and the key's. */
async function signingSecrets(context: AppContext) {
  const key = await context.keys.get('proof-of-work');
  const derive = (purpose: string) => createHmac('sha256', key).update(purpose).digest('hex');
  return {
    hmacSignatureSecret: derive('proof-of-work challenge'),
    hmacKeySignatureSecret: derive('proof-of-work derived key'),
  };
}

/**
 * A new challenge: the counter drawn from half the configured maximum to all of it, so
 * every proof costs work, with the key it leads to signed into the challenge.
 */
export async function newChallenge(context: AppContext): Promise<ProofOfWorkChallenge> {
  const max = context.config.proofOfWorkMaxNumber;
  const challenge = await createChallenge({
    algorithm: proofOfWorkRules.algorithm,
    cost: proofOfWorkRules.cost,
    counter: randomInt(max, Math.ceil(max / 2)),
    deriveKey,
    expiresAt: new Date(Date.now() + proofOfWorkLifetimeMs),
    ...(await signingSecrets(context)),
  });
  return challenge as ProofOfWorkChallenge;
}

type Refusal = 'invalid' | 'expired' | 'spent';

function refused(refusal: Refusal): DomainError {
  const message = proofOfWorkMessages[refusal];
  return new DomainError('invalid', `proof_of_work_${refusal}`, message, {
    fields: { [proofOfWorkField]: message },
  });
}

/** The payload's challenge and solution, or null for anything that is not one. */
function decoded(payload: string): ProofOfWorkPayload | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = proofOfWorkPayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks the proof of a request that holds capacity and takes it: a 400 naming `altcha`
 * when it is malformed, not signed by us, wrongly solved, expired or spent already.
 */
export async function spendProofOfWork(context: AppContext, payload: string): Promise<void> {
  const proof = decoded(payload);
  if (!proof) throw refused('invalid');
  const { challenge, solution } = proof;
  const verification = await verifySolution({
    challenge,
    solution,
    deriveKey,
    ...(await signingSecrets(context)),
  }).catch(() => null);
  if (verification?.expired) throw refused('expired');
  if (!verification?.verified) throw refused('invalid');
  const expiresAtMs = challenge.parameters.expiresAt * 1_000;
  const isFirstUse = await spendChallenge(
    context.store.db,
    challenge.signature,
    expiresAtMs,
    Date.now(),
  );
  if (!isFirstUse) throw refused('spent');
}
