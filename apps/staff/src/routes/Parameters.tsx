import { useActionData, useFetcher, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  Button,
  CustomSelect,
  Heading,
  Inline,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@territorio/design-system';
import { brandName, formatShortDate, isApiError } from '@territorio/api-client/core';
import {
  bookingPricesUpdateSchema,
  contactMethodsUpdateSchema,
  salesmenUpdateSchema,
  staffParametersSchema,
  toggleSchema,
  visitCapacityUpdateSchema,
  visitClosedDayAddedSchema,
  visitClosedDaySchema,
  visitSettingsSchema,
} from '@territorio/api-client/staff';
import type { StaffParameters, VisitSettings } from '@territorio/api-client/staff';
import { sites } from '@territorio/site-config';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import {
  FieldErrors,
  numberField,
  parseOrThrow,
  runAction,
  textField,
  withSession,
} from '../lib/actions';
import type { ActionResult } from '../lib/actions';
import { brandOptions, siteNameOf } from '../lib/options';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { Notice } from '../components/Notice/Notice';
import { fieldError } from '../components/Notice/FormResult';
import { ActionForm } from '../components/ActionForm/ActionForm';
import { CallFields } from '../components/CallFields/CallFields';
import { FieldGrid, FieldGroup } from '../components/FieldGroup/FieldGroup';
import {
  ContactMethodsForm,
  contactMethodsIntent,
} from '../components/ContactMethodsForm/ContactMethodsForm';
import { Section } from '../components/Section/Section';
import {
  VisitSettingsForm,
  closedDayMessage,
  visitSettingsIntents,
} from '../components/VisitSettingsForm/VisitSettingsForm';
import { requireAction } from './session';

type ParametersData = StaffParameters & { visits: VisitSettings };

export async function parametersLoader({ request }: LoaderFunctionArgs): Promise<ParametersData> {
  await requireAction(request, 'parameters');
  const [parameters, visits] = await withSession(request, () =>
    Promise.all([
      staffGet(staffUrl('parameters'), staffParametersSchema),
      staffGet(staffUrl('visitSettings'), visitSettingsSchema),
    ]),
  );
  return { ...parameters, visits };
}

const optionalText = (form: FormData, name: string) => textField(form, name) || null;

/** The contact methods as the form holds them, and where each per-site email came from. */
export function contactMethodsFromForm(form: FormData, count: number) {
  const siteFields: string[][] = [];
  const contactMethods = Array.from({ length: count }, (_unused, index) => {
    const prefix = `contact_methods.${index}`;
    const filled = sites.filter((site) => textField(form, `${prefix}.site.${site.name}`) !== '');
    siteFields.push(filled.map((site) => `${prefix}.site.${site.name}`));
    return {
      brand_id: Number(textField(form, `${prefix}.brand_id`)),
      department: textField(form, `${prefix}.department`),
      zoom_link: optionalText(form, `${prefix}.zoom_link`),
      whatsapp_number: optionalText(form, `${prefix}.whatsapp_number`),
      email: optionalText(form, `${prefix}.email`),
      site_emails: filled.map((site) => ({
        site: site.name,
        email: textField(form, `${prefix}.site.${site.name}`),
      })),
      adf_in_body: form.get(`${prefix}.adf_in_body`) === 'on',
    };
  });
  /** 'contact_methods.1.site_emails.0.email' → the field of that site's email. */
  const fieldName = (key: string) => {
    const match = /^contact_methods\.(\d+)\.site_emails\.(\d+)/.exec(key);
    return match ? (siteFields[Number(match[1])]?.[Number(match[2])] ?? key) : key;
  };
  return { contactMethods, fieldName };
}

async function saveContactMethods(form: FormData) {
  const { contactMethods, fieldName } = contactMethodsFromForm(
    form,
    Number(textField(form, 'count')),
  );
  const rename = (fields: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(fields).map(([key, message]) => [fieldName(key), message]));
  try {
    const body = parseOrThrow(contactMethodsUpdateSchema, { contact_methods: contactMethods });
    await staffSend('PUT', staffUrl('contactMethods'), body);
  } catch (error) {
    if (error instanceof FieldErrors) throw new FieldErrors(rename(error.fields));
    if (isApiError(error) && Object.keys(error.fields).length > 0) {
      throw new FieldErrors(rename(error.fields));
    }
    throw error;
  }
}

/** Each site's capacity as the form holds it (`count` sites, in order). */
function capacitiesFromForm(form: FormData) {
  return Array.from({ length: Number(textField(form, 'count')) }, (_unused, index) => ({
    site: textField(form, `capacities.${index}.site`),
    capacity: numberField(form, `capacities.${index}.capacity`),
  }));
}

async function addClosedDay(request: Request, form: FormData): Promise<ActionResult> {
  let bookedCount = 0;
  const result = await runAction(request, visitSettingsIntents.addClosedDay, async () => {
    const body = parseOrThrow(visitClosedDaySchema, {
      site: textField(form, 'site'),
      date: textField(form, 'date'),
      reason: textField(form, 'reason'),
    });
    const added = await staffSend(
      'POST',
      staffUrl('visitClosedDays'),
      body,
      visitClosedDayAddedSchema,
    );
    bookedCount = added.booked_count;
  });
  return result.ok ? { ...result, message: closedDayMessage(bookedCount) } : result;
}

export async function parametersAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = textField(form, 'intent');
  switch (intent) {
    case visitSettingsIntents.capacity:
      return runAction(request, intent, () => {
        const body = parseOrThrow(visitCapacityUpdateSchema, {
          capacities: capacitiesFromForm(form),
        });
        return staffSend('PUT', staffUrl('visitCapacity'), body);
      });
    case visitSettingsIntents.addClosedDay:
      return addClosedDay(request, form);
    case visitSettingsIntents.removeClosedDay: {
      const site = textField(form, 'site');
      const date = textField(form, 'date');
      return runAction(
        request,
        intent,
        () => staffSend('DELETE', staffUrl('visitClosedDay', { site, date })),
        `Abrimos el ${formatShortDate(date)} en ${siteNameOf(site)}: se pueden agendar visitas otra vez.`,
      );
    }
    case 'booking-prices':
      return runAction(request, intent, () => {
        const prices: Record<string, number | null> = {};
        for (const key of form.keys()) {
          const match = /^booking_prices\.(\d+)$/.exec(key);
          if (match?.[1]) prices[match[1]] = numberField(form, key) ?? null;
        }
        const body = parseOrThrow(bookingPricesUpdateSchema, { booking_prices: prices });
        return staffSend('PUT', staffUrl('bookingPrices'), body);
      });
    case contactMethodsIntent:
      return runAction(request, intent, () => saveContactMethods(form));
    case 'salesmen':
      return runAction(request, intent, () => {
        const count = Number(textField(form, 'count'));
        const salesmen = [];
        for (let index = 0; index < count; index += 1) {
          const prefix = `salesmen.${index}`;
          const isNew = textField(form, `${prefix}.id`) === '';
          if (form.get(`${prefix}.remove`) === 'on') continue;
          if (isNew && textField(form, `${prefix}.fullname`) === '') continue;
          salesmen.push({
            id: Number(textField(form, `${prefix}.id`) || textField(form, 'next_id')),
            brand_id: Number(textField(form, `${prefix}.brand_id`)),
            fullname: textField(form, `${prefix}.fullname`),
            zoom_link: optionalText(form, `${prefix}.zoom_link`),
            whatsapp_number: optionalText(form, `${prefix}.whatsapp_number`),
          });
        }
        const body = parseOrThrow(salesmenUpdateSchema, { salesmen });
        return staffSend('PUT', staffUrl('salesmen'), body);
      });
    case 'in-transit': {
      const body = parseOrThrow(toggleSchema, { enabled: textField(form, 'enabled') === 'true' });
      return runAction(request, intent, () =>
        staffSend('PUT', staffUrl('inTransitReservable'), body),
      );
    }
    default: {
      // 'popup' or 'banner' on or off.
      const id = textField(form, 'id');
      const body = parseOrThrow(toggleSchema, { enabled: textField(form, 'enabled') === 'true' });
      return runAction(request, `${intent}-${id}`, () =>
        staffSend('PATCH', staffUrl(intent === 'banner' ? 'banner' : 'popup', { id }), body),
      );
    }
  }
}

