import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database';

type Table = CreateTableBuilder<string, never>;

/** An auto-numbered primary key: identity on PostgreSQL, rowid alias on SQLite. */
function serialId(dialect: Dialect) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

const money = 'double precision';

export function initialMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const create = (name: string, build: (table: Table) => Table) =>
        build(db.schema.createTable(name) as Table).execute();

      await create('brand_settings', (t) =>
        t.addColumn('brand_id', 'integer', (c) => c.primaryKey()).addColumn('booking_price', money),
      );
      await create('families', (t) =>
        t
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('brand_id', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('family', 'text', (c) => c.notNull())
          .addColumn('family_key', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('image', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('discount', money, (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull()),
      );
      await create('subfamilies', (t) =>
        t
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id'))
          .addColumn('brand_id', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('features', 'text', (c) => c.notNull())
          .addColumn('image', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('price', money)
          .addColumn('position', 'integer', (c) => c.notNull()),
      );
      await create('stock_units', (t) =>
        t
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('brand_id', 'integer', (c) => c.notNull())
          .addColumn('family_id', 'integer', (c) => c.notNull().references('families.id'))
          .addColumn('subfamily_id', 'integer', (c) => c.notNull().references('subfamilies.id'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('model', 'text', (c) => c.notNull())
          .addColumn('family', 'text', (c) => c.notNull())
          .addColumn('price', money, (c) => c.notNull())
          .addColumn('list_price', money, (c) => c.notNull())
          .addColumn('discount', money, (c) => c.notNull())
          .addColumn('special_discount', money, (c) => c.notNull())
          .addColumn('license_price', money, (c) => c.notNull())
          .addColumn('delivery_price', money, (c) => c.notNull())
          .addColumn('doors', 'integer')
          .addColumn('color', 'text', (c) => c.notNull())
          .addColumn('location', 'text', (c) => c.notNull())
          .addColumn('chassis', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('image', 'text', (c) => c.notNull())
          .addColumn('model_year', 'integer')
          .addColumn('status', 'text', (c) =>
            c.notNull().check(sql`status in ('available', 'held', 'reserved')`),
          )
          .addColumn('held_by', 'text')
          .addColumn('is_offer', 'integer', (c) => c.notNull())
          .addColumn('is_best_offer', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull()),
      );
      await db.schema
        .createIndex('stock_units_brand_status')
        .on('stock_units')
        .columns(['brand_id', 'status'])
        .execute();
      await create('saving_plans', (t) =>
        t
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('brand_id', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('model', 'text', (c) => c.notNull())
          .addColumn('family', 'text', (c) => c.notNull())
          .addColumn('family_id', 'integer')
          .addColumn('installments', 'integer', (c) => c.notNull())
          .addColumn('initial_installment', money)
          .addColumn('first_installment', money)
          .addColumn('integration', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('image', 'text', (c) => c.notNull())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull()),
      );
      await create('content_items', (t) =>
        t
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('id', 'integer', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('content_items_pk', ['kind', 'id']),
      );
      await create('settings', (t) =>
        t
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull()),
      );
      await create('credit_plans', (t) =>
        t
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('bank', 'text', (c) => c.notNull())
          .addColumn('months', 'integer', (c) => c.notNull())
          .addColumn('financed_min', money, (c) => c.notNull())
          .addColumn('financed_max', money, (c) => c.notNull())
          .addColumn('annual_rate', money, (c) => c.notNull()),
      );
      await create('credit_plan_brands', (t) =>
        t
          .addColumn('credit_plan_id', 'integer', (c) => c.notNull().references('credit_plans.id'))
          .addColumn('brand_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('credit_plan_brands_pk', ['credit_plan_id', 'brand_id']),
      );
      await create('used_brands', (t) =>
        t
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull()),
      );
      await create('used_models', (t) =>
        t
          .addColumn('brand_id', 'integer', (c) => c.notNull().references('used_brands.id'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('used_models_pk', ['brand_id', 'name']),
      );
      await create('used_versions', (t) =>
        t
          .addColumn('codia', 'text', (c) => c.primaryKey())
          .addColumn('brand_id', 'integer', (c) => c.notNull().references('used_brands.id'))
          .addColumn('model', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('base_value', money, (c) => c.notNull())
          .addColumn('launch_year', 'integer', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull()),
      );
      await create('promotions', (t) =>
        t
          .addColumn('code', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('money_discount', money)
          .addColumn('percentage_discount', money)
          .addColumn('discoverable', 'integer', (c) => c.notNull())
          .addColumn('brand_id', 'integer')
          .addColumn('family_key', 'text')
          .addColumn('chassis', 'text')
          .addColumn('valid_until', 'text'),
      );
      await create('payment_configs', (t) =>
        t
          .addColumn('brand_id', 'integer', (c) => c.primaryKey())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('public_key', 'text', (c) => c.notNull())
          .addColumn('checkout_path', 'text', (c) => c.notNull()),
      );
      await create('operations', (t) =>
        t
          .addColumn('code', 'text', (c) => c.primaryKey())
          .addColumn('brand_id', 'integer', (c) => c.notNull())
          .addColumn('stock_id', 'integer', (c) => c.notNull().references('stock_units.id'))
          .addColumn('family', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) =>
            c.notNull().check(sql`status in ('open', 'pending', 'reserved', 'cancelled')`),
          )
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('lastname', 'text', (c) => c.notNull())
          .addColumn('dni', 'text', (c) => c.notNull())
          .addColumn('telephone', 'text', (c) => c.notNull())
          .addColumn('birthdate', 'text', (c) => c.notNull())
          .addColumn('display_birthdate', 'text', (c) => c.notNull())
          .addColumn('marital_status_id', 'integer')
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('customer', 'text', (c) => c.notNull())
          .addColumn('vehicle', 'text', (c) => c.notNull())
          .addColumn('cash_amount', money, (c) => c.notNull())
          .addColumn('credit_id', 'integer')
          .addColumn('credit_name', 'text')
          .addColumn('credit_amount', money, (c) => c.notNull())
          .addColumn('credit_installments', 'integer', (c) => c.notNull())
          .addColumn('credit_avg_installment', money, (c) => c.notNull())
          .addColumn('used_vehicles', 'text', (c) => c.notNull())
          .addColumn('promotion_code', 'text')
          .addColumn('promotion_discount', money, (c) => c.notNull())
          .addColumn('promotion_price', money, (c) => c.notNull())
          .addColumn('pending_amount', money, (c) => c.notNull())
          .addColumn('usd_rate', money, (c) => c.notNull())
          .addColumn('booking_price', money, (c) => c.notNull())
          .addColumn('transaction_code', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull()),
      );
      await db.schema.createIndex('operations_stock').on('operations').column('stock_id').execute();
      await create('payments', (t) =>
        t
          .addColumn('id', 'integer', serialId(dialect))
          .addColumn('operation_code', 'text', (c) => c.notNull().references('operations.code'))
          .addColumn('transaction_code', 'text', (c) => c.notNull())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('provider_payment_id', 'text', (c) => c.notNull())
          .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('status_detail', 'text', (c) => c.notNull())
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('installments', 'integer', (c) => c.notNull())
          .addColumn('card_last_four', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('paid_at', 'text')
          .addColumn('refunded_at', 'text')
          .addColumn('refund_id', 'text'),
      );
      await db.schema
        .createIndex('payments_operation')
        .on('payments')
        .column('operation_code')
        .execute();
      await create('valuations', (t) =>
        t
          .addColumn('id', 'integer', serialId(dialect))
          .addColumn('operation_code', 'text', (c) => c.notNull().references('operations.code'))
          .addColumn('codia', 'text', (c) => c.notNull())
          .addColumn('brand', 'text', (c) => c.notNull())
          .addColumn('model', 'text', (c) => c.notNull())
          .addColumn('vehicle', 'text', (c) => c.notNull())
          .addColumn('year', 'integer', (c) => c.notNull())
          .addColumn('kms', 'integer', (c) => c.notNull())
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull()),
      );
      await db.schema
        .createIndex('valuations_operation')
        .on('valuations')
        .columns(['operation_code', 'codia'])
        .execute();
      await create('leads', (t) =>
        t
          .addColumn('id', 'integer', serialId(dialect))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('reference', 'text', (c) => c.unique())
          .addColumn('brand_id', 'integer')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('lastname', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('telephone', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('vehicle', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('operation_code', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull()),
      );
      await create('job_applications', (t) =>
        t
          .addColumn('id', 'integer', serialId(dialect))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('lastname', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('cellphone', 'text', (c) => c.notNull())
          .addColumn('telephone', 'text', (c) => c.notNull())
          .addColumn('studies', 'text', (c) => c.notNull())
          .addColumn('position', 'text', (c) => c.notNull())
          .addColumn('zone', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('file_name', 'text', (c) => c.notNull())
          .addColumn('file_type', 'text', (c) => c.notNull())
          .addColumn('file_size', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull()),
      );
      await create('outbox', (t) =>
        t
          .addColumn('id', 'integer', serialId(dialect))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('to_address', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('operation_code', 'text')
          .addColumn('transport', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('file_path', 'text')
          .addColumn('error', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull()),
      );
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'outbox',
        'job_applications',
        'leads',
        'valuations',
        'payments',
        'operations',
        'payment_configs',
        'promotions',
        'used_versions',
        'used_models',
        'used_brands',
        'credit_plan_brands',
        'credit_plans',
        'settings',
        'content_items',
        'saving_plans',
        'stock_units',
        'subfamilies',
        'families',
        'brand_settings',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
