import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Button, Heading, Inline, Stack, Text, TextField } from '@territorio/design-system';
import { isApiError } from '@territorio/api-client/core';
import {
  stockImportActionLabels,
  stockImportLimits,
  stockImportMessages,
  stockImportReportSchema,
  stockImportTemplateCsv,
  stockImportTemplateName,
  type StockImportReport,
  type StockImportRow,
} from '@territorio/api-client/staff';
import { staffUpload, staffUrl } from '../lib/api';
import { withSession } from '../lib/actions';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { Notice } from '../components/Notice/Notice';
import { Section } from '../components/Section/Section';
import { Figure, Table } from '../components/Table/Table';
import { requireAction } from './session';

type ImportResult =
  | { readonly ok: true; readonly report: StockImportReport }
  | {
      readonly ok: false;
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
    };

export async function stockImportLoader({ request }: LoaderFunctionArgs) {
  await requireAction(request, 'stock');
  return null;
}

/** Sends the chosen file to the API: a dry run ('review') or the import ('apply'). */
export async function stockImportAction({ request }: ActionFunctionArgs): Promise<ImportResult> {
  const form = await request.formData();
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    const message = stockImportMessages.fileMissing;
    return { ok: false, message, fields: { file: message } };
  }
  if (file.size > stockImportLimits.maxBytes) {
    const message = stockImportMessages.fileTooLarge;
    return { ok: false, message, fields: { file: message } };
  }
  const body = new FormData();
  body.append('file', file, file.name);
  if (form.get('whole_stock')) body.append('whole_stock', '1');
  if (form.get('intent') === 'apply') body.append('apply', '1');
  try {
    const report = await withSession(request, () =>
      staffUpload(staffUrl('stockImport'), body, stockImportReportSchema),
    );
    return { ok: true, report };
  } catch (error) {
    if (isApiError(error)) return { ok: false, message: error.message, fields: error.fields ?? {} };
    throw error;
  }
}

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(stockImportTemplateCsv())}`;

function rowDetail(row: StockImportRow) {
  const lines =
    row.action === 'refused'
      ? row.refusals.map((refusal) => `${refusal.column}: ${refusal.reason}`)
      : row.changes.map((change) => `${change.column}: ${change.before || '—'} → ${change.after}`);
  if (lines.length === 0) return null;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function summary(report: StockImportReport): string {
  const { totals } = report;
  const parts = [
    `${totals.rows} filas`,
    `${totals.create} altas`,
    `${totals.change} cambios`,
    `${totals.unchanged} sin cambios`,
    `${totals.refused} rechazadas`,
  ];
  if (report.whole_stock_sites.length > 0) parts.push(`${totals.retire} retiros`);
  return `${parts.join(', ')}.`;
}

function ReportView({ report }: { report: StockImportReport }) {
  // The outcome is the next thing to read: focus moves to it with every answer.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => noticeRef.current?.focus(), [report]);
  const refused = report.totals.refused > 0;
  let outcome: string = stockImportMessages.dryRun;
  if (report.applied) outcome = stockImportMessages.applied;
  else if (refused) outcome = 'Corregí las filas rechazadas en el archivo y volvé a revisarlo.';
  return (
    <Stack space="medium">
      <Heading level={2}>
        {report.applied ? 'Resultado de la importación' : 'Resultado de la revisión'}
      </Heading>
      <Notice tone={refused ? 'caution' : 'positive'} ref={noticeRef}>
        {outcome} {summary(report)}
      </Notice>
      <Table
        caption={`Filas de ${report.file_name}`}
        columns={['Fila', 'Chasis', 'Resultado', 'Detalle']}
      >
        {report.rows.map((row) => (
          <tr key={row.row}>
            <td>
              <Figure>{row.row}</Figure>
            </td>
            <td>
              <Figure>{row.chassis || '—'}</Figure>
            </td>
            <td>{stockImportActionLabels[row.action]}</td>
            <td>{rowDetail(row)}</td>
          </tr>
        ))}
      </Table>
      {report.retired.length + report.kept.length > 0 ? (
        <Table
          caption="Unidades que no están en el archivo"
          columns={['Chasis', 'Unidad', 'Sucursal', 'Qué pasa']}
        >
          {[...report.retired, ...report.kept].map((unit) => (
            <tr key={unit.unit_id}>
              <td>
                <Figure>{unit.chassis}</Figure>
              </td>
              <td>{unit.name}</td>
              <td>{unit.site}</td>
              <td>
                {report.retired.includes(unit)
                  ? report.applied
                    ? 'Retirada'
                    : 'Se retira'
                  : 'Se conserva: tiene una operación en curso'}
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
    </Stack>
  );
}

/** The dealership system's export: review it (a dry run), then apply it, all or nothing. */
export function StockImport() {
  const fetcher = useFetcher<ImportResult>();
  // A review answers for the file and option it was made with: changing either asks again.
  const [isStale, setStale] = useState(true);
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';
  const report = result?.ok ? result.report : undefined;
  const canApply =
    !busy && !isStale && report !== undefined && !report.applied && report.totals.refused === 0;
  const fileError = result && !result.ok ? (result.fields.file ?? result.message) : undefined;

  return (
    <Stack space="large">
      <Heading level={1}>Importar stock</Heading>
      <Text tone="muted">
        Subí el archivo que exporta el sistema de gestión (CSV o XLSX, hasta 5 MB). Primero lo
        revisamos sin cambiar nada; si ninguna fila tiene problemas, lo aplicás de una sola vez.
      </Text>
      <Section title="Archivo">
        <Text>
          <a href={templateHref} download={stockImportTemplateName}>
            Descargar la plantilla (CSV)
          </a>
        </Text>
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          noValidate
          onSubmit={() => setStale(false)}
        >
          <Stack space="medium">
            <TextField
              label="Archivo CSV o XLSX"
              name="file"
              type="file"
              accept={stockImportLimits.extensions.join(',')}
              required
              errorMessage={fileError}
              onChange={() => setStale(true)}
            />
            <Checkbox
              name="whole_stock"
              label="Este archivo es todo el stock de las sucursales que nombra: retirar las unidades que no están (nunca una reservada)"
              onChange={() => setStale(true)}
            />
            <Inline space="small">
              <Button
                type="submit"
                name="intent"
                value="review"
                variant="secondary"
                isBusy={busy && fetcher.formData?.get('intent') === 'review'}
                busyLabel="Revisando…"
              >
                Revisar
              </Button>
              <Button
                type="submit"
                name="intent"
                value="apply"
                disabled={!canApply}
                isBusy={busy && fetcher.formData?.get('intent') === 'apply'}
                busyLabel="Aplicando…"
              >
                Aplicar
              </Button>
            </Inline>
            {result && !result.ok && !result.fields.file ? (
              <Notice tone="critical">{result.message}</Notice>
            ) : null}
          </Stack>
        </fetcher.Form>
      </Section>
      {report ? <ReportView report={report} /> : null}
    </Stack>
  );
}
