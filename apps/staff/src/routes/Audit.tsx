import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Heading, Stack } from '@territorio/design-system';
import { auditEntrySchema, listSchema, pageQuerySchema } from '@territorio/api-client/staff';
import type { z } from 'zod';
import { staffGet, staffUrl } from '../lib/api';
import { withSession } from '../lib/actions';
import { formatDateTime } from '../lib/format';
import { auditActionLabels, auditSubjectLabels, labelOf } from '../lib/labels';
import { querySearch } from '../lib/query';
import { Notice } from '../components/Notice/Notice';
import { Pagination } from '../components/Pagination/Pagination';
import { Figure, Table } from '../components/Table/Table';
import { requireAction } from './session';
import * as styles from './Audit.css';

const auditListSchema = listSchema(auditEntrySchema);
type AuditList = z.output<typeof auditListSchema>;

export async function auditLoader({ request }: LoaderFunctionArgs): Promise<AuditList> {
  await requireAction(request, 'audit');
  const query = querySearch(request.url, Object.keys(pageQuerySchema.shape));
  return withSession(request, () => staffGet(staffUrl('audit'), auditListSchema, query));
}

function Change({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <>
      <strong>{label}</strong>
      <pre className={styles.json}>{JSON.stringify(value, null, 2)}</pre>
    </>
  );
}

export function Audit() {
  const list = useLoaderData() as AuditList;
  return (
    <Stack space="large">
      <Heading level={1}>Registro de auditoría</Heading>
      {list.items.length === 0 ? (
        <Notice tone="neutral">Todavía no hay acciones registradas.</Notice>
      ) : (
        <Table
          caption={`Acciones del equipo (${list.total})`}
          columns={['Fecha', 'Quién', 'Acción', 'Sobre', 'Antes y después']}
        >
          {list.items.map((entry) => (
            <tr key={entry.id}>
              <td>
                <Figure>{formatDateTime(entry.created_at)}</Figure>
              </td>
              <td>{entry.actor}</td>
              <td>{labelOf(auditActionLabels, entry.action)}</td>
              <td>
                {labelOf(auditSubjectLabels, entry.subject_type)} {entry.subject_id}
              </td>
              <td>
                {entry.before === null && entry.after === null ? (
                  '—'
                ) : (
                  <details>
                    <summary>Ver cambios</summary>
                    <Change label="Antes" value={entry.before} />
                    <Change label="Después" value={entry.after} />
                  </details>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Pagination page={list.page} pageSize={list.page_size} total={list.total} />
    </Stack>
  );
}
