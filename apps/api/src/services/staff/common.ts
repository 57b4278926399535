/** What the staff services share: the page size, search patterns and the brand scope. */
import type { StaffMember } from '@territorio/api-client/staff';
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';

/** Every staff list answers pages of this many items. */
export const staffPageSize = 25;

export function pageOffset(page: number): number {
  return (page - 1) * staffPageSize;
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

export function isoNow(): string {
  return new Date().toISOString();
}
