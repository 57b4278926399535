/**
 * Staff passwords: scrypt (node:crypto), memory-hard, with a random salt per account.
 * The stored form carries its own cost parameters ('scrypt$N$r$p$salt$hash', base64url),
 * so a stronger setting later still verifies the hashes made before it.
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/** scrypt's cost parameters for new hashes and the dummy one (the configuration sets N). */
export type ScryptCost = { readonly N: number; readonly r: number; readonly p: number };

/**
 * N = 2^17, r = 8, p = 1: OWASP's recommended minimum for scrypt (128 MiB and about half
 * a second per hash on the project's machines). The API hashes with it unless its
 * configuration (STAFF_PASSWORD_COST, config.ts) names a higher N, or a lower one in
 * NODE_ENV=test only.
 */
export const productionScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 64;
const saltLength = 16;

/** The shortest password `pnpm staff:add` accepts. */
export const minPasswordLength = 12;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the limit leaves room above that.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...options, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(saltLength);
  const { N, r, p } = cost;
  const key = await scrypt(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseHash(stored: string): Parsed | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !key) return undefined;
  const numbers = [n, r, p].map(Number);
  if (!numbers.every((value) => Number.isInteger(value) && value > 0)) return undefined;
  const [costN, blockSize, parallel] = numbers as [number, number, number];
  // A power of two, and no more than the memory of 2^20 (1 GiB at r = 8).
  if ((costN & (costN - 1)) !== 0 || costN * blockSize > 2 ** 23) return undefined;
  return {
    N: costN,
    r: blockSize,
    p: parallel,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

let checks = 0;

/**
 * How many passwords this process has checked (each one scrypt run of `verifyPassword`):
 * what the sign-in lockout and throttle bound, read by their tests.
 */
export function passwordChecks(): number {
  return checks;
}

/** Whether `password` matches `stored`; constant-time on the derived keys. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== keyLength) return false;
  checks += 1;
  const key = await scrypt(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.key);
}

const dummies = new Map<string, Promise<string>>();

/**
 * A hash of nothing anybody knows, for sign-ins naming no account: made at the cost new
 * accounts get, so checking against it costs what a real check costs and the answer's
 * timing does not tell which emails exist.
 */
export function dummyHash(cost: ScryptCost): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(32).toString('base64url'), cost);
    dummies.set(key, dummy);
  }
  return dummy;
}
