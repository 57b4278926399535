import { useRef } from 'react';
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from 'react-router-dom';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import {
  Button,
  Card,
  CustomSelect,
  Heading,
  Inline,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@territorio/design-system';
import { brandName, isApiError } from '@territorio/api-client/core';
import {
  bookingPricesUpdateSchema,
  contactMethodsUpdateSchema,
  leadDepartmentLabels,
  salesmenUpdateSchema,
  staffParametersSchema,
  toggleSchema,
} from '@territorio/api-client/staff';
import type { StaffParameters } from '@territorio/api-client/staff';
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
import { brandOptions } from '../lib/options';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { Notice } from '../components/Notice/Notice';
import { FormResult, fieldError } from '../components/Notice/FormResult';
import { requireAction } from './session';

export async function parametersLoader({ request }: LoaderFunctionArgs): Promise<StaffParameters> {
  await requireAction(request, 'parameters');
  return withSession(request, () => staffGet(staffUrl('parameters'), staffParametersSchema));
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

export async function parametersAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = textField(form, 'intent');
  switch (intent) {
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
    case 'contact-methods':
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
  kind: 'popup' | 'banner';
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

export function Parameters() {
  const parameters = useLoaderData() as StaffParameters;
  const result = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const pricesRef = useRef<HTMLFormElement>(null);
  const methodsRef = useRef<HTMLFormElement>(null);
  const salesmenRef = useRef<HTMLFormElement>(null);
  const nextSalesmanId = Math.max(0, ...parameters.salesmen.map((salesman) => salesman.id)) + 1;
  const salesmanRows = [...parameters.salesmen, null];
  const error = (intent: string, name: string) => fieldError(result, intent, name);

  return (
    <Stack space="xlarge">
      <Heading level={1}>Parámetros</Heading>

      <Card padding="medium" as="section" aria-labelledby="booking-prices">
        <Form method="post" ref={pricesRef} noValidate>
          <input type="hidden" name="intent" value="booking-prices" />
          <Stack space="medium">
            <Heading level={2} id="booking-prices">
              Seña por marca
            </Heading>
            <Text size="small" tone="muted">
              En pesos, sin centavos. Vacío: la marca no se puede reservar en línea.
            </Text>
            <FormResult result={result} intent="booking-prices" formRef={pricesRef} />
            {Object.entries(parameters.booking_prices).map(([brandId, price]) => (
              <TextField
                key={brandId}
                label={`Seña de ${brandName(Number(brandId))}`}
                name={`booking_prices.${brandId}`}
                type="number"
                min={0}
                step={1}
                defaultValue={price ?? ''}
                errorMessage={error('booking-prices', `booking_prices.${brandId}`)}
              />
            ))}
            <div>
              <Button type="submit" isBusy={submitting === 'booking-prices'} busyLabel="Guardando…">
                Guardar señas
              </Button>
            </div>
          </Stack>
        </Form>
      </Card>

      <Card padding="medium" as="section" aria-labelledby="contact-methods">
        <Form method="post" ref={methodsRef} noValidate>
          <input type="hidden" name="intent" value="contact-methods" />
          <input type="hidden" name="count" value={parameters.contact_methods.length} />
          <Stack space="large">
            <Heading level={2} id="contact-methods">
              Métodos de contacto y emails de cada área
            </Heading>
            <FormResult result={result} intent="contact-methods" formRef={methodsRef} />
            {parameters.contact_methods.map((method, index) => {
              const prefix = `contact_methods.${index}`;
              const title = `${brandName(method.brand_id)} · ${leadDepartmentLabels[method.department]}`;
              return (
                <Stack as="fieldset" space="small" key={`${method.brand_id}-${method.department}`}>
                  <legend>
                    <Text as="span" weight="strong">
                      {title}
                    </Text>
                  </legend>
                  <input type="hidden" name={`${prefix}.brand_id`} value={method.brand_id} />
                  <input type="hidden" name={`${prefix}.department`} value={method.department} />
                  <TextField
                    label="Email del área"
                    type="email"
                    name={`${prefix}.email`}
                    defaultValue={method.email ?? ''}
                    helpText="Recibe las consultas y los avisos de reservas."
                    errorMessage={error('contact-methods', `${prefix}.email`)}
                  />
                  {sites.map((site) => (
                    <TextField
                      key={site.name}
                      label={`Email para ${site.name}`}
                      type="email"
                      name={`${prefix}.site.${site.name}`}
                      defaultValue={
                        method.site_emails.find((entry) => entry.site === site.name)?.email ?? ''
                      }
                      helpText="Vacío: usa el email del área."
                      errorMessage={error('contact-methods', `${prefix}.site.${site.name}`)}
                    />
                  ))}
                  <TextField
                    label="Link de videollamada (Zoom o Skype)"
                    name={`${prefix}.zoom_link`}
                    defaultValue={method.zoom_link ?? ''}
                    errorMessage={error('contact-methods', `${prefix}.zoom_link`)}
                  />
                  <TextField
                    label="WhatsApp"
                    type="tel"
                    name={`${prefix}.whatsapp_number`}
                    defaultValue={method.whatsapp_number ?? ''}
                    helpText="En números, con código de país: 5492614000000."
                    errorMessage={error('contact-methods', `${prefix}.whatsapp_number`)}
                  />
                  <Checkbox
                    label="Enviar el ADF/XML como texto del email (para el CRM)"
                    name={`${prefix}.adf_in_body`}
                    defaultChecked={method.adf_in_body}
                  />
                </Stack>
              );
            })}
            <div>
              <Button
                type="submit"
                isBusy={submitting === 'contact-methods'}
                busyLabel="Guardando…"
              >
                Guardar métodos de contacto
              </Button>
            </div>
          </Stack>
        </Form>
      </Card>

      <Card padding="medium" as="section" aria-labelledby="salesmen">
        <Form method="post" ref={salesmenRef} noValidate>
          <input type="hidden" name="intent" value="salesmen" />
          <input type="hidden" name="count" value={salesmanRows.length} />
          <input type="hidden" name="next_id" value={nextSalesmanId} />
          <Stack space="large">
            <Heading level={2} id="salesmen">
              Vendedores
            </Heading>
            <FormResult result={result} intent="salesmen" formRef={salesmenRef} />
            {salesmanRows.map((salesman, index) => {
              const prefix = `salesmen.${index}`;
              return (
                <Stack as="fieldset" space="small" key={salesman?.id ?? 'new'}>
                  <legend>
                    <Text as="span" weight="strong">
                      {salesman ? salesman.fullname : 'Agregar un vendedor'}
                    </Text>
                  </legend>
                  <input type="hidden" name={`${prefix}.id`} value={salesman?.id ?? ''} />
                  <TextField
                    label="Nombre y apellido"
                    name={`${prefix}.fullname`}
                    defaultValue={salesman?.fullname ?? ''}
                    errorMessage={error('salesmen', `salesmen.${index}.fullname`)}
                  />
                  <CustomSelect
                    label="Marca"
                    name={`${prefix}.brand_id`}
                    options={brandOptions()}
                    defaultValue={String(salesman?.brand_id ?? 5)}
                    errorMessage={error('salesmen', `${prefix}.brand_id`)}
                  />
                  <TextField
                    label="Link de videollamada (Zoom o Skype)"
                    name={`${prefix}.zoom_link`}
                    defaultValue={salesman?.zoom_link ?? ''}
                    errorMessage={error('salesmen', `${prefix}.zoom_link`)}
                  />
                  <TextField
                    label="WhatsApp"
                    type="tel"
                    name={`${prefix}.whatsapp_number`}
                    defaultValue={salesman?.whatsapp_number ?? ''}
                    helpText="En números, con código de país."
                    errorMessage={error('salesmen', `${prefix}.whatsapp_number`)}
                  />
                  {salesman ? (
                    <Checkbox label="Quitar de la lista" name={`${prefix}.remove`} />
                  ) : null}
                </Stack>
              );
            })}
            <div>
              <Button type="submit" isBusy={submitting === 'salesmen'} busyLabel="Guardando…">
                Guardar vendedores
              </Button>
            </div>
          </Stack>
        </Form>
      </Card>

      <Card padding="medium" as="section" aria-labelledby="popups-banners">
        <Stack space="medium">
          <Heading level={2} id="popups-banners">
            Popups y banners
          </Heading>
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
        </Stack>
      </Card>
    </Stack>
  );
}
