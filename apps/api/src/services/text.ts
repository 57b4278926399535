/**
 * How a family name from a route or a query is compared with the catalogue: lower-cased,
 * dashes as spaces (spec 7.1: "dashes in family replaced by spaces"), spaces collapsed.
 */
export function familyKey(value: string): string {
  return value.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}
