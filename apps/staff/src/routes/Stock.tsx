import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  Button,
  Heading,
  Inline,
  Modal,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@territorio/design-system';
import { brandName, formatPrice, unitConditionLabels } from '@territorio/api-client/core';
import {
  listSchema,
  staffStockStatusLabels,
  staffStockUnitSchema,
  stockListQuerySchema,
  stockUpdateSchema,
  unitHeldReason,
} from '@territorio/api-client/staff';
import type { StaffStockUnit } from '@territorio/api-client/staff';
import type { z } from 'zod';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import { numberField, parseOrThrow, runAction, textField, withSession } from '../lib/actions';
import type { ActionResult } from '../lib/actions';
import { brandOptions, labelOptions } from '../lib/options';
import { formatLocalDate, formatValidity } from '../lib/format';
import { querySearch } from '../lib/query';
import { EmptyResults, FilterSelect, Filters, SearchField } from '../components/Filters/Filters';
import { Notice } from '../components/Notice/Notice';
import { FormResult, fieldError } from '../components/Notice/FormResult';
import { Pagination } from '../components/Pagination/Pagination';
import { Figure, Table } from '../components/Table/Table';
import { ValidityFields } from '../components/ValidityFields/ValidityFields';
import { requireAction } from './session';

const stockListSchema = listSchema(staffStockUnitSchema);
type StockList = z.output<typeof stockListSchema>;

export async function stockLoader({ request }: LoaderFunctionArgs): Promise<StockList> {
  await requireAction(request, 'stock');
  const query = querySearch(request.url, Object.keys(stockListQuerySchema.shape));
  return withSession(request, () => staffGet(staffUrl('stock'), stockListSchema, query));
}

export async function stockAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = textField(form, 'intent');
  const id = textField(form, 'id');
  const updatedAt = textField(form, 'updated_at');
  if (intent === 'availability') {
    const availability = textField(form, 'availability');
    return runAction(
      request,
      `${intent}-${id}`,
      () =>
        staffSend('PATCH', staffUrl('stockUnit', { id }), {
          ...parseOrThrow(stockUpdateSchema, { availability, updated_at: updatedAt }),
        }),
      availability === 'sold'
        ? 'Marcamos la unidad como vendida: ya no aparece en el catálogo.'
        : 'La unidad vuelve a estar a la venta en el catálogo.',
    );
  }
  const isOffer = form.has('offer_valid_from');
  return runAction(request, `edit-${id}`, () => {
    const body = parseOrThrow(stockUpdateSchema, {
      price: numberField(form, 'price'),
      list_price: numberField(form, 'list_price'),
      discount: numberField(form, 'discount'),
      special_discount: numberField(form, 'special_discount'),
      ...(isOffer && {
        offer_valid_from: textField(form, 'offer_valid_from') || null,
        offer_valid_until: textField(form, 'offer_valid_until') || null,
      }),
      updated_at: updatedAt,
    });
    return staffSend('PATCH', staffUrl('stockUnit', { id }), body);
  });
}

/** Why a unit cannot be changed now, or null when it can. */
function lockReason(
  unit: Pick<StaffStockUnit, 'status' | 'held_by' | 'locked_reason'>,
): string | null {
  if (unit.status !== 'held' && unit.status !== 'reserved') return null;
  return unit.locked_reason ?? unitHeldReason(unit.status, unit.held_by);
}

function AvailabilityButton({ unit }: { unit: StaffStockUnit }) {
  const fetcher = useFetcher<ActionResult>();
  const next = unit.status === 'sold' ? 'available' : 'sold';
  const result = fetcher.data;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="availability" />
      <input type="hidden" name="id" value={unit.id} />
      <input type="hidden" name="updated_at" value={unit.updated_at} />
      <input type="hidden" name="availability" value={next} />
      <Stack space="xsmall">
        <Button
          type="submit"
          size="small"
          variant="secondary"
          isBusy={fetcher.state !== 'idle'}
          busyLabel="Guardando…"
        >
          {next === 'sold' ? 'Marcar vendida' : 'Volver a publicar'}
          <VisuallyHidden> {unit.name}</VisuallyHidden>
        </Button>
        {result ? (
          <Notice tone={result.ok ? 'positive' : 'critical'}>{result.message}</Notice>
        ) : null}
      </Stack>
    </fetcher.Form>
  );
}

const priceFields = [
  { name: 'price', label: 'Precio' },
  { name: 'list_price', label: 'Precio de lista' },
  { name: 'discount', label: 'Descuento web' },
  { name: 'special_discount', label: 'Descuento especial' },
] as const;

function EditUnit({ unit, onClose }: { unit: StaffStockUnit; onClose: (saved: string) => void }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const intent = `edit-${unit.id}`;
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) onClose(result.message);
  }, [fetcher.state, result, onClose]);

  return (
    <Modal
      open
      onClose={() => onClose('')}
      title={`Editar ${unit.is_offer ? 'precios y oferta' : 'precios'}: ${unit.name}`}
    >
      <fetcher.Form method="post" ref={formRef} noValidate>
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={unit.id} />
        <input type="hidden" name="updated_at" value={unit.updated_at} />
        <Stack space="medium">
          <Text size="small" tone="muted">
            {unit.model} · {unit.color} · chasis {unit.chassis} · importes en{' '}
            {unit.currency === 'usd' ? 'dólares' : 'pesos'}, sin centavos.
          </Text>
          <FormResult result={result} intent={intent} formRef={formRef} />
          {priceFields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              type="number"
              min={0}
              step={1}
              defaultValue={unit[field.name]}
              errorMessage={fieldError(result, intent, field.name)}
            />
          ))}
          {unit.is_offer ? (
            <ValidityFields
              names={{ from: 'offer_valid_from', until: 'offer_valid_until' }}
              labels={{ from: 'Oferta vigente desde', until: 'Oferta vigente hasta' }}
              from={unit.offer_valid_from}
              until={unit.offer_valid_until}
              untilHelp="Vacío: sin fecha de fin. Después de ese día la unidad se vende sin el descuento especial."
              errorOf={(name) => fieldError(result, intent, name)}
            />
          ) : null}
          <Inline space="small" align="right">
            <Button variant="secondary" onClick={() => onClose('')}>
              Cancelar
            </Button>
            <Button type="submit" isBusy={fetcher.state !== 'idle'} busyLabel="Guardando…">
              Guardar precios
            </Button>
          </Inline>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

