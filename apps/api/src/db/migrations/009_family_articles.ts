import { sql, type Kysely } from 'kysely';

/**
 * `families.article`: the article a model's name takes ('el Polo', 'la Amarok'), so copy
 * such as 'Versiones de la Amarok' agrees with it. Rows already there get 'el', except
 * the pickups and SUVs the catalogue seeded, which Argentine Spanish calls 'la'.
 */
export function familyArticlesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table families add column article text not null default 'el'
        check (article in ('el', 'la'))`.execute(db);
      await sql`update families set article = 'la' where family in (${sql.join([
        'Taos',
        'Amarok',
        'Tracker',
        'Montana',
        'S10',
        'Equinox',
        'Kicks',
        'Frontier',
        'X-Trail',
        'X35',
        'X55',
        'BJ30',
        'BJ40',
      ])})`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('families').dropColumn('article').execute();
    },
  };
}
