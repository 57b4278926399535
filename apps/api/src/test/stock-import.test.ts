/**
 * The stock import from the console and a dealership system: the dry run's table, every
 * refusal, the apply (all or nothing, idempotent), "whole stock" retirement, a reservation
 * winning a race with an import, CSV and XLSX, and the DMS endpoint's tokens.
 */
import { apiPaths, brands, operationSchema, type BrandId } from '@territorio/api-client';
import {
  dmsPaths,
  staffBasePath,
  staffCsrfHeader,
  staffPaths,
  stockImportColumns,
  stockImportLimits,
  stockImportMessages,
  stockImportRefusalText,
  type StockImportColumn,
  type StockImportReport,
} from '@territorio/api-client/staff';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockUnitRow } from '../db/schema';
import { createDmsToken, revokeDmsToken } from '../services/stock-import/dms-tokens';
import { planMessages } from '../services/stock-import/plan';
import { rowMessages } from '../services/stock-import/rows';
import { cardForm, json, startTestServer, testDatabases, type TestServer } from './helpers';
import { fillForDeposit } from './payments-helpers';
import { signInTeam, staffEnv, staffOrigin, type Signed } from './staff-support';

type Row = Partial<Record<StockImportColumn, string>>;
type Answer = {
  status: number;
  headers: Headers;
  body: {
    data?: StockImportReport;
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
};

function csv(
  rows: readonly Row[],
  separator = ',',
  columns: readonly StockImportColumn[] = stockImportColumns,
): string {
  const quote = (value: string) =>
    /[",;\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  const lines = [columns.join(separator)];
  for (const row of rows)
    lines.push(columns.map((column) => quote(row[column] ?? '')).join(separator));
  return `${lines.join('\n')}\n`;
}

let vinSerial = 100_000;
/** A valid chassis no seeded unit has. */
function newVin(): string {
  vinSerial += 1;
  return `9BWZZZ377VT${vinSerial}`;
}

function newTaos(overrides: Row = {}): Row {
  return {
    chasis: newVin(),
    marca: 'Volkswagen',
    modelo: 'Taos',
    version: 'Highline 250 TSI AT',
    anio_modelo: '2026',
    color: 'Blanco Puro',
    sucursal: 'san-juan',
    condicion: '0km',
    moneda: 'ARS',
    precio_lista: '65.400.000',
    precio: '65400000',
    patentamiento: '2.943.000',
    flete: '650.000',
    estado: 'disponible',
    ...overrides,
  };
}

describe.each(testDatabases)('stock import (%s)', (database) => {
  let api: TestServer;
  let stock: Signed;
  let sales: Signed;

  beforeAll(async () => {
    api = await startTestServer(staffEnv, { database });
    ({ stock, sales } = await signInTeam(api));
  });
  afterAll(async () => {
    await api?.close();
  });

  const db = () => api.server.store.db;

  async function send(
    url: string,
    headers: Record<string, string>,
    content: string | Uint8Array,
    fileName: string,
    fields: Record<string, string>,
  ): Promise<Answer> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([content]), fileName);
    const response = await fetch(url, { method: 'POST', headers, body: form });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer['body'],
    };
  }

  function importAs(
    as: Signed,
    content: string | Uint8Array,
    fields: Record<string, string> = {},
    fileName = 'stock.csv',
  ): Promise<Answer> {
    const headers = { cookie: as.cookie, [staffCsrfHeader]: as.csrf, origin: staffOrigin };
    return send(
      `${api.url}${staffBasePath}${staffPaths.stockImport}`,
      headers,
      content,
      fileName,
      fields,
    );
  }

  async function unitsByChassis(chassis: readonly string[]): Promise<StockUnitRow[]> {
    if (chassis.length === 0) return [];
    return db().selectFrom('stock_units').selectAll().where('chassis', 'in', chassis).execute();
  }

  /** A row that says exactly what a unit in stock says. */
  async function rowOf(unit: StockUnitRow): Promise<Row> {
    const version = await db()
      .selectFrom('subfamilies')
      .select('name')
      .where('id', '=', unit.subfamily_id)
      .executeTakeFirstOrThrow();
    return {
      chasis: unit.chassis,
      marca: brands[unit.brand_id as BrandId].name,
      modelo: unit.family,
      version: version.name,
      anio_modelo: String(unit.model_year),
      color: unit.color,
      sucursal: unit.location,
      condicion: unit.condition === 'used' ? 'usado' : '0km',
      moneda: unit.currency.toUpperCase(),
      precio_lista: String(unit.list_price),
      precio: String(unit.price),
      patentamiento: String(unit.license_price),
      flete: String(unit.delivery_price),
      estado: unit.status === 'in_transit' ? 'en_transito' : 'disponible',
      fecha_arribo: unit.arrival_date ?? '',
      observaciones: unit.public_note ?? '',
    };
  }

  async function availableUnit(where: (unit: StockUnitRow) => boolean = () => true) {
    const units = await db()
      .selectFrom('stock_units')
      .selectAll()
      .where('status', '=', 'available')
      .orderBy('id')
      .execute();
    const unit = units.find((candidate) => where(candidate) && !taken.has(candidate.id));
    if (!unit) throw new Error('no unit left');
    taken.add(unit.id);
    return unit;
  }
  const taken = new Set<number>();

  /** Reserves a unit the way a buyer does: start, fill in, pay the deposit (sandbox). */
  async function reserve(unit: StockUnitRow): Promise<void> {
    const start = await api.post(apiPaths.dealershipStart, {
      email: 'comprador@example.com',
      stock_id: unit.id,
      model: unit.model,
      brand_id: unit.brand_id,
      chassis: unit.chassis,
      family: unit.family,
      family_id: unit.family_id,
      fullprice: 0,
    });
    expect(start.status).toBe(201);
    const operation = await fillForDeposit(
      api.post,
      operationSchema.parse((await json(start)).data),
    );
    const paid = await api.post(
      apiPaths.paymentSandbox,
      cardForm(operation.purchase.transaction.code, 'APRO'),
    );
    expect(paid.status).toBe(200);
    const stored = await unitsByChassis([unit.chassis]);
    expect(stored[0]!.status).toBe('reserved');
  }

  const version = async () =>
    (await db().selectFrom('stock_changes').select('version').executeTakeFirstOrThrow()).version;

  it('answers a dry run: created, changed (before and after), unchanged; nothing is written', async () => {
    const same = await availableUnit();
    const changed = await availableUnit((unit) => unit.special_discount === 0);
    const created = newTaos({ observaciones: 'Llegó hoy' });
    const file = csv([
      created,
      await rowOf(same),
      { ...(await rowOf(changed)), precio: String(changed.price + 100_000), color: 'Rojo Tornado' },
    ]);
    const before = await version();
    const answer = await importAs(stock, file);
    expect(answer.status).toBe(200);
    const report = answer.body.data!;
    expect(report.applied).toBe(false);
    expect(report.totals).toEqual({
      rows: 3,
      create: 1,
      change: 1,
      unchanged: 1,
      refused: 0,
      retire: 0,
    });
    expect(report.rows.map((row) => [row.row, row.action])).toEqual([
      [2, 'create'],
      [3, 'unchanged'],
      [4, 'change'],
    ]);
    expect(report.rows[2]!.changes).toEqual([
      { column: 'color', before: changed.color, after: 'Rojo Tornado' },
      { column: 'precio', before: String(changed.price), after: String(changed.price + 100_000) },
    ]);
    expect(await version()).toBe(before);
    expect(await unitsByChassis([created.chasis!])).toEqual([]);
  });

  it('refuses every wrong row with its row, column and reason, and an apply changes nothing', async () => {
    const otherBrand = await availableUnit((unit) => unit.brand_id === 2);
    const taos = await availableUnit((unit) => unit.family === 'Taos');
    const discounted = await availableUnit((unit) => unit.special_discount > 0);
    const held = await availableUnit((unit) => unit.brand_id === 1 && unit.currency === 'ars');
    await reserve(held);
    const repeated = newVin();
    const otherTaosVersion = taos.name.includes('Highline')
      ? 'Comfortline 250 TSI AT'
      : 'Highline 250 TSI AT';
    const rows: [Row, StockImportColumn[], string?][] = [
      [newTaos({ marca: 'Ferrari' }), ['marca'], rowMessages.brand],
      [newTaos({ modelo: 'Tiguan' }), ['modelo'], rowMessages.model],
      [newTaos({ version: 'Trendline' }), ['version'], rowMessages.version],
      [newTaos({ sucursal: 'Rosario' }), ['sucursal'], rowMessages.site],
      [newTaos({ chasis: 'ABC123' }), ['chasis'], 'el chasis tiene 17 caracteres.'],
      [newTaos({ chasis: repeated }), []],
      [newTaos({ chasis: repeated }), ['chasis'], planMessages.repeated(7)],
      [
        {
          ...(await rowOf(otherBrand)),
          marca: 'Volkswagen',
          modelo: 'Taos',
          version: 'Highline 250 TSI AT',
        },
        ['chasis'],
        planMessages.otherBrand,
      ],
      [
        { ...(await rowOf(taos)), version: otherTaosVersion },
        ['chasis'],
        planMessages.otherVersion,
      ],
      [newTaos({ precio: '30.000,50' }), ['precio'], rowMessages.amount],
      [
        newTaos({ estado: 'en_transito', fecha_arribo: '31-12-2026' }),
        ['fecha_arribo'],
        rowMessages.date,
      ],
      [newTaos({ condicion: 'seminuevo' }), ['condicion'], rowMessages.condition],
      [newTaos({ estado: 'vendida' }), ['estado'], rowMessages.status],
      [newTaos({ condicion: 'usado' }), ['km', 'duenos', 'patente']],
      [
        newTaos({ estado: 'en_transito' }),
        ['fecha_arribo'],
        'ingresá la fecha de arribo de la unidad en tránsito.',
      ],
      [
        { ...(await rowOf(discounted)), precio_lista: '1000', precio: '1000' },
        ['precio'],
        'el descuento no puede superar el precio.',
      ],
      [
        { ...(await rowOf(held)), precio: String(held.price + 1), estado: 'retirada' },
        ['precio', 'estado'],
      ],
      [newTaos(), []],
    ];
    const file = csv(rows.map(([row]) => row));
    const answer = await importAs(stock, file);
    expect(answer.status).toBe(200);
    const report = answer.body.data!;
    expect(report.totals.refused).toBe(rows.filter(([, columns]) => columns.length > 0).length);
    // Refused rows first, in the file's order.
    const refused = report.rows.filter((row) => row.action === 'refused');
    expect(report.rows.slice(0, refused.length)).toEqual(refused);
    rows.forEach(([, columns, reason], index) => {
      const line = report.rows.find((row) => row.row === index + 2)!;
      expect(
        line.refusals.map((refusal) => refusal.column),
        `row ${index + 2}`,
      ).toEqual(columns);
      if (reason) expect(line.refusals[0]!.reason, `row ${index + 2}`).toBe(reason);
    });
    const heldRow = report.rows.find((row) => row.chassis === held.chassis)!;
    expect(heldRow.refusals).toEqual([
      { column: 'precio', reason: planMessages.heldPrice },
      { column: 'estado', reason: planMessages.heldStatus },
    ]);
    const otherBrandRow = report.rows.find((row) => row.row === 9)!;
    expect(stockImportRefusalText(otherBrandRow.row, otherBrandRow.refusals[0]!)).toBe(
      'Fila 9, chasis: ya existe con otra marca.',
    );

    const before = await version();
    const applied = await importAs(stock, file, { apply: '1' });
    expect(applied.status).toBe(409);
    expect(applied.body.error?.message).toBe(stockImportMessages.refused);
    expect(applied.body.data?.applied).toBe(false);
    expect(applied.body.data?.totals.refused).toBe(report.totals.refused);
    expect(await version()).toBe(before);
    expect(await unitsByChassis([rows.at(-1)![0].chasis!])).toEqual([]);
  });

  it('applies all at once, audited; the same file again changes nothing', async () => {
    const changed = await availableUnit((unit) => unit.special_discount === 0);
    const used = newTaos({
      condicion: 'usado',
      km: '12.500',
      duenos: '1',
      patente: 'ab 123 cd',
      anio_modelo: '2024',
      precio: '48.000.000',
      precio_lista: '48.000.000',
    });
    const transit = newTaos({ estado: 'en_transito', fecha_arribo: '15/01/2027' });
    const file = csv([
      used,
      transit,
      { ...(await rowOf(changed)), precio: String(changed.price - 1000) },
    ]);
    const auditBefore = await db().selectFrom('staff_audit').select('id').execute();
    const answer = await importAs(stock, file, { apply: 'true' });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.applied).toBe(true);
    expect(answer.body.data!.totals).toMatchObject({ create: 2, change: 1, refused: 0 });

    const [storedUsed, storedTransit] = await Promise.all([
      unitsByChassis([used.chasis!]),
      unitsByChassis([transit.chasis!]),
    ]);
    expect(storedUsed[0]).toMatchObject({
      condition: 'used',
      mileage_km: 12_500,
      owners: 1,
      plate: 'AB123CD',
      status: 'available',
      location: 'San Juan',
      name: 'Taos Highline 250 TSI AT',
      price: 48_000_000,
    });
    // No Taos on the lot is 'Blanco Puro': the family's own picture, not another colour's.
    expect(storedUsed[0]!.image).toMatch(/vw-taos\.svg$/);
    expect(storedTransit[0]).toMatchObject({ status: 'in_transit', arrival_date: '2027-01-15' });
    expect((await unitsByChassis([changed.chassis]))[0]!.price).toBe(changed.price - 1000);

    const entries = await db()
      .selectFrom('staff_audit')
      .selectAll()
      .where('id', 'not in', auditBefore.length > 0 ? auditBefore.map((row) => row.id) : [0])
      .execute();
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'stock_created',
      'stock_created',
      'stock_imported',
      'stock_updated',
    ]);
    expect(entries.every((entry) => entry.actor === 'stock@example.com')).toBe(true);

    const before = await version();
    const again = await importAs(stock, file, { apply: '1' });
    expect(again.status).toBe(200);
    expect(again.body.data!.totals).toMatchObject({ create: 0, change: 0, unchanged: 3 });
    expect(await version()).toBe(before);
  });

  it('retires the missing units of a site given as whole stock, never a held or sold one', async () => {
    const site = 'San Rafael';
    const units = await db()
      .selectFrom('stock_units')
      .selectAll()
      .where('location', '=', site)
      .execute();
    const onSale = units.filter((unit) => unit.status === 'available' && !taken.has(unit.id));
    const [kept, reserved, sold] = onSale;
    for (const unit of [kept!, reserved!, sold!]) taken.add(unit.id);
    await reserve(reserved!);
    await db()
      .updateTable('stock_units')
      .set({ status: 'sold' })
      .where('id', '=', sold!.id)
      .execute();
    const file = csv([await rowOf(kept!)]);

    const dry = await importAs(stock, file, { whole_stock: '1' });
    expect(dry.status).toBe(200);
    const report = dry.body.data!;
    expect(report.whole_stock_sites).toEqual(['san-rafael']);
    const onSaleNow = await db()
      .selectFrom('stock_units')
      .select('id')
      .where('location', '=', site)
      .where('status', 'in', ['available', 'in_transit'])
      .where('id', '!=', kept!.id)
      .execute();
    expect(report.retired.map((unit) => unit.unit_id).sort()).toEqual(
      onSaleNow.map((unit) => unit.id).sort(),
    );
    expect(report.kept.map((unit) => unit.unit_id)).toContain(reserved!.id);
    expect(report.retired.map((unit) => unit.unit_id)).not.toContain(sold!.id);

    const applied = await importAs(stock, file, { whole_stock: '1', apply: '1' });
    expect(applied.status).toBe(200);
    const after = await db()
      .selectFrom('stock_units')
      .selectAll()
      .where('location', '=', site)
      .execute();
    const statusOf = (id: number) => after.find((unit) => unit.id === id)!.status;
    expect(statusOf(kept!.id)).toBe('available');
    expect(statusOf(reserved!.id)).toBe('reserved');
    expect(statusOf(sold!.id)).toBe('sold');
    for (const unit of report.retired) expect(statusOf(unit.unit_id)).toBe('retired');

    // A site by the command line's option, and an unknown one refused.
    const unknown = await importAs(stock, file, { sites: 'rosario' });
    expect(unknown.status).toBe(400);
  });

  it('leaves a sold unit sold whatever its row says', async () => {
    const unit = await availableUnit((candidate) => candidate.special_discount === 0);
    await db()
      .updateTable('stock_units')
      .set({ status: 'sold' })
      .where('id', '=', unit.id)
      .execute();
    for (const estado of ['disponible', 'retirada']) {
      const answer = await importAs(stock, csv([{ ...(await rowOf(unit)), estado }]), {
        apply: '1',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data!.rows[0]!.action).toBe('unchanged');
    }
    expect((await unitsByChassis([unit.chassis]))[0]!.status).toBe('sold');
  });

  it('lets a reservation made between the dry run and the apply win: the apply changes nothing and says why', async () => {
    const unit = await availableUnit(
      (candidate) => candidate.brand_id === 1 && candidate.currency === 'ars',
    );
    const created = newTaos();
    const file = csv([created, { ...(await rowOf(unit)), precio: String(unit.price + 500_000) }]);
    const dry = await importAs(stock, file);
    expect(dry.body.data!.totals).toMatchObject({ create: 1, change: 1, refused: 0 });

    await reserve(unit);
    const applied = await importAs(stock, file, { apply: '1' });
    expect(applied.status).toBe(409);
    const row = applied.body.data!.rows[0]!;
    expect(row).toMatchObject({ row: 3, chassis: unit.chassis, action: 'refused' });
    expect(row.refusals).toEqual([{ column: 'precio', reason: planMessages.heldPrice }]);
    expect((await unitsByChassis([unit.chassis]))[0]).toMatchObject({
      status: 'reserved',
      price: unit.price,
    });
    expect(await unitsByChassis([created.chasis!])).toEqual([]);
  });

  it('reads XLSX and semicolon CSV with a BOM, headers in any order, case and accents', async () => {
    const rows = [newTaos({ estado: 'en_transito' }), newTaos({ precio: '65.000.000' })];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Stock');
    const headers = [
      'Versión',
      'MARCA',
      'Modelo',
      'Chasis',
      'Año Modelo',
      'color',
      'Sucursal',
      'Condición',
      'Moneda',
      'Precio Lista',
      'Precio',
      'Patentamiento',
      'Flete',
      'Estado',
      'Fecha Arribo',
    ];
    const columns: StockImportColumn[] = [
      'version',
      'marca',
      'modelo',
      'chasis',
      'anio_modelo',
      'color',
      'sucursal',
      'condicion',
      'moneda',
      'precio_lista',
      'precio',
      'patentamiento',
      'flete',
      'estado',
      'fecha_arribo',
    ];
    sheet.addRow(headers);
    for (const row of rows) {
      sheet.addRow(
        columns.map((column) => {
          if (column === 'fecha_arribo')
            return row.estado === 'en_transito' ? new Date(Date.UTC(2027, 1, 3)) : null;
          if (column === 'precio' || column === 'anio_modelo')
            return Number(row[column]!.replace(/\./g, ''));
          return row[column] ?? '';
        }),
      );
    }
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const fromXlsx = await importAs(stock, xlsx, {}, 'export.xlsx');
    expect(fromXlsx.status).toBe(200);
    expect(fromXlsx.body.data!.totals).toMatchObject({ create: 2, refused: 0 });

    const semicolon = `\uFEFF${csv(rows, ';', [...columns].reverse())}`.replace(
      'anio_modelo',
      'Año_Modelo',
    );
    const fromCsv = await importAs(stock, semicolon, { apply: '1' }, 'export.csv');
    // The in-transit row of the CSV has no date: refused, so the apply wrote nothing.
    expect(fromCsv.status).toBe(409);
    expect(fromCsv.body.data!.totals).toMatchObject({ create: 1, refused: 1 });
    expect(fromCsv.body.data!.rows[0]!.refusals[0]!.column).toBe('fecha_arribo');
    expect(await unitsByChassis(rows.map((row) => row.chasis!))).toEqual([]);
  });

  it('refuses unknown and missing columns up front, and members without the stock role', async () => {
    const unknown = await importAs(stock, 'chasis,marca,precio_oferta\n1,2,3\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields?.file).toBe(
      stockImportMessages.unknownColumns.replace('{columns}', 'precio_oferta'),
    );
    const missing = await importAs(stock, 'chasis,marca\n1,2\n');
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields?.file).toContain('modelo, version, anio_modelo');
    expect((await importAs(stock, 'hola', {}, 'stock.xlsx')).status).toBe(400);
    const huge = await importAs(
      stock,
      `${csv([newTaos()])}${' '.repeat(stockImportLimits.maxBytes)}`,
    );
    expect(huge.status).toBe(400);
    expect(huge.body.error?.fields?.file).toBe(stockImportMessages.fileTooLarge);
    expect((await importAs(sales, csv([newTaos()]))).status).toBe(403);
  });

  describe('the DMS endpoint', () => {
    const url = () => `${api.url}${api.config.apiBasePath}${dmsPaths.stockImport}`;
    const push = (token: string, fields: Record<string, string> = {}, content = csv([newTaos()])) =>
      send(url(), { authorization: `Bearer ${token}` }, content, 'dms.csv', fields);

    it('takes a token of its scope, within its rate; refuses others', async () => {
      const dryOnly = await createDmsToken(db(), {
        name: 'DMS prueba',
        scopes: ['stock:dry-run'],
        ratePerMinute: 2,
      });
      const dry = await push(dryOnly.token);
      expect(dry.status).toBe(200);
      expect(dry.body.data!.applied).toBe(false);
      const refused = await push(dryOnly.token, { apply: '1' });
      expect(refused.status).toBe(403);
      const limited = await push(dryOnly.token);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

      const both = await createDmsToken(db(), {
        name: 'DMS',
        scopes: ['stock:dry-run', 'stock:apply'],
        ratePerMinute: 10,
      });
      const row = newTaos();
      const applied = await push(both.token, { apply: '1' }, csv([row]));
      expect(applied.status).toBe(200);
      expect(applied.body.data!.applied).toBe(true);
      expect(await unitsByChassis([row.chasis!])).toHaveLength(1);
      const audit = await db()
        .selectFrom('staff_audit')
        .select('actor')
        .where('action', '=', 'stock_imported')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(audit?.actor).toBe('dms:DMS');

      expect((await push(`${both.token}x`)).status).toBe(401);
      expect((await push('dms_1_notthetokenatallnotthetoken')).status).toBe(401);
      expect((await send(url(), {}, csv([newTaos()]), 'dms.csv', {})).status).toBe(401);
      await revokeDmsToken(db(), both.record.id);
      expect((await push(both.token)).status).toBe(401);
    });
  });
});
