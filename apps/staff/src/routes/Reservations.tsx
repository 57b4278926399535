import { Link, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Heading, Stack } from '@territorio/design-system';
import { brandName, formatPrice } from '@territorio/api-client/core';
import {
  listSchema,
  reservationListQuerySchema,
  reservationSummarySchema,
} from '@territorio/api-client/staff';
import type { StaffMember } from '@territorio/api-client/staff';
import type { z } from 'zod';
import { staffGet, staffUrl } from '../lib/api';
import { withSession } from '../lib/actions';
import { formatDateTime } from '../lib/format';
import { brandOptions, labelOptions } from '../lib/options';
import { querySearch } from '../lib/query';
import { EmptyResults, FilterSelect, Filters, SearchField } from '../components/Filters/Filters';
import { Pagination } from '../components/Pagination/Pagination';
import { Figure, Table } from '../components/Table/Table';
import { requireAction } from './session';

const reservationListSchema = listSchema(reservationSummarySchema);
type ReservationsData = { list: z.output<typeof reservationListSchema>; member: StaffMember };

/** The operation's status as the dealership reads it. */
export const operationStatusLabels = {
  open: 'En curso (sin pago)',
  pending: 'Pago pendiente',
  reserved: 'Reservada',
  cancelled: 'Cancelada',
} as const;

export async function reservationsLoader({
  request,
}: LoaderFunctionArgs): Promise<ReservationsData> {
  const { member } = await requireAction(request, 'reservations');
  const query = querySearch(request.url, Object.keys(reservationListQuerySchema.shape));
  const list = await withSession(request, () =>
    staffGet(staffUrl('reservations'), reservationListSchema, query),
  );
  return { list, member };
}

export function Reservations() {
  const { list, member } = useLoaderData() as ReservationsData;
  const brands = member.role === 'sales' ? brandOptions(member.brand_ids) : brandOptions();

  return (
    <Stack space="large">
      <Heading level={1}>Reservas</Heading>
      <Filters label="Filtrar reservas">
        <FilterSelect
          label="Estado"
          name="status"
          allLabel="Todos"
          options={labelOptions(operationStatusLabels)}
        />
        <FilterSelect label="Marca" name="brand_id" allLabel="Todas" options={brands} />
        <SearchField helpText="Código, comprador, email, DNI, unidad o chasis." />
      </Filters>
      {list.items.length === 0 ? (
        <EmptyResults
          noneYet="Todavía no hay operaciones."
          noneMatching="No hay operaciones con estos filtros."
        />
      ) : (
        <Table
          caption={`Operaciones (${list.total})`}
          columns={['Código', 'Comprador', 'Vehículo', 'Marca', 'Precio final', 'Estado', 'Fecha']}
        >
          {list.items.map((operation) => (
            <tr key={operation.code}>
              <td>
                <Link to={`/reservas/${operation.code}`}>{operation.code}</Link>
              </td>
              <td>{operation.buyer || operation.email}</td>
              <td>{operation.vehicle}</td>
              <td>{brandName(operation.brand_id)}</td>
              <td>
                <Figure>{formatPrice(operation.final_price, operation.currency)}</Figure>
              </td>
              <td>{operationStatusLabels[operation.status]}</td>
              <td>
                <Figure>{formatDateTime(operation.created_at)}</Figure>
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Pagination page={list.page} pageSize={list.page_size} total={list.total} />
    </Stack>
  );
}
