import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

const events = ['insert', 'update', 'delete'] as const;

/**
 * The seed's reference plan as it stood when this migration was written, frozen on purpose:
 * an applied migration must do the same on every database, whatever the seed says later.
 */
const referenceFinancing = { credit_plan_id: 4, share_percent: 50 } as const;

/**
 * The stock search (services/stock-snapshot.ts):
 * - `stock_changes`: one row whose `version` every insert, update or delete of a stock
 *   unit raises, by a trigger in the same transaction. Every search reads it (one primary
 *   key lookup) to know whether its snapshot of the units still holds. The row is locked
 *   from a unit's change to its transaction's commit, so two changes never commit out of
 *   order: each commit that changes units shows a new version.
 * - `stock_units_status_id` (status, id): the snapshot's load of the available units, in
 *   id order.
 * - the `reference_financing` setting (`{ credit_plan_id, share_percent }`): a database the
 *   seed filled before the setting existed gets the seed's value of that time (frozen in
 *   `referenceFinancing`), when that plan is there; any other database has no reference
 *   plan until one is set.
 */
export function stockSearchMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table stock_changes (
        id integer primary key check (id = 1),
        version bigint not null
      )`.execute(db);
      await sql`insert into stock_changes (id, version) values (1, 0)`.execute(db);
      if (dialect === 'postgres') {
        await sql`create function stock_units_changed() returns trigger language plpgsql as $$
          begin
            update stock_changes set version = version + 1 where id = 1;
            return null;
          end
        $$`.execute(db);
      }
      for (const event of events) {
        const name = sql.raw(`stock_units_${event}_changes`);
        await (
          dialect === 'postgres'
            ? sql`create trigger ${name} after ${sql.raw(event)} on stock_units
              for each row execute function stock_units_changed()`
            : sql`create trigger ${name} after ${sql.raw(event)} on stock_units
              begin update stock_changes set version = version + 1 where id = 1; end`
        ).execute(db);
      }
      await sql`create index stock_units_status_id on stock_units (status, id)`.execute(db);
      await sql`insert into settings (key, value)
        select 'reference_financing', ${JSON.stringify(referenceFinancing)}
        where exists (select 1 from settings where key = 'seeded_at')
          and exists (select 1 from credit_plans where id = ${referenceFinancing.credit_plan_id})
          and not exists (select 1 from settings where key = 'reference_financing')`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`delete from settings where key = 'reference_financing'`.execute(db);
      await sql`drop index if exists stock_units_status_id`.execute(db);
      for (const event of events) {
        const name = sql.raw(`stock_units_${event}_changes`);
        await (
          dialect === 'postgres'
            ? sql`drop trigger if exists ${name} on stock_units`
            : sql`drop trigger if exists ${name}`
        ).execute(db);
      }
      if (dialect === 'postgres')
        await sql`drop function if exists stock_units_changed()`.execute(db);
      await sql`drop table stock_changes`.execute(db);
    },
  };
}
