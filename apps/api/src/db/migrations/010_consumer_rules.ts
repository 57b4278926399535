import { sql, type Kysely } from 'kysely';

/**
 * What Argentine consumer rules need stored (docs/decisions.md "Prices as Argentine
 * consumer rules require"):
 * - `subfamilies`: the national taxes of each version (`iva_rate`, `internal_tax_rate`,
 *   percents) and its energy-efficiency label (Res. 383/2021: `energy_class` 'A'…'G',
 *   `consumption_l_100km` with one decimal, `co2_g_km`), null where the version has none;
 * - `stock_units`: an offer's validity (`offer_valid_from`, `offer_valid_until`, inclusive
 *   'YYYY-MM-DD' Argentine days, null = open);
 * - `credit_plans`: what the plan costs beyond its rate (IVA on interest, a granting fee as
 *   a percent of the principal, a monthly insurance as a percent of the balance) and its
 *   amortization system;
 * - `promotions`: `valid_from` beside `valid_until`, and `units`, how many live operations
 *   may hold the code (null = not limited);
 * - `leads`: a withdrawal request's standing under the 10-day right (refundable,
 *   out_of_term, no_deposit, refunded), the payment it refers to, its deadline and the
 *   reason given to the buyer.
 * Existing versions get 21 % IVA and, from ARS 70.000.000 or USD 60.000 of list price,
 * the 18 % internal tax; existing plans are charged nothing beyond their rate.
 */
export function consumerRulesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table subfamilies add column iva_rate numeric(6,3) not null default 21`.execute(
        db,
      );
      await sql`alter table subfamilies add column internal_tax_rate numeric(6,3) not null default 0`.execute(
        db,
      );
      await sql`alter table subfamilies add column energy_class text
        check (energy_class in ('A', 'B', 'C', 'D', 'E', 'F', 'G'))`.execute(db);
      await sql`alter table subfamilies add column consumption_l_100km numeric(4,1)`.execute(db);
      await sql`alter table subfamilies add column co2_g_km integer`.execute(db);
      await sql`update subfamilies set internal_tax_rate = 18
        where (currency = 'usd' and price >= 60000) or (currency <> 'usd' and price >= 70000000)`.execute(
        db,
      );

      await sql`alter table stock_units add column offer_valid_from text`.execute(db);
      await sql`alter table stock_units add column offer_valid_until text`.execute(db);

      await sql`alter table credit_plans add column interest_vat_rate numeric(6,3) not null default 21`.execute(
        db,
      );
      await sql`alter table credit_plans add column granting_fee_rate numeric(6,3) not null default 0`.execute(
        db,
      );
      await sql`alter table credit_plans add column monthly_insurance_rate numeric(6,3) not null default 0`.execute(
        db,
      );
      await sql`alter table credit_plans add column system text not null default 'french'
        check (system in ('french'))`.execute(db);

      await sql`alter table promotions add column valid_from text`.execute(db);
      await sql`alter table promotions add column units integer check (units >= 0)`.execute(db);
      // A promotion's unit cap counts the operations holding its code.
      await sql`create index operations_promotion_code on operations (promotion_code)`.execute(db);

      await sql`alter table leads add column withdrawal_status text
        check (withdrawal_status in ('refundable', 'out_of_term', 'no_deposit', 'refunded'))`.execute(
        db,
      );
      await sql`alter table leads add column withdrawal_paid_at text`.execute(db);
      await sql`alter table leads add column withdrawal_deadline text`.execute(db);
      await sql`alter table leads add column withdrawal_reason text`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop index if exists operations_promotion_code`.execute(db);
      const columns: Record<string, string[]> = {
        subfamilies: [
          'iva_rate',
          'internal_tax_rate',
          'energy_class',
          'consumption_l_100km',
          'co2_g_km',
        ],
        stock_units: ['offer_valid_from', 'offer_valid_until'],
        credit_plans: [
          'interest_vat_rate',
          'granting_fee_rate',
          'monthly_insurance_rate',
          'system',
        ],
        promotions: ['valid_from', 'units'],
        leads: [
          'withdrawal_status',
          'withdrawal_paid_at',
          'withdrawal_deadline',
          'withdrawal_reason',
        ],
      };
      for (const [table, names] of Object.entries(columns)) {
        for (const name of names) await db.schema.alterTable(table).dropColumn(name).execute();
      }
    },
  };
}
