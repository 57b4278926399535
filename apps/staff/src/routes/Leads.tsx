import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Heading, Stack, Text } from '@territorio/design-system';
import { brandName } from '@territorio/api-client/core';
import {
  leadListQuerySchema,
  leadStatusLabels,
  leadSummarySchema,
  leadTypeLabels,
  listSchema,
} from '@territorio/api-client/staff';
import type { LeadSummary, StaffMember } from '@territorio/api-client/staff';
import type { z } from 'zod';
import { staffGet, staffUrl } from '../lib/api';
import { withSession } from '../lib/actions';
import { formatDateTime } from '../lib/format';
import { querySearch } from '../lib/query';
import { brandOptions, labelOptions } from '../lib/options';
import { EmptyResults, FilterSelect, Filters, SearchField } from '../components/Filters/Filters';
import { Pagination } from '../components/Pagination/Pagination';
import { Figure, Table } from '../components/Table/Table';
import { requireAction } from './session';

const leadListSchema = listSchema(leadSummarySchema);
type LeadsData = { list: z.output<typeof leadListSchema>; member: StaffMember };

export async function leadsLoader({ request }: LoaderFunctionArgs): Promise<LeadsData> {
  const { member } = await requireAction(request, 'leads');
  const query = querySearch(request.url, Object.keys(leadListQuerySchema.shape));
  const list = await withSession(request, () => staffGet(staffUrl('leads'), leadListSchema, query));
  return { list, member };
}

export function leadVehicle(lead: Pick<LeadSummary, 'vehicle' | 'subject'>): string {
  return lead.vehicle || lead.subject || '—';
}

export function Leads() {
  const { list, member } = useLoaderData() as LeadsData;
  const brands = member.role === 'sales' ? brandOptions(member.brand_ids) : brandOptions();

  return (
    <Stack space="large">
      <Heading level={1}>Consultas</Heading>
      <Filters label="Filtrar consultas">
        <FilterSelect
          label="Tipo"
          name="type"
          allLabel="Todos"
          options={labelOptions(leadTypeLabels)}
        />
        <FilterSelect
          label="Estado"
          name="status"
          allLabel="Todos"
          options={labelOptions(leadStatusLabels)}
        />
        <FilterSelect label="Marca" name="brand_id" allLabel="Todas" options={brands} />
        <FilterSelect
          label="Asignación"
          name="assigned"
          allLabel="Todas"
          options={[
            { value: 'me', label: 'Asignadas a mí' },
            { value: 'nobody', label: 'Sin asignar' },
          ]}
        />
        <SearchField helpText="Nombre, email, teléfono, vehículo o mensaje." />
      </Filters>
      {list.items.length === 0 ? (
        <EmptyResults
          noneYet="Todavía no hay consultas."
          noneMatching="No hay consultas con estos filtros."
        />
      ) : (
        <Table
          caption={`Consultas (${list.total})`}
          columns={['Persona', 'Tipo', 'Marca', 'Vehículo', 'Fecha', 'Estado', 'Asignada a']}
        >
          {list.items.map((lead) => (
            <tr key={lead.id}>
              <td>
                <Link to={`/consultas/${lead.id}`}>
                  {lead.name} {lead.lastname}
                </Link>
              </td>
              <td>{leadTypeLabels[lead.type]}</td>
              <td>{lead.brand_id === null ? '—' : brandName(lead.brand_id)}</td>
              <td>{leadVehicle(lead)}</td>
              <td>
                <Figure>{formatDateTime(lead.created_at)}</Figure>
              </td>
              <td>
                <Text as="span" size="small" weight={lead.status === 'new' ? 'strong' : 'regular'}>
                  {leadStatusLabels[lead.status]}
                </Text>
              </td>
              <td>{lead.assigned_to?.name ?? 'Sin asignar'}</td>
            </tr>
          ))}
        </Table>
      )}
      <Pagination page={list.page} pageSize={list.page_size} total={list.total} />
    </Stack>
  );
}
