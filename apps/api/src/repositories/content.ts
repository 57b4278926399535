/**
 * The site's editable content (`content_items`): banners, news, stories, popups, contact
 * methods, salesmen, service categories..., each item a JSON document of its kind.
 */
import type { Db } from '../db/schema';

/** The JSON text of each enabled item of `kind`, in display order. */
export async function enabledContent(db: Db, kind: string): Promise<string[]> {
  const rows = await db
    .selectFrom('content_items')
    .select('data')
    .where('kind', '=', kind)
    .where('enabled', '=', 1)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.data);
}

/** The JSON text of every item of `kind`, switched on or off, in display order. */
export async function contentOfKind(db: Db, kind: string): Promise<string[]> {
  const rows = await db
    .selectFrom('content_items')
    .select('data')
    .where('kind', '=', kind)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.data);
}
