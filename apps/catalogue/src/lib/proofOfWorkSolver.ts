/**
 * Solves a proof-of-work challenge in the browser (lib/proofOfWork.ts loads this module
 * when a form first needs a proof, so no page carries it): altcha-lib's solver on a few
 * module workers, each trying its own share of the counters. Where workers cannot run (no
 * Worker, a module worker refused), the same solver runs here, yielding to the page as it goes.
 */
import { proofOfWorkPayload } from '@territorio/api-client/core';
import type { ProofOfWorkChallenge } from '@territorio/api-client/core';
import { solveChallenge, solveChallengeWorkers } from 'altcha-lib';
import type { Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** A solve that has not found the counter by then gives up (the form offers "Reintentar"). */
const solveTimeoutMs = 60_000;

function createWorker(): Worker {
  return new Worker(new URL('./proofOfWork.worker.ts', import.meta.url), { type: 'module' });
}

async function solveInWorkers(challenge: ProofOfWorkChallenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') throw new Error('no Web Workers here');
  return solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, navigator.hardwareConcurrency || 1),
    createWorker,
    timeout: solveTimeoutMs,
  });
}

/** The `altcha` value of `challenge`; rejects when no counter was found in time. */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveInWorkers(challenge).catch(() =>
    solveChallenge({ challenge, deriveKey, timeout: solveTimeoutMs }),
  );
  if (!solution) throw new Error('the proof of work was not solved in time');
  return proofOfWorkPayload(challenge, solution);
}
