/** Each brand's payment provider configuration (`payment_configs`). */
import type { Db } from '../db/schema';

export function paymentConfig(db: Db, brandId: number) {
  return db
    .selectFrom('payment_configs')
    .selectAll()
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
}
