/** Files kept in the database (`files`), for instances that share no disk. */
import type { Db } from '../db/schema';

export async function insertFile(
  db: Db,
  file: { name: string; contentType: string; content: Buffer; createdAt: string },
): Promise<void> {
  await db
    .insertInto('files')
    .values({
      name: file.name,
      content_type: file.contentType,
      size: file.content.length,
      content: file.content,
      created_at: file.createdAt,
    })
    // A put replaces, as a file or an object under the same name would be replaced (a
    // photo made again by another instance writes the same content-hashed names).
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet((eb) => ({
        content_type: eb.ref('excluded.content_type'),
        size: eb.ref('excluded.size'),
        content: eb.ref('excluded.content'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .execute();
}

export function fileByName(db: Db, name: string) {
  return db
    .selectFrom('files')
    .select(['content', 'content_type'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function deleteFile(db: Db, name: string): Promise<void> {
  await db.deleteFrom('files').where('name', '=', name).execute();
}
