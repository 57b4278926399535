import { useRef, useState } from 'react';
import { redirect, useFetcher, useLoaderData, useSearchParams } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  Button,
  CustomSelect,
  Heading,
  Inline,
  Stack,
  Text,
  TextField,
} from '@territorio/design-system';
import {
  brandName,
  inspectionItems,
  inspectionResultLabels,
  inspectionResults,
  staffSettableStatuses,
  unitConditionLabels,
  unitStatusLabels,
  usedWarrantyText,
  type UnitCondition,
  type UsedVehicle,
} from '@territorio/api-client/core';
import {
  newUnitStatuses,
  reservationDetailSchema,
  staffPhotoListSchema,
  staffStockUnitSchema,
  stockUnitFieldsSchema,
  stockVersionSchema,
  type StaffPhotoList,
  type StaffStockUnit,
  type StockVersion,
} from '@territorio/api-client/staff';
import { z } from 'zod';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import { numberField, parseOrThrow, runAction, textField, withSession } from '../lib/actions';
import type { ActionResult } from '../lib/actions';
import { siteOptions } from '../lib/options';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { FieldGrid } from '../components/FieldGroup/FieldGroup';
import { Notice } from '../components/Notice/Notice';
import { FormResult, fieldError } from '../components/Notice/FormResult';
import { Section } from '../components/Section/Section';
import { requireAction } from './session';
import * as styles from './StockUnit.css';
import { UnitPhotos, type PhotoUnit } from './StockUnitPhotos';

const versionsSchema = z.array(stockVersionSchema);

/** A used vehicle of a paid reservation being taken into stock. */
type TradeIn = { readonly code: string; readonly index: number; readonly used: UsedVehicle };

type UnitPageData = {
  readonly versions: StockVersion[];
  /** The unit edited; null on a new unit's page. */
  readonly unit: StaffStockUnit | null;
  readonly tradeIn: TradeIn | null;
  /** The unit's photos; null on a new unit's page. */
  readonly photos: StaffPhotoList | null;
};

/** The address of a new unit pre-filled from a reservation's used vehicle. */
export function tradeInAddress(code: string, index: number): string {
  return `/stock/nueva?${new URLSearchParams({ operacion: code, usado: String(index) })}`;
}

async function tradeInOf(url: URL): Promise<TradeIn | null> {
  const code = url.searchParams.get('operacion');
  const index = Number(url.searchParams.get('usado'));
  if (!code || !Number.isInteger(index)) return null;
  const detail = await staffGet(staffUrl('reservation', { code }), reservationDetailSchema);
  const used = detail.operation.used_vehicles[index];
  return used ? { code, index, used } : null;
}

export async function stockUnitLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<UnitPageData> {
  await requireAction(request, 'stock');
  return withSession(request, async () => {
    const url = new URL(request.url);
    const [versions, unit, tradeIn, photos] = await Promise.all([
      staffGet(staffUrl('stockVersions'), versionsSchema),
      params.id ? staffGet(staffUrl('stockUnit', { id: params.id }), staffStockUnitSchema) : null,
      params.id ? null : tradeInOf(url),
      params.id ? staffGet(staffUrl('stockPhotos', { id: params.id }), staffPhotoListSchema) : null,
    ]);
    return { versions, unit, tradeIn, photos };
  });
}

const nullableText = (form: FormData, name: string) => textField(form, name) || null;
const nullableNumber = (form: FormData, name: string) => numberField(form, name) ?? null;

/** The unit's fields as the form gives them, before the shared schema reads them. */
function formFields(form: FormData): Record<string, unknown> {
  const used = textField(form, 'condition') === 'used';
  const inspection: Record<string, { result: string; note?: string }> = {};
  for (const item of inspectionItems) {
    const result = textField(form, `inspection.${item.id}.result`);
    const note = textField(form, `inspection.${item.id}.note`);
    if (result) inspection[item.id] = note ? { result, note } : { result };
  }
  return {
    version_id: numberField(form, 'version_id'),
    chassis: textField(form, 'chassis'),
    color: textField(form, 'color'),
    site: textField(form, 'site'),
    model_year: numberField(form, 'model_year'),
    currency: textField(form, 'currency'),
    list_price: numberField(form, 'list_price'),
    price: numberField(form, 'price'),
    license_price: numberField(form, 'license_price'),
    delivery_price: numberField(form, 'delivery_price'),
    discount: numberField(form, 'discount') ?? 0,
    special_discount: numberField(form, 'special_discount') ?? 0,
    is_offer: form.get('is_offer') === 'on',
    offer_valid_from: nullableText(form, 'offer_valid_from'),
    offer_valid_until: nullableText(form, 'offer_valid_until'),
    public_note: nullableText(form, 'public_note'),
    condition: textField(form, 'condition'),
    mileage_km: used ? nullableNumber(form, 'mileage_km') : null,
    owners: used ? nullableNumber(form, 'owners') : null,
    plate: used ? nullableText(form, 'plate') : null,
    inspection: used && Object.keys(inspection).length > 0 ? inspection : null,
    status: textField(form, 'status'),
    arrival_date:
      textField(form, 'status') === 'in_transit' ? nullableText(form, 'arrival_date') : null,
  };
}

