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

/** Every item of `kind` as the console edits it (id, JSON text, switch), in display order. */
export function contentRows(db: Db, kind: string) {
  return db
    .selectFrom('content_items')
    .select(['id', 'data', 'enabled'])
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Replaces every item of `kind` with `items`, in order (their ids kept). */
export async function replaceContent(
  trx: Db,
  kind: string,
  items: readonly { id: number; data: unknown }[],
): Promise<void> {
  await trx.deleteFrom('content_items').where('kind', '=', kind).execute();
  if (items.length === 0) return;
  await trx
    .insertInto('content_items')
    .values(
      items.map((item, position) => ({
        kind,
        id: item.id,
        position,
        data: JSON.stringify(item.data),
      })),
    )
    .execute();
}

/** Whether the item is switched on; undefined when there is no such item. */
export async function contentEnabled(
  db: Db,
  kind: string,
  id: number,
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('content_items')
    .select(['enabled'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? row.enabled === 1 : undefined;
}

/** Switches the item on or off. */
export async function setContentEnabled(
  trx: Db,
  kind: string,
  id: number,
  enabled: boolean,
): Promise<void> {
  await trx
    .updateTable('content_items')
    .set({ enabled: enabled ? 1 : 0 })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .execute();
}
