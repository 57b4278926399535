/**
 * A Web Worker that tries counters of a proof-of-work challenge (lib/proofOfWorkSolver.ts
 * starts a few, each on its own share of the counters): altcha-lib's own worker protocol,
 * with the browser's native PBKDF2 (Web Crypto), off the page's main thread.
 */
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
