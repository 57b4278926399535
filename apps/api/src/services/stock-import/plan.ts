/**
 * What an import would do to the stock: each row created, changed (which columns, before
 * and after), unchanged or refused, and with "whole stock" the units of those sites the
 * file leaves out (retired, or kept when an operation holds them). The dry run shows it;
 * the apply computes it again inside its transaction and writes it only when nothing is
 * refused.
 */
import {
  isHeldByOperation,
  onSaleStatuses,
  siteBySlug,
  unitStatusLabels,
  type UnitStatus,
} from '@territorio/api-client';
import type {
  StockImportChange,
  StockImportMissing,
  StockImportRefusal,
  StockImportReport,
  StockImportRow,
} from '@territorio/api-client/staff';
import type { StockUnitRow } from '../../db/schema';
import { unitColumns, type UnitVersion } from '../../repositories/stock-units';
import { breather, type StockFile } from './read-file';
import { fieldsOfUnit, rowFields, siteSlugOf } from './rows';

export const planMessages = {
  repeated: (first: number) => `repetido en la fila ${first}.`,
  otherBrand: 'ya existe con otra marca.',
  otherVersion: 'ya existe con otra versión.',
  heldPrice:
    'la unidad tiene un pago en curso o está reservada: su precio no cambia hasta que termine la operación.',
  heldStatus:
    'la unidad tiene un pago en curso o está reservada: su estado no cambia hasta que termine la operación.',
} as const;

type UnitValues = ReturnType<typeof unitColumns>;

/** A row's plan, with what the apply writes. */
export type PlannedRow = StockImportRow & {
  readonly values?: UnitValues;
  readonly version?: UnitVersion;
  readonly unit?: StockUnitRow;
};

export type ImportPlan = {
  readonly rows: readonly PlannedRow[];
  readonly sites: readonly string[];
  readonly retired: readonly (StockImportMissing & { readonly unit: StockUnitRow })[];
  readonly kept: readonly StockImportMissing[];
};

export type PlanOptions = {
  readonly wholeStock: boolean;
  /** Slugs; empty with `wholeStock`: the sites the file names. */
  readonly sites: readonly string[];
};

/** The spreadsheet's column of each compared column, in the order changes are listed. */
const comparedColumns = [
  ['subfamily_id', 'version'],
  ['color', 'color'],
  ['location', 'sucursal'],
  ['model_year', 'anio_modelo'],
  ['condition', 'condicion'],
  ['mileage_km', 'km'],
  ['currency', 'moneda'],
  ['list_price', 'precio_lista'],
  ['price', 'precio'],
  ['license_price', 'patentamiento'],
  ['delivery_price', 'flete'],
  ['status', 'estado'],
  ['arrival_date', 'fecha_arribo'],
  ['plate', 'patente'],
  ['owners', 'duenos'],
  ['public_note', 'observaciones'],
  ['inspection', 'condicion'],
] as const satisfies readonly (readonly [keyof UnitValues & keyof StockUnitRow, string])[];

const priceColumns = new Set([
  'currency',
  'list_price',
  'price',
  'license_price',
  'delivery_price',
]);

function shown(column: string, value: unknown, versions: ReadonlyMap<number, UnitVersion>): string {
  if (value === null || value === undefined) return '';
  if (column === 'subfamily_id') {
    const version = versions.get(Number(value));
    return version ? `${version.family} ${version.name}` : String(value);
  }
  if (column === 'status') return unitStatusLabels[value as UnitStatus] ?? String(value);
  if (column === 'currency') return String(value).toUpperCase();
  if (column === 'condition') return value === 'used' ? 'usado' : '0km';
  return String(value);
}

/**
 * The values a row writes over a unit in stock. States that operations and sales own stay:
 * a sold or delivered unit keeps its state whatever the row says, a held or reserved one
 * when the row says it is on sale (any other state is refused, `compare`).
 */
function valuesOver(unit: StockUnitRow, values: UnitValues): UnitValues {
  const keepsState =
    unit.status === 'sold' ||
    unit.status === 'delivered' ||
    (isHeldByOperation(unit.status) &&
      (onSaleStatuses as readonly string[]).includes(String(values.status)));
  return keepsState ? { ...values, status: unit.status, arrival_date: unit.arrival_date } : values;
}

function compare(
  unit: StockUnitRow,
  values: UnitValues,
  versions: ReadonlyMap<number, UnitVersion>,
): { changes: StockImportChange[]; refusals: StockImportRefusal[] } {
  const changes: StockImportChange[] = [];
  const refusals: StockImportRefusal[] = [];
  const held = isHeldByOperation(unit.status);
  for (const [column, sheetColumn] of comparedColumns) {
    const before = unit[column] ?? null;
    const after = values[column] ?? null;
    if (before === after) continue;
    if (column === 'inspection') continue; // follows the condition, listed there
    if (held && priceColumns.has(column))
      refusals.push({ column: sheetColumn, reason: planMessages.heldPrice });
    else if (held && column === 'status')
      refusals.push({ column: sheetColumn, reason: planMessages.heldStatus });
    changes.push({
      column: sheetColumn,
      before: shown(column, before, versions),
      after: shown(column, after, versions),
    });
  }
  return { changes, refusals };
}

