import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Heading, Stack } from '@territorio/design-system';
import {
  applicationListQuerySchema,
  applicationSummarySchema,
  listSchema,
} from '@territorio/api-client/staff';
import type { z } from 'zod';
import { staffGet, staffUrl } from '../lib/api';
import { withSession } from '../lib/actions';
import { formatDateTime, formatFileSize } from '../lib/format';
import { querySearch } from '../lib/query';
import { EmptyResults, Filters, SearchField } from '../components/Filters/Filters';
import { Pagination } from '../components/Pagination/Pagination';
import { Figure, Table } from '../components/Table/Table';
import { requireAction } from './session';

const applicationListSchema = listSchema(applicationSummarySchema);
type ApplicationList = z.output<typeof applicationListSchema>;

export async function applicationsLoader({
  request,
}: LoaderFunctionArgs): Promise<ApplicationList> {
  await requireAction(request, 'applications');
  const query = querySearch(request.url, Object.keys(applicationListQuerySchema.shape));
  return withSession(request, () =>
    staffGet(staffUrl('applications'), applicationListSchema, query),
  );
}

/** 'PDF' from 'application/pdf', 'Word' from the Word types. */
export function fileKind(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (/word|msword/.test(contentType)) return 'Word';
  return contentType.split('/').pop()?.toUpperCase() ?? 'archivo';
}

export function Applications() {
  const list = useLoaderData() as ApplicationList;
  return (
    <Stack space="large">
      <Heading level={1}>Postulaciones</Heading>
      <Filters label="Buscar postulaciones">
        <SearchField helpText="Nombre, email, puesto o zona." />
      </Filters>
      {list.items.length === 0 ? (
        <EmptyResults
          noneYet="Todavía no hay postulaciones."
          noneMatching="No hay postulaciones con estos filtros."
        />
      ) : (
        <Table
          caption={`Postulaciones (${list.total})`}
          columns={['Persona', 'Puesto', 'Zona', 'Estudios', 'Contacto', 'Fecha', 'Currículum']}
        >
          {list.items.map((application) => (
            <tr key={application.id}>
              <td>
                {application.name} {application.lastname}
                {application.message ? (
                  <details>
                    <summary>Mensaje</summary>
                    {application.message}
                  </details>
                ) : null}
              </td>
              <td>{application.position}</td>
              <td>{application.zone}</td>
              <td>{application.studies}</td>
              <td>
                {application.email}
                <br />
                {application.cellphone || application.telephone}
              </td>
              <td>
                <Figure>{formatDateTime(application.created_at)}</Figure>
              </td>
              <td>
                {/* A download from the API (an attachment), not a page of the console. */}
                <a href={staffUrl('applicationCv', { id: application.id })} download>
                  Descargar CV de {application.name} {application.lastname} (
                  {fileKind(application.file_type)}, {formatFileSize(application.file_size)})
                </a>
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Pagination page={list.page} pageSize={list.page_size} total={list.total} />
    </Stack>
  );
}
