/**
 * Random keys every instance sharing the database shares: the HMAC keys of proof-of-work
 * challenges, device cookies and client keys. A key is made on first use (one insert that
 * loses harmlessly to a concurrent one: both instances then read the winner's) and kept in
 * `server_keys`, so a newcomer configures nothing and several instances agree without a
 * shared setting. Each instance reads a key once and keeps it.
 */
import { randomBytes } from 'node:crypto';
import type { DataStore } from '../db/database';
import { insertKeyIfMissing, keyValue } from '../repositories/server-keys';

export type ServerKeyName = 'proof-of-work' | 'device-cookie' | 'client-key';

export type ServerKeys = {
  /** The key named `name`, made on first use. */
  get(name: ServerKeyName): Promise<string>;
};

export function serverKeys(store: DataStore): ServerKeys {
  const known = new Map<ServerKeyName, Promise<string>>();
  const read = async (name: ServerKeyName): Promise<string> => {
    await insertKeyIfMissing(store.db, {
      name,
      value: randomBytes(32).toString('base64url'),
      createdAt: new Date().toISOString(),
    });
    return keyValue(store.db, name);
  };
  return {
    get(name) {
      let key = known.get(name);
      if (!key) {
        key = read(name);
        // A failed read (the database was away) is tried again next time.
        key.catch(() => known.delete(name));
        known.set(name, key);
      }
      return key;
    },
  };
}
