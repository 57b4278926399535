import { sql, type Kysely } from 'kysely';

/**
 * Department emails (services/lead-delivery.ts) carry files, such as a lead's ADF/XML
 * document: `outbox.attachments` holds them as a JSON array of `{ filename, contentType,
 * content }` (services/email.ts `EmailAttachment`), null for a message without any. The
 * files travel with the row, so a retry or another instance sends the same message.
 */
export function leadDeliveryMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table outbox add column attachments text`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('outbox').dropColumn('attachments').execute();
    },
  };
}
