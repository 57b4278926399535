/**
 * Staff accounts: created and changed by `pnpm staff:add` (no default account, no default
 * password), read by the sign-in and the session check.
 */
import { brandIdSchema } from '@territorio/api-client';
import type { StaffMember, StaffRole } from '@territorio/api-client/staff';
import type { DataStore } from '../../db/database';
import {
  accountByEmail,
  accountById,
  insertAccount,
  updateCredentials,
  type StaffAccountRow,
} from '../../repositories/staff-accounts';
import { clearSignInAttempts } from '../../repositories/sign-in-attempts';
import { deleteAccountSessions } from '../../repositories/staff-sessions';
import { recordAudit } from './audit';
import { hashPassword, type ScryptCost } from './passwords';

export function brandIdsOf(row: Pick<StaffAccountRow, 'brand_ids'>): StaffMember['brand_ids'] {
  let list: unknown;
  try {
    list = JSON.parse(row.brand_ids);
  } catch {
    return [];
  }
  return Array.isArray(list)
    ? list.flatMap((value) => {
        const brand = brandIdSchema.safeParse(value);
        return brand.success ? [brand.data] : [];
      })
    : [];
}

export function memberOf(row: StaffAccountRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    // Only a salesperson is limited by brand.
    brand_ids: row.role === 'sales' ? brandIdsOf(row) : [],
  };
}

export type AccountInput = {
  readonly email: string;
  readonly role: StaffRole;
  readonly brandIds: readonly number[];
  readonly name: string;
  readonly password: string;
};

/**
 * Creates the account, or updates the existing one with that email (password, role,
 * brands, name). A change raises the credential version in the same transaction that
 * writes it, so every session made with the old one is void, including those whose
 * sign-in checked the old password before this commit and inserts after it
 * (sessions.ts compares the version in the insert's transaction); it also lifts a lock.
 */
export async function upsertAccount(
  store: DataStore,
  input: AccountInput,
  cost: ScryptCost,
): Promise<{ created: boolean; member: StaffMember }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password, cost);
  const now = new Date().toISOString();
  const brandIds = JSON.stringify(input.role === 'sales' ? [...new Set(input.brandIds)] : []);
  return store.writeTransaction(async (trx) => {
    const existing = await accountByEmail(trx, email);
    const actor = { id: null, email: 'staff:add' };
    if (existing) {
      await updateCredentials(trx, existing.id, {
        name: input.name,
        role: input.role,
        brand_ids: brandIds,
        password_hash: passwordHash,
        updated_at: now,
      });
      await deleteAccountSessions(trx, existing.id);
      await clearSignInAttempts(trx, email);
      const row = await accountById(trx, existing.id);
      if (!row) throw new Error(`The staff account ${existing.id} vanished in its own update.`);
      // The hash never goes into the log; that the password changed does.
      await recordAudit(trx, {
        actor,
        action: 'account_updated',
        subjectType: 'staff_account',
        subjectId: existing.id,
        before: memberOf(existing),
        after: { ...memberOf(row), password_changed: true },
      });
      return { created: false, member: memberOf(row) };
    }
    const row = await insertAccount(trx, {
      email,
      name: input.name,
      role: input.role,
      brand_ids: brandIds,
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(trx, {
      actor,
      action: 'account_created',
      subjectType: 'staff_account',
      subjectId: row.id,
      after: memberOf(row),
    });
    return { created: true, member: memberOf(row) };
  });
}