function Toggle({
  kind,
  id,
  name,
  enabled,
}: {
  kind: 'popup' | 'banner' | 'in-transit';
  id: number;
  name: string;
  enabled: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const result = fetcher.data;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="enabled" value={String(!enabled)} />
      <Inline space="small">
        <Text as="span">
          {name}: <strong>{enabled ? 'activo' : 'apagado'}</strong>
        </Text>
        <Button type="submit" size="small" variant="secondary" isBusy={fetcher.state !== 'idle'}>
          {enabled ? 'Apagar' : 'Activar'}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
        {result && !result.ok ? <Notice tone="critical">{result.message}</Notice> : null}
      </Inline>
    </fetcher.Form>
  );
}

/** Whether units that have not arrived yet can be reserved online. */
function InTransitSection({ enabled }: { enabled: boolean }) {
  return (
    <Section title="Unidades en tránsito">
      <Text size="small" tone="muted">
        Activo: las unidades que todavía no llegaron se pueden reservar online. Apagado: su página
        dice cuándo llegan, sin botón de reserva.
      </Text>
      <Toggle
        kind="in-transit"
        id={0}
        name="Reserva online de unidades en tránsito"
        enabled={enabled}
      />
    </Section>
  );
}

export function Parameters() {
  const parameters = useLoaderData() as ParametersData;
  const result = useActionData() as ActionResult | undefined;
  const nextSalesmanId = Math.max(0, ...parameters.salesmen.map((salesman) => salesman.id)) + 1;
  const salesmanRows = [...parameters.salesmen, null];
  const error = (intent: string) => (name: string) => fieldError(result, intent, name);

  return (
    <Stack space="xlarge">
      <Heading level={1}>Parámetros</Heading>

      <Section title="Seña por marca">
        <Text size="small" tone="muted">
          En pesos, sin centavos. Vacío: la marca no se puede reservar en línea.
        </Text>
        <ActionForm intent="booking-prices" result={result} submitLabel="Guardar señas">
          <FieldGrid>
            {Object.entries(parameters.booking_prices).map(([brandId, price]) => (
              <TextField
                key={brandId}
                label={`Seña de ${brandName(Number(brandId))}`}
                name={`booking_prices.${brandId}`}
                type="number"
                min={0}
                step={1}
                defaultValue={price ?? ''}
                errorMessage={error('booking-prices')(`booking_prices.${brandId}`)}
              />
            ))}
          </FieldGrid>
        </ActionForm>
      </Section>

      <Section title="Medios de contacto y emails de cada área" space="large">
        <ContactMethodsForm methods={parameters.contact_methods} result={result} />
      </Section>

      <Section title="Vendedores" space="large">
        <ActionForm
          intent="salesmen"
          result={result}
          space="large"
          hidden={{ count: salesmanRows.length, next_id: nextSalesmanId }}
          submitLabel="Guardar vendedores"
        >
          {salesmanRows.map((salesman, index) => {
            const prefix = `salesmen.${index}`;
            return (
              <FieldGroup
                key={salesman?.id ?? 'new'}
                legend={salesman ? salesman.fullname : 'Agregar un vendedor'}
                footer={
                  salesman ? (
                    <Checkbox label="Quitar de la lista" name={`${prefix}.remove`} />
                  ) : undefined
                }
              >
                <input type="hidden" name={`${prefix}.id`} value={salesman?.id ?? ''} />
                <TextField
                  label="Nombre y apellido"
                  name={`${prefix}.fullname`}
                  defaultValue={salesman?.fullname ?? ''}
                  errorMessage={error('salesmen')(`${prefix}.fullname`)}
                />
                <CustomSelect
                  label="Marca"
                  name={`${prefix}.brand_id`}
                  options={brandOptions()}
                  defaultValue={String(salesman?.brand_id ?? 5)}
                  errorMessage={error('salesmen')(`${prefix}.brand_id`)}
                />
                <CallFields
                  prefix={prefix}
                  values={salesman}
                  whatsappHelp="En números, con código de país."
                  error={error('salesmen')}
                />
              </FieldGroup>
            );
          })}
        </ActionForm>
      </Section>

      <Section title="Visitas y pruebas de manejo" space="large">
        <VisitSettingsForm settings={parameters.visits} result={result} />
      </Section>

      <InTransitSection enabled={parameters.in_transit_reservable} />

      <Section title="Popups y banners">
        {parameters.popups.length + parameters.banners.length === 0 ? (
          <Text tone="muted">No hay popups ni banners cargados.</Text>
        ) : null}
        {parameters.popups.map((popup) => (
          <Toggle
            key={`popup-${popup.id}`}
            kind="popup"
            id={popup.id}
            name={`Popup «${popup.title}»`}
            enabled={popup.enabled}
          />
        ))}
        {parameters.banners.map((banner) => (
          <Toggle
            key={`banner-${banner.id}`}
            kind="banner"
            id={banner.id}
            name={`Banner «${banner.name}»`}
            enabled={banner.enabled}
          />
        ))}
      </Section>
    </Stack>
  );
}
