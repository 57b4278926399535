/**
 * Tokens a dealership system (DMS) pushes its stock with. A token reads
 * 'dms_<id>_<secret>': the id finds its row, the secret's SHA-256 is compared with the
 * stored hash in constant time; only the hash is kept, so the token is shown once, when
 * it is created. A revoked token is refused like an unknown one.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { dmsScopes, type DmsScope } from '@territorio/api-client/staff';
import type { Selectable } from 'kysely';
import type { Db, DmsTokenTable } from '../../db/schema';

export type DmsToken = {
  readonly id: number;
  readonly name: string;
  readonly scopes: readonly DmsScope[];
  readonly rate_per_minute: number;
  readonly created_at: string;
  readonly last_used_at: string | null;
  readonly revoked_at: string | null;
};

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

function tokenOf(row: Selectable<DmsTokenTable>): DmsToken {
  let scopes: DmsScope[] = [];
  try {
    const parsed = JSON.parse(row.scopes) as unknown;
    if (Array.isArray(parsed))
      scopes = parsed.filter((scope): scope is DmsScope => dmsScopes.includes(scope as DmsScope));
  } catch {
    scopes = [];
  }
  const { token_hash: _hash, ...rest } = row;
  return { ...rest, scopes };
}

export async function createDmsToken(
  db: Db,
  input: { name: string; scopes: readonly DmsScope[]; ratePerMinute: number },
): Promise<{ token: string; record: DmsToken }> {
  const secret = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('dms_tokens')
    .values({
      name: input.name,
      token_hash: hashOf(secret),
      scopes: JSON.stringify(input.scopes),
      rate_per_minute: input.ratePerMinute,
      created_at: new Date().toISOString(),
      last_used_at: null,
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token: `dms_${row.id}_${secret}`, record: tokenOf(row) };
}

export async function listDmsTokens(db: Db): Promise<DmsToken[]> {
  const rows = await db.selectFrom('dms_tokens').selectAll().orderBy('id').execute();
  return rows.map(tokenOf);
}

/** Revokes a token; false when there is no such live token. */
export async function revokeDmsToken(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('dms_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The live token `presented` is, or undefined (unknown, wrong secret, revoked). */
export async function authenticateDmsToken(
  db: Db,
  presented: string,
): Promise<DmsToken | undefined> {
  const match = /^dms_(\d{1,9})_([A-Za-z0-9_-]{20,100})$/.exec(presented);
  if (!match) return undefined;
  const row = await db
    .selectFrom('dms_tokens')
    .selectAll()
    .where('id', '=', Number(match[1]))
    .executeTakeFirst();
  const given = Buffer.from(hashOf(match[2]!), 'hex');
  const stored = Buffer.from(row?.token_hash ?? '', 'hex');
  const same = stored.length === given.length && timingSafeEqual(given, stored);
  if (!row || !same || row.revoked_at !== null) return undefined;
  await db
    .updateTable('dms_tokens')
    .set({ last_used_at: new Date().toISOString() })
    .where('id', '=', row.id)
    .execute();
  return tokenOf(row);
}
