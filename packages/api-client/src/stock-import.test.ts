import { describe, expect, it } from 'vitest';
import {
  optionalStockImportColumns,
  stockImportColumnFields,
  stockImportColumns,
  stockImportRefusalText,
  stockImportReportSchema,
  stockImportTemplateCsv,
} from './stock-import';

describe('the stock import contract', () => {
  it('offers a template with every column, in order, and one example row', () => {
    const [header, example, ...rest] = stockImportTemplateCsv().split('\n');
    expect(header).toBe(stockImportColumns.join(','));
    expect(example!.split(',')).toHaveLength(stockImportColumns.length);
    expect(rest).toEqual(['']);
  });

  it('gives every column but the catalogue names a unit field, and only known columns optional', () => {
    const given = new Set(Object.values(stockImportColumnFields).filter(Boolean));
    const byNames = ['marca', 'modelo'];
    for (const column of stockImportColumns) {
      if (!byNames.includes(column)) expect(given.has(column), column).toBe(true);
    }
    for (const column of optionalStockImportColumns) expect(stockImportColumns).toContain(column);
  });

  it('says a refusal as the spreadsheet numbers it', () => {
    expect(
      stockImportRefusalText(14, { column: 'chasis', reason: 'ya existe con otra marca.' }),
    ).toBe('Fila 14, chasis: ya existe con otra marca.');
    const report = stockImportReportSchema.parse({
      file_name: 'stock.csv',
      applied: false,
      rows: [],
      totals: { rows: 0, create: 0, change: 0, unchanged: 0, refused: 0, retire: 0 },
      whole_stock_sites: [],
      retired: [],
      kept: [],
    });
    expect(report.applied).toBe(false);
  });
});
