/**
 * The staff console's paged lists: one page of a filtered query with the total it
 * matches, and the case-insensitive search the lists share.
 */
import type { ExpressionBuilder, Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';

/** Every staff list answers pages of this many items. */
const staffPageSize = 25;

export type Page<Row> = { items: Row[]; total: number; page: number; page_size: number };

/**
 * One page of a staff list: `order` applied to the rows only (the count ignores it), at
 * most `staffPageSize` rows, and the total the filters match.
 */
export async function pageOf<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: (query: SelectQueryBuilder<DB, TB, Row>) => SelectQueryBuilder<DB, TB, Row>,
  page: number,
): Promise<Page<Row>> {
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
    items: rows as Row[],
    total: Number(count?.total ?? 0),
    page,
    page_size: staffPageSize,
  };
}

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
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

/** The brands a scoped list reads, for an `in`: none matches no brand (-1 is no brand). */
export function brandList(brands: readonly number[]): number[] {
  return brands.length > 0 ? [...brands] : [-1];
}
