/** What the staff services share: the page size, search patterns and the brand scope. */
import { staffCan, staffMessages } from '@territorio/api-client/staff';
import type { StaffAction, StaffMember } from '@territorio/api-client/staff';
import type { ExpressionBuilder, Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { DomainError } from '../../domain/errors';

/** Every staff list answers pages of this many items. */
export const staffPageSize = 25;

/**
 * One page of a staff list: `order` applied to the rows only (the count ignores it), at
 * most `staffPageSize` items, and the total the filters match.
 */
export async function staffPage<DB, TB extends keyof DB, Row, Item>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: (query: SelectQueryBuilder<DB, TB, Row>) => SelectQueryBuilder<DB, TB, Row>,
  page: number,
  toItem: (row: Row) => Item,
) {
  const [rows, count] = await Promise.all([
    order(query)
      .limit(staffPageSize)
      .offset((page - 1) * staffPageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst() as Promise<{ total: number | string | bigint } | undefined>,
  ]);
  return {
    items: (rows as Row[]).map(toItem),
    total: Number(count?.total ?? 0),
    page,
    page_size: staffPageSize,
  };
}

/** A list filtered by a brand the member does not work is refused (403), not emptied. */
export function refuseForeignBrandFilter(
  member: StaffMember,
  action: StaffAction,
  brandId: number | undefined,
): void {
  if (brandId !== undefined && !staffCan(member, action, brandId)) {
    throw new DomainError('forbidden', 'forbidden', staffMessages.forbidden, {
      fields: { brand_id: staffMessages.forbidden },
    });
  }
}

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `lower(column) like pattern` on every column, OR-ed: case-insensitive on both databases
 * (PostgreSQL's LIKE is case-sensitive, SQLite's only for ASCII).
 */
export function searchColumns<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  text: string,
): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return eb.or(
    columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
  );
}

/**
 * The brands whose records `member` may read, or undefined for every brand (admin). A
 * record without a brand belongs to the group (brand 5), as staffCan reads it.
 */
export function brandScope(member: StaffMember): readonly number[] | undefined {
  return member.role === 'sales' ? member.brand_ids : undefined;
}