export const unitSavedMessage = 'Guardamos los cambios de la unidad.';
export const unitCreatedMessage = 'Cargamos la unidad: ya está en el stock.';

export async function stockUnitAction({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  let createdId: number | null = null;
  const result = await runAction(
    request,
    'unit',
    async () => {
      // The same schema the API checks with: its words under each field before sending.
      const fields = parseOrThrow(stockUnitFieldsSchema, formFields(form));
      if (params.id) {
        const body = { ...fields, updated_at: textField(form, 'updated_at') };
        return staffSend('PATCH', staffUrl('stockUnit', { id: params.id }), body);
      }
      const code = textField(form, 'trade_in_code');
      const url = code
        ? staffUrl('reservationTradeIn', { code, index: textField(form, 'trade_in_index') })
        : staffUrl('stock');
      const created = await staffSend('POST', url, fields, staffStockUnitSchema);
      createdId = created.id;
      return created;
    },
    params.id ? unitSavedMessage : unitCreatedMessage,
  );
  if (result.ok && createdId !== null) return redirect(`/stock/${createdId}?cargada=1`);
  return result;
}

/** What the form starts from: the unit, a trade-in's valuation, or a new unit's defaults. */
function startingValues(data: UnitPageData): Partial<StaffStockUnit> {
  if (data.unit) return data.unit;
  const used = data.tradeIn?.used;
  if (!used) return { currency: 'ars', condition: 'new', status: 'available' };
  return {
    currency: 'ars',
    condition: 'used',
    status: 'available',
    model_year: used.year,
    mileage_km: used.kms,
    price: used.valuation,
    list_price: used.valuation,
    public_note: `Usado tomado en parte de pago: ${used.brand} ${used.model} ${used.vehicle}.`,
  };
}

function VersionPicker(props: {
  versions: readonly StockVersion[];
  initial: number | undefined;
  error: (name: string) => string | undefined;
}) {
  const start = props.versions.find((version) => version.id === props.initial);
  const [brand, setBrand] = useState(start ? String(start.brand_id) : '');
  const [family, setFamily] = useState(start ? String(start.family_id) : '');
  const [version, setVersion] = useState(start ? String(start.id) : '');
  const brands = [...new Set(props.versions.map((entry) => entry.brand_id))];
  const families = new Map<number, string>();
  for (const entry of props.versions)
    if (String(entry.brand_id) === brand) families.set(entry.family_id, entry.family);
  const names = props.versions.filter((entry) => String(entry.family_id) === family);
  return (
    <>
      <CustomSelect
        label="Marca"
        options={brands.map((id) => ({ value: String(id), label: brandName(id) }))}
        value={brand}
        placeholder="Elegí la marca"
        onChange={(value) => {
          setBrand(value);
          setFamily('');
          setVersion('');
        }}
      />
      <CustomSelect
        label="Modelo"
        options={[...families].map(([id, name]) => ({ value: String(id), label: name }))}
        value={family}
        placeholder="Elegí el modelo"
        disabled={brand === ''}
        onChange={(value) => {
          setFamily(value);
          setVersion('');
        }}
      />
      <CustomSelect
        label="Versión"
        name="version_id"
        options={names.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        value={version}
        placeholder="Elegí la versión"
        disabled={family === ''}
        onChange={setVersion}
        errorMessage={props.error('version_id')}
      />
    </>
  );
}

type SectionProps = {
  values: Partial<StaffStockUnit>;
  error: (name: string) => string | undefined;
};

function money(label: string, name: keyof StaffStockUnit, props: SectionProps) {
  const value = props.values[name];
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      min={0}
      step={1}
      inputMode="numeric"
      defaultValue={typeof value === 'number' ? value : ''}
      errorMessage={props.error(name)}
    />
  );
}

function PriceSection(props: SectionProps) {
  const [isOffer, setIsOffer] = useState(props.values.is_offer ?? false);
  const { values, error } = props;
  return (
    <Section title="Precio">
      <FieldGrid>
        <CustomSelect
          label="Moneda"
          name="currency"
          options={[
            { value: 'ars', label: 'Pesos (ARS)' },
            { value: 'usd', label: 'Dólares (USD)' },
          ]}
          defaultValue={values.currency ?? 'ars'}
          errorMessage={error('currency')}
        />
        {money('Precio de lista', 'list_price', props)}
        {money('Precio', 'price', props)}
        {money('Descuento web', 'discount', props)}
        {money('Descuento especial', 'special_discount', props)}
        {money('Patentamiento', 'license_price', props)}
        {money('Flete', 'delivery_price', props)}
      </FieldGrid>
      <Checkbox name="is_offer" label="Es una oferta" checked={isOffer} onChange={setIsOffer} />
      {isOffer ? (
        <FieldGrid>
          <TextField
            label="Oferta vigente desde"
            name="offer_valid_from"
            type="date"
            defaultValue={values.offer_valid_from ?? ''}
            errorMessage={error('offer_valid_from')}
          />
          <TextField
            label="Oferta vigente hasta"
            name="offer_valid_until"
            type="date"
            defaultValue={values.offer_valid_until ?? ''}
            helpText="Vacío: sin fecha de fin."
            errorMessage={error('offer_valid_until')}
          />
        </FieldGrid>
      ) : null}
    </Section>
  );
}

function UsedSection(props: SectionProps) {
  const { values, error } = props;
  return (
    <Section title="Usado">
      <Text size="small" tone="muted">
        {usedWarrantyText} La patente se publica enmascarada.
      </Text>
      <FieldGrid>
        <TextField
          label="Kilómetros"
          name="mileage_km"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={values.mileage_km ?? ''}
          errorMessage={error('mileage_km')}
        />
        <TextField
          label="Dueños"
          name="owners"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={values.owners ?? ''}
          errorMessage={error('owners')}
        />
        <TextField
          label="Patente"
          name="plate"
          defaultValue={values.plate ?? ''}
          helpText="AB123CD o ABC123."
          errorMessage={error('plate')}
        />
      </FieldGrid>
      <Heading level={3}>Inspección</Heading>
      {inspectionItems.map((item) => {
        const checked = values.inspection?.[item.id];
        return (
          <FieldGrid key={item.id}>
            <CustomSelect
              label={item.label}
              name={`inspection.${item.id}.result`}
              options={[
                { value: '', label: 'Sin revisar' },
                ...inspectionResults.map((result) => ({
                  value: result,
                  label: inspectionResultLabels[result],
                })),
              ]}
              defaultValue={checked?.result ?? ''}
              errorMessage={error(`inspection.${item.id}.result`)}
            />
            <TextField
              label={`Observación: ${item.label.toLowerCase()}`}
              name={`inspection.${item.id}.note`}
              defaultValue={checked?.note ?? ''}
              maxLength={200}
              errorMessage={error(`inspection.${item.id}.note`)}
            />
          </FieldGrid>
        );
      })}
    </Section>
  );
}

function StateSection(props: SectionProps & { isNew: boolean }) {
  const { values, error } = props;
  const choices = props.isNew ? newUnitStatuses : staffSettableStatuses;
  const [status, setStatus] = useState<string>(values.status ?? 'available');
  return (
    <Section title="Estado">
      <FieldGrid>
        <CustomSelect
          label="Estado"
          name="status"
          options={choices.map((value) => ({
            value,
            label: unitStatusLabels[value],
          }))}
          value={status}
          onChange={setStatus}
          helpText="Reservada y con pago en curso las ponen las operaciones."
          errorMessage={error('status')}
        />
        {status === 'in_transit' ? (
          <TextField
            label="Fecha de arribo"
            name="arrival_date"
            type="date"
            defaultValue={values.arrival_date ?? ''}
            errorMessage={error('arrival_date')}
          />
        ) : null}
      </FieldGrid>
    </Section>
  );
}

function VehicleSection(
  props: SectionProps & {
    versions: readonly StockVersion[];
    onCondition: (value: UnitCondition) => void;
    condition: UnitCondition;
  },
) {
  const { values, error } = props;
  return (
    <Section title="Vehículo">
      <FieldGrid>
        <VersionPicker versions={props.versions} initial={values.version_id} error={error} />
        <TextField
          label="Chasis"
          name="chassis"
          defaultValue={values.chassis ?? ''}
          maxLength={24}
          helpText="17 caracteres, sin I, O ni Q."
          errorMessage={error('chassis')}
        />
        <TextField
          label="Color"
          name="color"
          defaultValue={values.color ?? ''}
          errorMessage={error('color')}
        />
        <CustomSelect
          label="Sucursal"
          name="site"
          options={siteOptions}
          defaultValue={values.site ?? ''}
          placeholder="Elegí la sucursal"
          errorMessage={error('site')}
        />
        <TextField
          label="Año modelo"
          name="model_year"
          type="number"
          step={1}
          inputMode="numeric"
          defaultValue={values.model_year ?? ''}
          errorMessage={error('model_year')}
        />
        <CustomSelect
          label="Condición"
          name="condition"
          options={(['new', 'used'] as const).map((value) => ({
            value,
            label: unitConditionLabels[value],
          }))}
          value={props.condition}
          onChange={(value) => props.onCondition(value as UnitCondition)}
          errorMessage={error('condition')}
        />
      </FieldGrid>
    </Section>
  );
}

/** What a photo's default alt text names: the unit's brand, model, version and colour. */
function photoUnitOf(unit: StaffStockUnit, versions: readonly StockVersion[]): PhotoUnit {
  const version = versions.find((entry) => entry.id === unit.version_id);
  return {
    id: unit.id,
    brand: brandName(unit.brand_id),
    family: version?.family ?? '',
    version: version?.name ?? unit.name,
    color: unit.color,
  };
}

export function StockUnit() {
  const data = useLoaderData() as UnitPageData;
  // Another unit's page (or a new unit's, once saved) starts from its own values and result.
  return <UnitPage key={data.unit ? `unit-${data.unit.id}` : 'new'} data={data} />;
}

function UnitPage({ data }: { data: UnitPageData }) {
  const [search] = useSearchParams();
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const values = startingValues(data);
  const [condition, setCondition] = useState<UnitCondition>(values.condition ?? 'new');
  const result = fetcher.data;
  const error = (name: string) => fieldError(result, 'unit', name);
  const locked = data.unit?.locked_reason ?? null;
  const title = data.unit
    ? `${data.unit.name} · ${data.unit.chassis}`
    : data.tradeIn
      ? 'Ingresar usado al stock'
      : 'Nueva unidad';
  const props = { values, error };

  return (
    <Stack space="large">
      <Heading level={1}>{title}</Heading>
      {search.get('cargada') && !result ? (
        <Notice tone="positive">{unitCreatedMessage}</Notice>
      ) : null}
      {data.tradeIn ? (
        <Notice tone="neutral">
          Usado de la operación {data.tradeIn.code}: {data.tradeIn.used.brand}{' '}
          {data.tradeIn.used.model} {data.tradeIn.used.vehicle}. Elegí la versión del catálogo y
          completá los datos.
        </Notice>
      ) : null}
      {locked ? <Notice tone="critical">{locked}</Notice> : null}
      <fetcher.Form method="post" ref={formRef} noValidate>
        <input type="hidden" name="updated_at" value={data.unit?.updated_at ?? ''} />
        {data.tradeIn ? (
          <>
            <input type="hidden" name="trade_in_code" value={data.tradeIn.code} />
            <input type="hidden" name="trade_in_index" value={data.tradeIn.index} />
          </>
        ) : null}
        <fieldset disabled={locked !== null} className={styles.fieldset}>
          <Stack space="large">
            <FormResult result={result} intent="unit" formRef={formRef} />
            <VehicleSection
              {...props}
              versions={data.versions}
              condition={condition}
              onCondition={setCondition}
            />
            <PriceSection {...props} />
            {condition === 'used' ? <UsedSection {...props} /> : null}
            <StateSection {...props} isNew={data.unit === null} />
            <Section title="Nota pública">
              <TextField
                label="Nota para el público"
                name="public_note"
                type="textarea"
                rows={3}
                maxLength={500}
                defaultValue={values.public_note ?? ''}
                helpText="Lo que el público lee de esta unidad, además de los datos de su versión."
                errorMessage={error('public_note')}
              />
            </Section>
            {locked ? null : (
              <Inline space="small" align="right">
                <Button type="submit" isBusy={fetcher.state !== 'idle'} busyLabel="Guardando…">
                  {data.unit ? 'Guardar cambios' : 'Cargar unidad'}
                </Button>
              </Inline>
            )}
          </Stack>
        </fieldset>
      </fetcher.Form>
      {data.unit && data.photos ? (
        <UnitPhotos
          unit={photoUnitOf(data.unit, data.versions)}
          initial={data.photos}
          lockedReason={locked}
        />
      ) : null}
    </Stack>
  );
}
