/**
 * Reads a dealership system's export into rows of cells by column: CSV (streamed by
 * csv-parse; ',' or ';' separated, UTF-8 with or without BOM) or XLSX (its first sheet, by
 * ExcelJS). The header row names the columns in any order, case and accents aside; a file
 * with unknown or missing required columns is refused before any row is read.
 */
import { Readable } from 'node:stream';
import {
  optionalStockImportColumns,
  stockImportColumns,
  stockImportLimits,
  stockImportMessages,
  type StockImportColumn,
} from '@territorio/api-client/staff';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { DomainError } from '../../domain/errors';

/** A cell as read: CSV gives text; XLSX may give numbers and dates. */
export type Cell = string | number | Date;

export type FileRow = {
  /** The spreadsheet's number for it (the header is row 1). */
  readonly row: number;
  readonly cells: Partial<Record<StockImportColumn, Cell>>;
};

export type StockFile = {
  readonly columns: readonly StockImportColumn[];
  readonly rows: readonly FileRow[];
};

/**
 * Lets other requests (the stock search) run between a long import's chunks of work: a
 * file of thousands of rows is read and planned on the server's one thread.
 */
export const breather = () => new Promise<void>((resolvePromise) => setImmediate(resolvePromise));

/** Lower case, no accents, blanks and hyphens as '_': 'Año Modelo' → 'ano_modelo'. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Headers a spreadsheet may write differently (its ñ folded to n). */
const headerAliases: Readonly<Record<string, StockImportColumn>> = {
  ano_modelo: 'anio_modelo',
  anio: 'anio_modelo',
  dueno: 'duenos',
  vin: 'chasis',
};

const fileError = (message: string) =>
  new DomainError('invalid', 'invalid_file', message, { fields: { file: message } });

function headerColumns(headers: readonly string[]): (StockImportColumn | undefined)[] {
  const unknown: string[] = [];
  const seen = new Set<StockImportColumn>();
  const columns = headers.map((header) => {
    const folded = foldName(header);
    if (folded === '') return undefined;
    const column =
      headerAliases[folded] ?? stockImportColumns.find((candidate) => candidate === folded);
    if (!column) {
      unknown.push(header.trim());
      return undefined;
    }
    if (seen.has(column))
      throw fileError(stockImportMessages.repeatedColumn.replace('{column}', column));
    seen.add(column);
    return column;
  });
  if (unknown.length > 0)
    throw fileError(stockImportMessages.unknownColumns.replace('{columns}', unknown.join(', ')));
  const missing = stockImportColumns.filter(
    (column) => !seen.has(column) && !optionalStockImportColumns.includes(column),
  );
  if (missing.length > 0)
    throw fileError(stockImportMessages.missingColumns.replace('{columns}', missing.join(', ')));
  return columns;
}

function isBlank(cell: Cell | undefined): boolean {
  return cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** Collects the rows after the header, skipping blank ones (their numbers stay counted). */
class RowCollector {
  private columns: (StockImportColumn | undefined)[] | undefined;
  readonly rows: FileRow[] = [];

  add(row: number, values: readonly Cell[]): void {
    if (!this.columns) {
      this.columns = headerColumns(values.map((value) => String(value)));
      return;
    }
    if (values.every(isBlank)) return;
    if (this.rows.length >= stockImportLimits.maxRows)
      throw fileError(stockImportMessages.tooManyRows);
    const cells: Partial<Record<StockImportColumn, Cell>> = {};
    this.columns.forEach((column, index) => {
      const value = values[index];
      if (column && value !== undefined) cells[column] = value;
    });
    this.rows.push({ row, cells });
  }

  result(): StockFile {
    if (!this.columns || this.rows.length === 0) throw fileError(stockImportMessages.empty);
    return {
      columns: this.columns.filter((column) => column !== undefined),
      rows: this.rows,
    };
  }
}

/** The separator the header line uses most: ';' (Spanish spreadsheets) or ','. */
function csvDelimiter(content: Buffer): string {
  const firstLine = content.subarray(0, 4096).toString('utf8').split(/\r?\n/)[0] ?? '';
  const count = (character: string) => firstLine.split(character).length;
  return count(';') > count(',') ? ';' : ',';
}

async function readCsv(content: Buffer): Promise<StockFile> {
  const collector = new RowCollector();
  const parser = Readable.from([content]).pipe(
    parse({ bom: true, delimiter: csvDelimiter(content), relax_column_count: true }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      collector.add(row, record);
      if (row % 100 === 0) await breather();
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw fileError(stockImportMessages.fileUnreadable);
  }
  return collector.result();
}

type XlsxValue = ExcelJS.CellValue;

function xlsxCell(value: XlsxValue): Cell | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return xlsxCell(value.result as XlsxValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
  }
  return undefined;
}

async function readXlsx(content: Buffer): Promise<StockFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw fileError(stockImportMessages.fileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError(stockImportMessages.empty);
  const collector = new RowCollector();
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: Cell[] = [];
    for (let index = 1; index <= width; index += 1)
      values.push(xlsxCell(row.getCell(index).value) ?? '');
    collector.add(rowNumber, values);
  });
  return collector.result();
}

/** An XLSX file is a ZIP archive: it starts with 'PK\x03\x04'. */
function isZip(content: Buffer): boolean {
  return content.length > 4 && content.readUInt32BE(0) === 0x504b0304;
}

export async function readStockFile(content: Buffer, fileName: string): Promise<StockFile> {
  if (content.length === 0) throw fileError(stockImportMessages.fileMissing);
  if (content.length > stockImportLimits.maxBytes)
    throw fileError(stockImportMessages.fileTooLarge);
  const name = fileName.toLowerCase();
  if (isZip(content)) return readXlsx(content);
  if (name.endsWith('.xlsx') || name.endsWith('.xls'))
    throw fileError(stockImportMessages.fileUnreadable);
  if (content.includes(0)) throw fileError(stockImportMessages.fileType);
  return readCsv(content);
}