function planRow(
  fileRow: StockFile['rows'][number],
  unit: StockUnitRow | undefined,
  catalogue: readonly UnitVersion[],
  versions: ReadonlyMap<number, UnitVersion>,
): PlannedRow {
  const { fields, refusals } = rowFields(fileRow, catalogue, unit ? fieldsOfUnit(unit) : undefined);
  const base = { row: fileRow.row, unit_id: unit?.id ?? null, changes: [] };
  const chassis = fields?.chassis ?? String(fileRow.cells.chasis ?? '').trim();
  if (!fields) return { ...base, chassis, action: 'refused', refusals };
  const version = versions.get(fields.version_id)!;
  if (unit && unit.brand_id !== version.brand_id)
    return {
      ...base,
      chassis,
      action: 'refused',
      refusals: [{ column: 'chasis', reason: planMessages.otherBrand }],
    };
  if (unit && unit.subfamily_id !== version.id)
    return {
      ...base,
      chassis,
      action: 'refused',
      refusals: [{ column: 'chasis', reason: planMessages.otherVersion }],
    };
  const values = unit
    ? valuesOver(unit, unitColumns(fields, version))
    : unitColumns(fields, version);
  if (!unit) return { ...base, chassis, action: 'create', refusals: [], values, version };
  const compared = compare(unit, values, versions);
  if (compared.refusals.length > 0)
    return {
      ...base,
      chassis,
      action: 'refused',
      changes: compared.changes,
      refusals: compared.refusals,
    };
  const action = compared.changes.length > 0 ? 'change' : 'unchanged';
  return {
    ...base,
    chassis,
    action,
    changes: compared.changes,
    refusals: [],
    values,
    version,
    unit,
  };
}

function missingOf(unit: StockUnitRow): StockImportMissing {
  return {
    unit_id: unit.id,
    chassis: unit.chassis,
    name: unit.name,
    site: siteSlugOf(unit.location) ?? unit.location,
    status: unit.status,
  };
}

/** A unit's state as a row's plan depends on it (none: no unit with that chassis). */
const unitState = (unit: StockUnitRow | undefined) =>
  unit ? `${unit.id}|${unit.updated_at}|${unit.status}` : '';

/** A plan made earlier (the dry run before an apply), whose rows may be reused. */
export type EarlierPlan = {
  readonly plan: ImportPlan;
  readonly units: readonly StockUnitRow[];
  readonly catalogue: readonly UnitVersion[];
};

/**
 * Plans the file against the stock (`units`: every unit, as read now). With `earlier`, a
 * row whose unit is in the same state as then keeps its earlier plan, so an apply checks
 * again inside its transaction only what changed since the dry run.
 */
export async function planImport(
  file: StockFile,
  units: readonly StockUnitRow[],
  catalogue: readonly UnitVersion[],
  options: PlanOptions,
  earlier?: EarlierPlan,
): Promise<ImportPlan> {
  const versions = new Map(catalogue.map((version) => [version.id, version]));
  const byChassis = new Map(units.map((unit) => [unit.chassis, unit]));
  const sameCatalogue =
    earlier !== undefined && JSON.stringify(earlier.catalogue) === JSON.stringify(catalogue);
  const earlierUnits = new Map(earlier?.units.map((unit) => [unit.chassis, unit]));
  const firstRow = new Map<string, number>();
  const rows: PlannedRow[] = [];
  for (const [index, fileRow] of file.rows.entries()) {
    const chassis = String(fileRow.cells.chasis ?? '')
      .replace(/[\s-]+/g, '')
      .toUpperCase();
    const unit = byChassis.get(chassis);
    const reusable =
      sameCatalogue && unitState(earlierUnits.get(chassis)) === unitState(unit)
        ? earlier.plan.rows[index]
        : undefined;
    if (!reusable && index % 25 === 24) await breather();
    const planned = reusable ?? planRow(fileRow, unit, catalogue, versions);
    const first = chassis ? firstRow.get(chassis) : undefined;
    if (chassis && first === undefined) firstRow.set(chassis, fileRow.row);
    if (
      first === undefined ||
      planned.refusals.some((refusal) => refusal.reason === planMessages.repeated(first))
    ) {
      rows.push(planned);
      continue;
    }
    const repeated = { column: 'chasis', reason: planMessages.repeated(first) };
    rows.push({ ...planned, action: 'refused', refusals: [repeated, ...planned.refusals] });
  }

  const named = new Set<string>();
  for (const row of rows) {
    const slug = row.values?.location ? siteSlugOf(String(row.values.location)) : undefined;
    if (slug) named.add(slug);
  }
  const sites = options.wholeStock ? (options.sites.length > 0 ? options.sites : [...named]) : [];
  const siteNames = new Set(sites.map((slug) => siteBySlug(slug)?.name ?? slug));
  const missing = units.filter(
    (unit) => siteNames.has(unit.location) && !firstRow.has(unit.chassis),
  );
  return {
    rows,
    sites,
    retired: missing
      .filter((unit) => (onSaleStatuses as readonly string[]).includes(unit.status))
      .map((unit) => ({ ...missingOf(unit), unit })),
    kept: missing.filter((unit) => isHeldByOperation(unit.status)).map(missingOf),
  };
}

/** The plan as the contract answers it: refused rows first, then the file's order. */
export function reportOf(plan: ImportPlan, fileName: string, applied: boolean): StockImportReport {
  const count = (action: StockImportRow['action']) =>
    plan.rows.filter((row) => row.action === action).length;
  const wire = ({ row, chassis, action, unit_id, changes, refusals }: PlannedRow) => ({
    row,
    chassis,
    action,
    unit_id,
    changes,
    refusals,
  });
  const refused = plan.rows.filter((row) => row.action === 'refused');
  const others = plan.rows.filter((row) => row.action !== 'refused');
  return {
    file_name: fileName,
    applied,
    rows: [...refused, ...others].map(wire),
    totals: {
      rows: plan.rows.length,
      create: count('create'),
      change: count('change'),
      unchanged: count('unchanged'),
      refused: refused.length,
      retire: plan.retired.length,
    },
    whole_stock_sites: [...plan.sites],
    retired: plan.retired.map(({ unit: _unit, ...missing }) => missing),
    kept: [...plan.kept],
  };
}
