import { brandIds, brandName } from '@territorio/api-client/core';
import { leadDepartmentLabels, leadDepartments } from '@territorio/api-client/staff';
import type { LeadDepartment, StaffContactMethod } from '@territorio/api-client/staff';

/** One fieldset of the contact methods form: a saved method, or one added and not saved yet. */
export type ContactMethodEntry = {
  /** React's key: stays while entries before it are added or removed. */
  readonly key: string;
  readonly brandId: number;
  readonly department: LeadDepartment;
  /** What the API has (null: added here, its brand and area still to choose). */
  readonly saved: StaffContactMethod | null;
};

export function savedEntries(methods: readonly StaffContactMethod[]): ContactMethodEntry[] {
  return methods.map((method) => ({
    key: `${method.brand_id}-${method.department}`,
    brandId: method.brand_id,
    department: method.department,
    saved: method,
  }));
}

/** 'Volkswagen · Ventas' */
export function contactMethodTitle(entry: Pick<ContactMethodEntry, 'brandId' | 'department'>) {
  return `${brandName(entry.brandId)} · ${leadDepartmentLabels[entry.department]}`;
}

const pairOf = (entry: Pick<ContactMethodEntry, 'brandId' | 'department'>) =>
  `${entry.brandId}:${entry.department}`;

/**
 * A new entry on the first brand and area that has no method yet (the API refuses two for
 * the same pair), or null when every pair has one.
 */
export function newEntry(entries: readonly ContactMethodEntry[], key: string) {
  const taken = new Set(entries.map(pairOf));
  for (const brandId of brandIds) {
    for (const department of leadDepartments) {
      if (!taken.has(pairOf({ brandId, department }))) {
        return { key, brandId, department, saved: null } satisfies ContactMethodEntry;
      }
    }
  }
  return null;
}

/** The areas of `brandId` that another entry already has. */
export function takenDepartments(
  entries: readonly ContactMethodEntry[],
  brandId: number,
  except: string,
): Set<LeadDepartment> {
  return new Set(
    entries
      .filter((entry) => entry.key !== except && entry.brandId === brandId)
      .map((entry) => entry.department),
  );
}
