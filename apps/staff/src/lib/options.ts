import { brandIds, brandName } from '@territorio/api-client/core';
import type { SelectOption } from '@territorio/design-system';

/** The brands as select options (a salesperson's filter lists theirs only). */
export function brandOptions(ids: readonly number[] = brandIds): SelectOption[] {
  return ids.map((id) => ({ value: String(id), label: brandName(id) }));
}

/** A `Record<value, label>` of the contract as select options. */
export function labelOptions(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
