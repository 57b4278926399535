/**
 * The stock import: one code path for the console, the command line and a dealership
 * system's endpoint. A dry run reads the file and plans it against the stock; an apply
 * plans it again inside one write transaction, after locking the stock's version row (every
 * writer of units takes it through the version trigger, so an operation holding a unit
 * waits for the import or the import sees its hold), and writes only when no row is
 * refused: all or nothing. Units are matched by chassis, so the same file twice changes
 * nothing the second time.
 */
import { siteBySlug } from '@territorio/api-client';
import {
  stockImportMessages,
  type StockImportOptions,
  type StockImportReport,
} from '@territorio/api-client/staff';
import type { Insertable } from 'kysely';
import type { DataStore } from '../../db/database';
import type { Db, StockUnitRow, StockUnitTable } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { catalogueVersions, insertStockUnits, newUnitLook } from '../../repositories/stock-units';
import { recordAudit, recordAudits, type Actor, type AuditRecord } from '../staff/audit';
import { planImport, reportOf, type ImportPlan } from './plan';
import { readStockFile } from './read-file';

export type ImportFile = { readonly content: Buffer; readonly name: string };

function planOptions(options: StockImportOptions) {
  const unknown = options.sites.filter((slug) => siteBySlug(slug) === undefined);
  if (unknown.length > 0) {
    const message = `${stockImportMessages.unknownSite} (${unknown.join(', ')})`;
    throw new DomainError('invalid', 'invalid_request', message, { fields: { sites: message } });
  }
  return { wholeStock: options.whole_stock || options.sites.length > 0, sites: options.sites };
}

function allUnits(db: Db): Promise<StockUnitRow[]> {
  return db.selectFrom('stock_units').selectAll().orderBy('id').execute();
}

async function writePlan(
  trx: Db,
  plan: ImportPlan,
  units: readonly StockUnitRow[],
  actor: Actor,
): Promise<void> {
  const now = new Date().toISOString();
  const created = plan.rows.filter((row) => row.action === 'create');
  const ids = await insertStockUnits(
    trx,
    created.map((row): Omit<Insertable<StockUnitTable>, 'id'> => ({
      ...(row.values as Omit<Insertable<StockUnitTable>, 'id'>),
      ...newUnitLook(row.version!, row.values?.color ?? '', units),
      held_by: null,
      is_best_offer: 0,
      updated_at: now,
    })),
  );
  const audits: AuditRecord[] = created.map((row, index) => ({
    actor,
    action: 'stock_created',
    subjectType: 'stock_unit',
    subjectId: ids[index]!,
    after: row.values,
  }));
  for (const row of plan.rows) {
    if (row.action !== 'change' || !row.unit) continue;
    // Within the lock nothing else writes units; the condition keeps that an invariant.
    const result = await trx
      .updateTable('stock_units')
      .set({ ...row.values, updated_at: now })
      .where('id', '=', row.unit.id)
      .where('updated_at', '=', row.unit.updated_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Error(`unit ${row.unit.id} changed`);
    audits.push({
      actor,
      action: 'stock_updated',
      subjectType: 'stock_unit',
      subjectId: row.unit.id,
      before: Object.fromEntries(row.changes.map((change) => [change.column, change.before])),
      after: Object.fromEntries(row.changes.map((change) => [change.column, change.after])),
    });
  }
  for (const missing of plan.retired) {
    await trx
      .updateTable('stock_units')
      .set({ status: 'retired', arrival_date: null, updated_at: now })
      .where('id', '=', missing.unit_id)
      .where('status', 'in', ['available', 'in_transit'])
      .execute();
    audits.push({
      actor,
      action: 'stock_retired',
      subjectType: 'stock_unit',
      subjectId: missing.unit_id,
      before: { status: missing.status },
      after: { status: 'retired' },
    });
  }
  await recordAudits(trx, audits);
}

/**
 * Runs an import: a dry run, or with `options.apply` the import. An apply with refused rows
 * changes nothing and answers 409 with the report (`data`).
 */
export async function runStockImport(
  store: DataStore,
  actor: Actor,
  file: ImportFile,
  options: StockImportOptions,
): Promise<StockImportReport> {
  const parsed = await readStockFile(file.content, file.name);
  const plain = planOptions(options);
  const fileName = file.name.slice(0, 200);
  // Planned outside any transaction, letting other requests run between its chunks.
  const [units, catalogue] = await Promise.all([allUnits(store.db), catalogueVersions(store.db)]);
  const plan = await planImport(parsed, units, catalogue, plain);
  if (!options.apply) return reportOf(plan, fileName, false);
  const earlier = { plan, units, catalogue };
  const report = await store.writeTransaction(async (trx) => {
    await trx
      .updateTable('stock_changes')
      .set((eb) => ({ version: eb.ref('version') }))
      .where('id', '=', 1)
      .execute();
    // Planned again on the stock as it is now: only rows whose unit changed since cost.
    const current = await allUnits(trx);
    const now = await planImport(parsed, current, await catalogueVersions(trx), plain, earlier);
    const planned = reportOf(now, fileName, false);
    if (planned.totals.refused > 0) return planned;
    await writePlan(trx, now, current, actor);
    const applied = reportOf(now, fileName, true);
    await recordAudit(trx, {
      actor,
      action: 'stock_imported',
      subjectType: 'stock_import',
      subjectId: fileName,
      after: { totals: applied.totals, whole_stock_sites: applied.whole_stock_sites },
    });
    return applied;
  });
  if (!report.applied) {
    throw new DomainError('conflict', 'import_refused', stockImportMessages.refused, {
      extra: { data: report },
    });
  }
  return report;
}
