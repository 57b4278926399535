/**
 * Importing the dealership system's stock (a CSV or XLSX export): its columns and template,
 * the dry run's answer (what each row would do) and the apply's. The console, the command
 * line (`pnpm stock:import`) and a dealership system's endpoint (DMS) run one import, so
 * they give the same answer for the same file.
 *
 * A row is a unit's own data (`stockUnitFieldsSchema`), matched to the stock by its chassis;
 * its refusals name the spreadsheet's row (the header is row 1) and column, in Spanish.
 */
import { z } from 'zod';
import type { StockUnitFields } from './staff';

/** The columns, in the template's order; a file may give them in any order and case. */
export const stockImportColumns = [
  'chasis',
  'marca',
  'modelo',
  'version',
  'anio_modelo',
  'color',
  'sucursal',
  'condicion',
  'km',
  'moneda',
  'precio_lista',
  'precio',
  'patentamiento',
  'flete',
  'estado',
  'fecha_arribo',
  'patente',
  'duenos',
  'observaciones',
] as const;
export type StockImportColumn = (typeof stockImportColumns)[number];

/**
 * Columns a file may leave out: a new unit then takes nothing for them, a unit in stock
 * keeps what it has. Every other column is required, though a cell of `km`, `fecha_arribo`,
 * `patente` or `duenos` may be empty where the unit needs none.
 */
export const optionalStockImportColumns: readonly StockImportColumn[] = [
  'km',
  'fecha_arribo',
  'patente',
  'duenos',
  'observaciones',
];

/** The unit's field each column gives (marca, modelo and version together give the version). */
export const stockImportColumnFields: Readonly<
  Record<keyof StockUnitFields, StockImportColumn | undefined>
> = {
  version_id: 'version',
  chassis: 'chasis',
  color: 'color',
  site: 'sucursal',
  model_year: 'anio_modelo',
  currency: 'moneda',
  list_price: 'precio_lista',
  price: 'precio',
  license_price: 'patentamiento',
  delivery_price: 'flete',
  discount: undefined,
  special_discount: undefined,
  is_offer: undefined,
  offer_valid_from: undefined,
  offer_valid_until: undefined,
  public_note: 'observaciones',
  condition: 'condicion',
  mileage_km: 'km',
  owners: 'duenos',
  plate: 'patente',
  inspection: undefined,
  status: 'estado',
  arrival_date: 'fecha_arribo',
};

/** The files an import takes, and the most it reads (bytes and rows). */
export const stockImportLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  extensions: ['.csv', '.xlsx'],
} as const;

/** The template the console offers: the header and one example row (a new unit). */
export function stockImportTemplateCsv(): string {
  const example: Record<StockImportColumn, string> = {
    chasis: '9BWZZZ377VT004251',
    marca: 'Volkswagen',
    modelo: 'Taos',
    version: 'Highline 250 TSI AT',
    anio_modelo: '2026',
    color: 'Blanco Puro',
    sucursal: 'san-juan',
    condicion: '0km',
    km: '',
    moneda: 'ARS',
    precio_lista: '65.400.000',
    precio: '65.400.000',
    patentamiento: '1.200.000',
    flete: '650.000',
    estado: 'disponible',
    fecha_arribo: '',
    patente: '',
    duenos: '',
    observaciones: '',
  };
  return `${stockImportColumns.join(',')}\n${stockImportColumns.map((column) => example[column]).join(',')}\n`;
}

export const stockImportTemplateName = 'plantilla-stock.csv';

/** What a row would do (dry run) or did (apply). */
export const stockImportActions = ['create', 'change', 'unchanged', 'refused'] as const;
export type StockImportAction = (typeof stockImportActions)[number];
export const stockImportActionLabels: Record<StockImportAction, string> = {
  create: 'Alta',
  change: 'Cambio',
  unchanged: 'Sin cambios',
  refused: 'Rechazada',
};

const refusalSchema = z.object({
  /** The spreadsheet's column ('chasis'), or 'fila' for the row as a whole. */
  column: z.string(),
  reason: z.string(),
});
export type StockImportRefusal = z.output<typeof refusalSchema>;

const changeSchema = z.object({
  column: z.string(),
  before: z.string(),
  after: z.string(),
});
export type StockImportChange = z.output<typeof changeSchema>;

