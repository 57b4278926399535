import { Fragment, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  Button,
  CustomSelect,
  Heading,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@territorio/design-system';
import { formatShortDate, visitRules } from '@territorio/api-client/core';
import type { VisitSettings } from '@territorio/api-client/staff';
import type { ActionResult } from '../../lib/actions';
import { formatLocalDate } from '../../lib/format';
import { siteNameOf, siteOptions } from '../../lib/options';
import { ActionForm } from '../ActionForm/ActionForm';
import { FieldGrid } from '../FieldGroup/FieldGroup';
import { FormResult, fieldError } from '../Notice/FormResult';
import { Figure, Table } from '../Table/Table';

/** The Parameters action's intents for the visits. */
export const visitSettingsIntents = {
  capacity: 'visit-capacity',
  addClosedDay: 'closed-day',
  removeClosedDay: 'closed-day-remove',
} as const;

/** What the page says once a day is closed: the visits still booked that day need a call. */
export function closedDayMessage(bookedCount: number): string {
  if (bookedCount === 0) return 'Cerramos el día: ya no se pueden agendar visitas.';
  const visits = bookedCount === 1 ? '1 visita agendada' : `${bookedCount} visitas agendadas`;
  return `Cerramos el día. Ese día hay ${visits}: llamá a cada comprador para cambiar o cancelar su visita desde la agenda.`;
}

export type VisitSettingsFormProps = {
  settings: VisitSettings;
  result: ActionResult | undefined;
};

const intents = visitSettingsIntents;

/** How many visits each site takes per slot. */
function CapacityForm({ settings, result }: VisitSettingsFormProps) {
  return (
    <ActionForm
      intent={intents.capacity}
      result={result}
      submitLabel="Guardar capacidad"
      hidden={{ count: settings.capacities.length }}
    >
      <Text size="small" tone="muted">
        Cuántas visitas o pruebas de manejo entran en cada horario de {visitRules.slotMinutes}{' '}
        minutos (de 1 a {visitRules.maxCapacity}).
      </Text>
      <FieldGrid>
        {settings.capacities.map((entry, index) => (
          <Fragment key={entry.site}>
            <input type="hidden" name={`capacities.${index}.site`} value={entry.site} />
            <TextField
              label={`Visitas por horario en ${siteNameOf(entry.site)}`}
              name={`capacities.${index}.capacity`}
              type="number"
              min={1}
              max={visitRules.maxCapacity}
              step={1}
              defaultValue={entry.capacity}
              errorMessage={fieldError(result, intents.capacity, `capacities.${index}.capacity`)}
            />
          </Fragment>
        ))}
      </FieldGrid>
    </ActionForm>
  );
}

/** The days closed from today on, each with its button that opens it again. */
function ClosedDaysTable({ days }: { days: VisitSettings['closed_days'] }) {
  if (days.length === 0) return <Text tone="muted">No hay días cerrados desde hoy.</Text>;
  return (
    <Table
      caption={`Días cerrados desde hoy (${days.length})`}
      columns={['Fecha', 'Sucursal', 'Motivo', 'Acciones']}
    >
      {days.map((day) => (
        <tr key={`${day.site} ${day.date}`}>
          <td>
            <Figure>{formatShortDate(day.date)}</Figure> ({formatLocalDate(day.date)})
          </td>
          <td>{siteNameOf(day.site)}</td>
          <td>{day.reason}</td>
          <td>
            <Form method="post">
              <input type="hidden" name="intent" value={intents.removeClosedDay} />
              <input type="hidden" name="site" value={day.site} />
              <input type="hidden" name="date" value={day.date} />
              <Button type="submit" size="small" variant="secondary">
                Abrir el día
                <VisuallyHidden>
                  {' '}
                  {formatShortDate(day.date)} en {siteNameOf(day.site)}
                </VisuallyHidden>
              </Button>
            </Form>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Closes a day at a site, with its reason; a day closed leaves the form empty for the next. */
function AddClosedDayForm({ result }: { result: ActionResult | undefined }) {
  const addRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData : undefined;
  const isAdding = submitting?.get('intent') === intents.addClosedDay;

  useEffect(() => {
    if (result?.ok && result.intent === intents.addClosedDay) addRef.current?.reset();
  }, [result]);

  return (
    <Form method="post" ref={addRef} noValidate aria-label="Cerrar un día">
      <input type="hidden" name="intent" value={intents.addClosedDay} />
      <Stack space="medium">
        <FormResult result={result} intent={intents.addClosedDay} formRef={addRef} focusOnSuccess />
        <FieldGrid>
          <CustomSelect
            label="Sucursal"
            name="site"
            options={siteOptions}
            defaultValue={siteOptions[0]?.value}
            errorMessage={fieldError(result, intents.addClosedDay, 'site')}
          />
          <TextField
            label="Día"
            type="date"
            name="date"
            errorMessage={fieldError(result, intents.addClosedDay, 'date')}
          />
          <TextField
            label="Motivo"
            name="reason"
            maxLength={200}
            helpText="Por ejemplo, el feriado."
            errorMessage={fieldError(result, intents.addClosedDay, 'reason')}
          />
        </FieldGrid>
        <div>
          <Button type="submit" isBusy={isAdding} busyLabel="Guardando…">
            Cerrar el día
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/**
 * The visits' parameters: how many visits each site takes per slot, and the days a site
 * takes none (holidays), added with a reason and opened again.
 */
export function VisitSettingsForm({ settings, result }: VisitSettingsFormProps) {
  const removeRef = useRef<HTMLFormElement>(null);
  return (
    <Stack space="large">
      <CapacityForm settings={settings} result={result} />
      <Stack space="medium">
        <Heading level={3}>Días cerrados</Heading>
        <FormResult
          result={result}
          intent={intents.removeClosedDay}
          formRef={removeRef}
          focusOnSuccess
        />
        <ClosedDaysTable days={settings.closed_days} />
        <AddClosedDayForm result={result} />
      </Stack>
    </Stack>
  );
}
