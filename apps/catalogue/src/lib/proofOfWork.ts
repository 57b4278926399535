/**
 * The proof of work a booking or a move carries (DECISIONS "Proof of work"), made ahead:
 * a form prepares one as soon as it is shown (a challenge from the API, solved off the
 * main thread by lib/proofOfWorkSolver.ts, loaded then), so a person never waits for it
 * unless they submit within the first second. Each proof is sent once; a form prepares
 * the next after a refused send. A proof kept half its challenge's lifetime is made again
 * (timed from its arrival on this device, whose date may be wrong).
 */
import { useEffect, useState } from 'react';
import { proofOfWorkLifetimeMs } from '@territorio/api-client/core';
import type { ApiClient } from '@territorio/api-client/core';
import { useServices } from '../services/context';

/** A solved challenge, and when (Date.now()) its challenge arrived. */
type Proof = { readonly payload: string; readonly arrivedAt: number };

export type ProofOfWork = {
  /** Starts making a proof unless one is ready or on its way. */
  prepare(): void;
  /** Whether `take` would answer at once. */
  isReady(): boolean;
  /** The proof to send, waited for if still being made; rejects when it cannot be made. */
  take(): Promise<string>;
};

export function createProofOfWork(make: () => Promise<Proof>): ProofOfWork {
  let pending: Promise<Proof> | null = null;
  let ready: Proof | null = null;
  const isFresh = (proof: Proof) => Date.now() - proof.arrivedAt < proofOfWorkLifetimeMs / 2;

  const prepare = () => {
    if (pending) return;
    const made = make().then(
      (proof) => {
        if (pending === made) ready = proof;
        return proof;
      },
      (error: unknown) => {
        // A failed proof is made anew by the next prepare or take.
        if (pending === made) pending = null;
        throw error;
      },
    );
    pending = made;
    // Nobody may be waiting yet: the failure is reported to whoever takes it.
    made.catch(() => undefined);
  };

  return {
    prepare,
    isReady: () => ready !== null && isFresh(ready),
    async take() {
      if (ready && !isFresh(ready)) {
        ready = null;
        pending = null;
      }
      prepare();
      const proof = await pending!;
      pending = null;
      ready = null;
      return proof.payload;
    },
  };
}

/** A challenge from the API, solved. */
async function madeProof(api: ApiClient): Promise<Proof> {
  const challenge = await api.findVisitChallenge();
  const arrivedAt = Date.now();
  const { solveProofOfWork } = await import('./proofOfWorkSolver');
  return { payload: await solveProofOfWork(challenge), arrivedAt };
}

/** A form's proof of work, as its component uses it. */
export type FormProofOfWork = {
  /** The proof to send, waited for if not ready yet; null when it cannot be made. */
  take(): Promise<string | null>;
  /** Starts the next proof (after a send that spent one). */
  prepare(): void;
  /** A send is waiting for the proof: the form says so. */
  isWaiting: boolean;
};

/** The form's proof of work, prepared when the form is first shown (never on the server). */
export function useProofOfWork(): FormProofOfWork {
  const { api } = useServices();
  const [proof] = useState(() => createProofOfWork(() => madeProof(api)));
  const [isWaiting, setIsWaiting] = useState(false);
  useEffect(() => proof.prepare(), [proof]);
  return {
    async take() {
      setIsWaiting(!proof.isReady());
      try {
        return await proof.take();
      } catch {
        return null;
      } finally {
        setIsWaiting(false);
      }
    },
    prepare: proof.prepare,
    isWaiting,
  };
}