export const stockImportRowSchema = z.object({
  /** As the spreadsheet numbers it: the header is row 1. */
  row: z.number(),
  chassis: z.string(),
  action: z.enum(stockImportActions),
  /** The unit in stock this row matched, if any. */
  unit_id: z.number().nullable(),
  changes: z.array(changeSchema),
  refusals: z.array(refusalSchema),
});
export type StockImportRow = z.output<typeof stockImportRowSchema>;

/** A unit of a site the file is the whole stock of, missing from the file. */
export const stockImportMissingSchema = z.object({
  unit_id: z.number(),
  chassis: z.string(),
  name: z.string(),
  site: z.string(),
  status: z.string(),
});
export type StockImportMissing = z.output<typeof stockImportMissingSchema>;

export const stockImportReportSchema = z.object({
  file_name: z.string(),
  /** Whether the changes were written (an apply without refusals). */
  applied: z.boolean(),
  /** Refused rows first, then in the file's order. */
  rows: z.array(stockImportRowSchema),
  totals: z.object({
    rows: z.number(),
    create: z.number(),
    change: z.number(),
    unchanged: z.number(),
    refused: z.number(),
    retire: z.number(),
  }),
  /** The site slugs the file is the whole stock of (empty: none). */
  whole_stock_sites: z.array(z.string()),
  /** Their units missing from the file that are (or would be) retired. */
  retired: z.array(stockImportMissingSchema),
  /** Missing ones kept: held or reserved by an operation. */
  kept: z.array(stockImportMissingSchema),
});
export type StockImportReport = z.output<typeof stockImportReportSchema>;

/**
 * The console's and the endpoints' options: `apply` writes (all or nothing), otherwise a
 * dry run; `whole_stock` makes the file the whole stock of the sites it names, or of
 * `sites` when given (slugs).
 */
export const stockImportOptionsSchema = z.object({
  apply: z.boolean().default(false),
  whole_stock: z.boolean().default(false),
  sites: z.array(z.string()).default([]),
});
export type StockImportOptions = z.output<typeof stockImportOptionsSchema>;

export const stockImportMessages = {
  fileMissing: 'Elegí un archivo CSV o XLSX.',
  fileType: 'El archivo tiene que ser CSV o XLSX.',
  fileTooLarge: 'El archivo supera los 5 MB.',
  fileUnreadable: 'No pudimos leer el archivo. Revisá que sea un CSV o XLSX válido.',
  empty: 'El archivo no tiene filas de unidades.',
  tooManyRows: `El archivo supera las ${stockImportLimits.maxRows.toLocaleString('es-AR')} filas.`,
  /** {columns} is replaced with the list. */
  unknownColumns: 'El archivo tiene columnas desconocidas: {columns}.',
  missingColumns: 'Faltan columnas obligatorias: {columns}.',
  repeatedColumn: 'La columna {column} está repetida.',
  unknownSite: 'No hay una sucursal con ese nombre.',
  refused: 'Hay filas rechazadas: no se aplicó ningún cambio.',
  applied: 'Importamos el stock.',
  dryRun: 'Revisión lista: todavía no se cambió nada.',
} as const;

/** "Fila 14, chasis: ya existe con otra marca" */
export function stockImportRefusalText(row: number, refusal: StockImportRefusal): string {
  return `Fila ${row}, ${refusal.column}: ${refusal.reason}`;
}

// ---------------------------------------------------------------- dealership system (DMS)

/**
 * A dealership system pushes its export to `dmsPaths.stockImport` (below the API's base
 * path), multipart like the console (`file`; `apply`, `whole_stock`, `sites` as fields or
 * in the query), with `Authorization: Bearer <token>` (`pnpm dms:token create`). A dry run
 * needs the scope `stock:dry-run`, an apply `stock:apply`; each token has its own rate per
 * minute (429 with Retry-After past it); a revoked or unknown token answers 401.
 */
export const dmsPaths = { stockImport: '/dms/stock-import' } as const;

export const dmsScopes = ['stock:dry-run', 'stock:apply'] as const;
export type DmsScope = (typeof dmsScopes)[number];

export const dmsMessages = {
  unauthenticated: 'Falta un token válido (Authorization: Bearer ...).',
  forbidden: 'El token no tiene permiso para esta acción.',
  tooManyRequests: 'Demasiadas importaciones con este token. Esperá un minuto.',
} as const;
