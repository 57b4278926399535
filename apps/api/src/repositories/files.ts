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
