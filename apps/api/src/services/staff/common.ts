/** What the staff services share: pages of items and the brand scope. */
import { staffCan, staffMessages } from '@territorio/api-client/staff';
import type { StaffAction, StaffMember } from '@territorio/api-client/staff';
import { DomainError } from '../../domain/errors';
import type { Page } from '../../repositories/pages';

/** A page of rows as a page of the list's items. */
export function pageItems<Row, Item>(page: Page<Row>, toItem: (row: Row) => Item) {
  return { ...page, items: page.items.map(toItem) };
}

/** A list filtered by a brand the member does not work is refused (403), not emptied. */
export function refuseForeignBrandFilter(
  member: StaffMember,
  action: StaffAction,
  brandId: number | undefined,
): void {
  if (brandId !== undefined && !staffCan(member, action, brandId)) {
    throw new DomainError('forbidden', 'forbidden', staffMessages.forbidden, {
      fields: { brand_id: staffMessages.forbidden },
    });
  }
}

/**
 * The brands whose records `member` may read, or undefined for every brand (admin). A
 * record without a brand belongs to the group (brand 5), as staffCan reads it.
 */
export function brandScope(member: StaffMember): readonly number[] | undefined {
  return member.role === 'sales' ? member.brand_ids : undefined;
}
