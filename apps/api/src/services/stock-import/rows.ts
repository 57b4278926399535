/**
 * One spreadsheet row into a unit's fields: each cell converted as the column says
 * (amounts with or without thousands separators, two date forms, the import's words for
 * condition and state, brand, model and version by their catalogue names, the site by
 * slug or name), then `stockUnitFieldsSchema` decides, its issues named by the
 * spreadsheet's columns.
 */
import { brands, importStatusWords, siteBySlug, stockSiteSlugs } from '@territorio/api-client';
import {
  stockImportColumnFields,
  stockImportMessages,
  stockUnitFieldsSchema,
  type StockImportColumn,
  type StockImportRefusal,
  type StockUnitFields,
  type StockUnitFieldsInput,
} from '@territorio/api-client/staff';
import type { StockUnitRow } from '../../db/schema';
import { unitFields, type UnitVersion } from '../../repositories/stock-units';
import { foldName, type Cell, type FileRow } from './read-file';

export const rowMessages = {
  amount: 'escribí un número entero, sin centavos (con o sin puntos de miles).',
  date: 'escribí la fecha como AAAA-MM-DD o DD/MM/AAAA.',
  condition: 'escribí 0km o usado.',
  status: 'escribí en_transito, disponible o retirada.',
  brand: 'no hay una marca con ese nombre en el catálogo.',
  model: 'no hay un modelo con ese nombre en esa marca.',
  version: 'no hay una versión con ese nombre en ese modelo.',
  site: stockImportMessages.unknownSite.replace(/^N/, 'n'),
} as const;

