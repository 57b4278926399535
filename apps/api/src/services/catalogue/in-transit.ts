/**
 * Whether a unit in transit may be reserved online: a setting (`in_transit_reservable`,
 * 'true' or 'false', off when absent) the administration switches in the console. Read
 * where it is enforced (an operation's start, a deposit) and where the unit's page says so.
 */
import { settingValue } from '../../repositories/settings';
import type { Db } from '../../db/schema';

export const inTransitReservableKey = 'in_transit_reservable';

export async function inTransitReservable(db: Db): Promise<boolean> {
  return (await settingValue(db, inTransitReservableKey)) === 'true';
}
