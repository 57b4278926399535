import { brandIds, brandName, siteSlug } from '@territorio/api-client/core';
import type { SelectOption } from '@territorio/design-system';
import { sites } from '@territorio/site-config';

/** The brands as select options (a salesperson's filter lists theirs only). */
export function brandOptions(ids: readonly number[] = brandIds): SelectOption[] {
  return ids.map((id) => ({ value: String(id), label: brandName(id) }));
}

/** A `Record<value, label>` of the contract as select options. */
export function labelOptions(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The group's sites by slug, the head office first (the agenda and the visits' parameters). */
export const siteOptions: readonly SelectOption[] = sites.map((site) => ({
  value: siteSlug(site),
  label: site.name,
}));

/** A site's name from its slug ('godoy-cruz' → 'Godoy Cruz'); the slug when unknown. */
export function siteNameOf(slug: string): string {
  return siteOptions.find((option) => option.value === slug)?.label ?? slug;
}