/** A unit's own data and prices, as the list's first cells show them. */
/** A unit's photos in the list: the stock manager sees at a glance which still need some. */
function photoCountText(count: number): string {
  return count === 0 ? 'Sin fotos' : count === 1 ? '1 foto' : `${count} fotos`;
}

function UnitCells({ unit }: { unit: StaffStockUnit }) {
  const money = (amount: number) => formatPrice(amount, unit.currency);
  return (
    <>
      <td>
        <Text as="span" weight="medium">
          {unit.name}
        </Text>
        <br />
        {brandName(unit.brand_id)} · {unit.model} · {unit.color}
        <br />
        Chasis {unit.chassis}
        <br />
        {unitConditionLabels[unit.condition]}
        {unit.condition === 'used' && unit.mileage_km !== null
          ? ` · ${unit.mileage_km.toLocaleString('es-AR')} km`
          : ''}
        {unit.photo_count === undefined ? null : (
          <>
            <br />
            {photoCountText(unit.photo_count)}
          </>
        )}
      </td>
      <td>{unit.location}</td>
      <td>
        Precio <Figure>{money(unit.price)}</Figure>
        <br />
        Lista <Figure>{unit.list_price ? money(unit.list_price) : '—'}</Figure>
        <br />
        Desc. web <Figure>{money(unit.discount)}</Figure>
        <br />
        Desc. especial <Figure>{money(unit.special_discount)}</Figure>
        {unit.is_offer ? (
          <>
            <br />
            Oferta{' '}
            <Figure>
              {formatValidity({
                valid_from: unit.offer_valid_from ?? null,
                valid_until: unit.offer_valid_until ?? null,
              })}
            </Figure>
          </>
        ) : null}
      </td>
    </>
  );
}

export function Stock() {
  const list = useLoaderData() as StockList;
  const [editing, setEditing] = useState<StaffStockUnit | null>(null);
  const [saved, setSaved] = useState('');

  return (
    <Stack space="large">
      <Inline space="medium" alignY="center">
        <Heading level={1}>Stock y ofertas</Heading>
        <Button href="/stock/nueva" size="small">
          Nueva unidad
        </Button>
        <Button href="/stock/importar" variant="secondary" size="small">
          Importar stock
        </Button>
      </Inline>
      <Filters label="Filtrar stock">
        <FilterSelect label="Marca" name="brand_id" allLabel="Todas" options={brandOptions()} />
        <FilterSelect
          label="Estado"
          name="status"
          allLabel="Todos"
          options={labelOptions(staffStockStatusLabels)}
        />
        <FilterSelect
          label="Condición"
          name="condition"
          allLabel="Todas"
          options={labelOptions(unitConditionLabels)}
        />
        <SearchField helpText="Nombre, modelo, chasis o color." />
      </Filters>
      {saved ? <Notice tone="positive">{saved}</Notice> : null}
      {list.items.length === 0 ? (
        <EmptyResults
          noneYet="Todavía no hay unidades cargadas."
          noneMatching="No hay unidades con estos filtros."
        />
      ) : (
        <Table
          caption={`Unidades (${list.total})`}
          columns={['Unidad', 'Sucursal', 'Precios', 'Precio con descuentos', 'Estado', 'Acciones']}
        >
          {list.items.map((unit) => {
            const locked = lockReason(unit);
            const money = (amount: number) => formatPrice(amount, unit.currency);
            return (
              <tr key={unit.id}>
                <UnitCells unit={unit} />
                <td>
                  <Figure>{unit.final_price === null ? '—' : money(unit.final_price)}</Figure>
                </td>
                <td>
                  {staffStockStatusLabels[unit.status]}
                  {unit.status === 'in_transit' && unit.arrival_date
                    ? ` · llega el ${formatLocalDate(unit.arrival_date)}`
                    : ''}
                </td>
                <td>
                  <Stack space="xsmall">
                    <Button size="small" variant="secondary" href={`/stock/${unit.id}`}>
                      {locked ? 'Ver unidad' : 'Editar unidad'}
                      <VisuallyHidden> {unit.name}</VisuallyHidden>
                    </Button>
                    {locked ? (
                      <Text as="span" size="small">
                        {locked}
                      </Text>
                    ) : (
                      <>
                        <Button
                          size="small"
                          onClick={() => {
                            setSaved('');
                            setEditing(unit);
                          }}
                        >
                          {unit.is_offer ? 'Editar precios y oferta' : 'Editar precios'}
                          <VisuallyHidden> {unit.name}</VisuallyHidden>
                        </Button>
                        <AvailabilityButton unit={unit} />
                      </>
                    )}
                  </Stack>
                </td>
              </tr>
            );
          })}
        </Table>
      )}
      <Pagination page={list.page} pageSize={list.page_size} total={list.total} />
      {editing ? (
        <EditUnit
          key={editing.id}
          unit={editing}
          onClose={(message) => {
            setEditing(null);
            if (message) setSaved(message);
          }}
        />
      ) : null}
    </Stack>
  );
}