function text(cell: Cell | undefined): string {
  if (cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** '30.000.000', '30,000,000', '30 000 000' or '30000000' → 30000000; else undefined. */
export function wholeAmount(cell: Cell): number | undefined {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : undefined;
  const value = text(cell);
  if (/^\d+$/.test(value)) return Number(value);
  if (/^\d{1,3}(?:\.\d{3})+$/.test(value) || /^\d{1,3}(?:,\d{3})+$/.test(value))
    return Number(value.replace(/[.,]/g, ''));
  if (/^\d{1,3}(?: \d{3})+$/.test(value)) return Number(value.replace(/ /g, ''));
  return undefined;
}

/** 'AAAA-MM-DD' or 'DD/MM/AAAA' (or a spreadsheet's date) → 'AAAA-MM-DD'; else undefined. */
export function importDate(cell: Cell): string | undefined {
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10);
  const value = text(cell);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!match) return undefined;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

const folded = (value: string) => foldName(value).replace(/_+/g, ' ');

/** A site's slug from its slug or its name ('San Juan', 'san-juan', 'SAN JUAN'). */
export function siteSlugOf(value: string): string | undefined {
  const wanted = folded(value).replace(/ /g, '-');
  return stockSiteSlugs.find(
    (slug) => folded(slug).replace(/ /g, '-') === wanted || siteBySlug(slug)?.name === value,
  );
}

type Converted = {
  readonly input: Partial<Record<keyof StockUnitFieldsInput, unknown>>;
  readonly refusals: StockImportRefusal[];
};

/** The version the row's marca, modelo and version name, or the refusal of the first wrong. */
function matchVersion(
  cells: FileRow['cells'],
  catalogue: readonly UnitVersion[],
): UnitVersion | StockImportRefusal {
  const brand = folded(text(cells.marca));
  const ofBrand = catalogue.filter(
    (version) => folded(brands[version.brand_id as keyof typeof brands]?.name ?? '') === brand,
  );
  if (brand === '' || ofBrand.length === 0) return { column: 'marca', reason: rowMessages.brand };
  const family = folded(text(cells.modelo));
  const ofFamily = ofBrand.filter((version) => folded(version.family) === family);
  if (family === '' || ofFamily.length === 0)
    return { column: 'modelo', reason: rowMessages.model };
  const name = folded(text(cells.version));
  const version = ofFamily.find((candidate) => folded(candidate.name) === name);
  return version ?? { column: 'version', reason: rowMessages.version };
}

const amountColumns = {
  anio_modelo: 'model_year',
  km: 'mileage_km',
  duenos: 'owners',
  precio_lista: 'list_price',
  precio: 'price',
  patentamiento: 'license_price',
  flete: 'delivery_price',
} as const;

/** The cells of one row as the schema's input (absent columns left out). */
export function convertRow(row: FileRow, catalogue: readonly UnitVersion[]): Converted {
  const { cells } = row;
  const input: Converted['input'] = {};
  const refusals: StockImportRefusal[] = [];
  const has = (column: StockImportColumn) => column in cells;
  const blank = (column: StockImportColumn) => text(cells[column]) === '';

  const version = matchVersion(cells, catalogue);
  if ('column' in version) refusals.push(version);
  else input.version_id = version.id;
  input.chassis = text(cells.chasis);
  input.color = text(cells.color);
  const site = siteSlugOf(text(cells.sucursal));
  if (site) input.site = site;
  else refusals.push({ column: 'sucursal', reason: rowMessages.site });
  input.currency = text(cells.moneda);

  for (const [column, field] of Object.entries(amountColumns) as [
    keyof typeof amountColumns,
    (typeof amountColumns)[keyof typeof amountColumns],
  ][]) {
    if (!has(column)) continue;
    if (blank(column)) {
      input[field] = null;
      continue;
    }
    const amount = wholeAmount(cells[column]!);
    if (amount === undefined) refusals.push({ column, reason: rowMessages.amount });
    else input[field] = amount;
  }

  const condition = folded(text(cells.condicion));
  if (condition === '0km') input.condition = 'new';
  else if (condition === 'usado') input.condition = 'used';
  else refusals.push({ column: 'condicion', reason: rowMessages.condition });

  const status = importStatusWords[foldName(text(cells.estado)) as keyof typeof importStatusWords];
  if (status) input.status = status;
  else refusals.push({ column: 'estado', reason: rowMessages.status });

  if (has('fecha_arribo')) {
    const date = blank('fecha_arribo') ? null : importDate(cells.fecha_arribo!);
    if (date === undefined) refusals.push({ column: 'fecha_arribo', reason: rowMessages.date });
    else input.arrival_date = date;
  }
  if (has('patente')) input.plate = blank('patente') ? null : text(cells.patente);
  if (has('observaciones')) input.public_note = text(cells.observaciones) || null;
  return { input, refusals };
}

/**
 * What a unit in stock already says for the fields no column gives (or a column left out):
 * its stored fields, with a neutral state and year, since a row always names its own state
 * and a refused one must not add a second refusal of the stored value.
 */
export function fieldsOfUnit(unit: StockUnitRow): StockUnitFieldsInput {
  return { ...unitFields(unit), model_year: unit.model_year ?? 0, status: 'available' };
}

/**
 * The row's fields over `base` (a unit in stock's, or none for a new one), validated by the
 * unit's schema; every refusal names a spreadsheet column.
 */
export function rowFields(
  row: FileRow,
  catalogue: readonly UnitVersion[],
  base: StockUnitFieldsInput | undefined,
): { fields?: StockUnitFields; refusals: StockImportRefusal[] } {
  const converted = convertRow(row, catalogue);
  const refused = new Set(converted.refusals.map((refusal) => refusal.column));
  // marca, modelo and version name one version: the first wrong one says why.
  if (refused.has('marca') || refused.has('modelo')) refused.add('version');
  const input = { ...base, ...converted.input };
  const result = stockUnitFieldsSchema.safeParse(input);
  if (result.success && converted.refusals.length === 0)
    return { fields: result.data, refusals: [] };
  const refusals = [...converted.refusals];
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as keyof StockUnitFields | undefined;
    const column =
      (field && (stockImportColumnFields[field] ?? unlistedFieldColumns[field])) ?? 'fila';
    // A cell already refused is not refused twice (the schema saw it missing).
    if (refused.has(column) || refusals.some((refusal) => refusal.column === column)) continue;
    refusals.push({ column, reason: lowerFirst(issue.message) });
  }
  return { refusals };
}

/** A discount the unit keeps from the console is checked against the price the row gives. */
const unlistedFieldColumns: Partial<Record<keyof StockUnitFields, StockImportColumn>> = {
  discount: 'precio',
  special_discount: 'precio',
};

function lowerFirst(message: string): string {
  return message.charAt(0).toLowerCase() + message.slice(1);
}
