import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button, Inline, Text, VisuallyHidden } from '@territorio/design-system';
import { visitStatusLabels } from '@territorio/api-client/staff';
import type { StaffVisit, VisitFlood } from '@territorio/api-client/staff';
import type { ActionResult } from '../../lib/actions';
import { formatLocalDate, phoneHref } from '../../lib/format';
import { Checkbox } from '../Checkbox/Checkbox';
import { FloodWarning } from '../FloodWarning/FloodWarning';
import { Notice } from '../Notice/Notice';
import { Section } from '../Section/Section';
import { Figure, Table } from '../Table/Table';
import { visitIntents } from '../VisitDialogs/VisitDialogs';

export type AgendaDayProps = {
  date: string;
  siteName: string;
  /** The site takes no visits that day (a day closed in the parameters). */
  isClosed: boolean;
  /** The day's visits, in time order. */
  visits: readonly StaffVisit[];
  /** The day's slots and the day itself, when they filled unusually fast from few sources. */
  floods: readonly VisitFlood[];
  /** The codes of the visits chosen for the bulk cancel (booked visits only). */
  chosen: ReadonlySet<string>;
  /** Chooses or leaves out visits (a row's box, a warning's button). */
  onChoose: (codes: readonly string[], isChosen: boolean) => void;
  /** An outcome was saved or refused: the page says so. */
  onResult: (result: ActionResult) => void;
  onEditNotes: (visit: StaffVisit) => void;
  onCancel: (visit: StaffVisit) => void;
};

const outcomes = ['attended', 'no_show'] as const;

/**
 * "Asistió" and "No asistió" as toggle buttons (aria-pressed): pressing the one that is on
 * takes the mark back. Focus stays on the button pressed, which stays where it was.
 */
function OutcomeButtons({
  visit,
  onResult,
}: {
  visit: StaffVisit;
  onResult: AgendaDayProps['onResult'];
}) {
  const fetcher = useFetcher<ActionResult>();
  const reported = useRef<ActionResult | undefined>(undefined);
  const result = fetcher.data;
  const pending = fetcher.state === 'idle' ? null : fetcher.formData?.get('status');

  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || reported.current === result) return;
    reported.current = result;
    onResult(result);
  }, [fetcher.state, result, onResult]);

  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={visitIntents.status} />
      <input type="hidden" name="code" value={visit.code} />
      <input type="hidden" name="name" value={visit.name} />
      <Inline space="xsmall">
        {outcomes.map((outcome) => {
          const isOn = visit.status === outcome;
          const value = isOn ? 'booked' : outcome;
          return (
            <Button
              key={outcome}
              type="submit"
              name="status"
              value={value}
              size="small"
              variant={isOn ? 'primary' : 'secondary'}
              aria-pressed={isOn}
              isBusy={pending === value}
            >
              {visitStatusLabels[outcome]}
              {/* Spanish puts the subject after the verb: 'Asistió Lucía Quiroga (10:30)'. */}
              <VisuallyHidden>
                {' '}
                {visit.name} ({visit.time})
              </VisuallyHidden>
            </Button>
          );
        })}
      </Inline>
    </fetcher.Form>
  );
}

/**
 * A day of a site's agenda: a closed day says so; a slot or the day that filled unusually
 * fast from few sources is warned about; no visits, said too; else the visits' table, each
 * booked visit with its box to choose it for the bulk cancel.
 */
export function AgendaDay({
  date,
  siteName,
  isClosed,
  visits,
  floods,
  chosen,
  onChoose,
  onResult,
  onEditNotes,
  onCancel,
}: AgendaDayProps) {
  const day = formatLocalDate(date);
  const hasBooked = visits.some((visit) => visit.status === 'booked');
  return (
    <Section title={day.charAt(0).toUpperCase() + day.slice(1)}>
      {isClosed ? (
        <Notice tone="neutral">
          {hasBooked
            ? `${siteName} no atiende este día y hay visitas agendadas: llamá a cada comprador para cambiar o cancelar su visita.`
            : `${siteName} no atiende este día: no se agendan visitas.`}
        </Notice>
      ) : null}
      {floods.map((flood) => (
        <FloodWarning
          key={`${flood.time ?? 'day'} ${flood.codes.join(' ')}`}
          flood={flood}
          onChoose={(codes) => onChoose(codes, true)}
        />
      ))}
      {visits.length === 0 ? (
        <Notice tone="neutral">
          No hay visitas agendadas para el {day} en {siteName}.
        </Notice>
      ) : (
        <Table
          caption={`Visitas del ${day} en ${siteName} (${visits.length})`}
          columns={[
            'Elegir',
            'Hora',
            'Nombre',
            'Teléfono',
            'Email',
            'Vehículo',
            'Tipo',
            'Estado',
            'Acciones',
          ]}
        >
          {visits.map((visit) => (
            <tr key={visit.code}>
              <td>
                {visit.status === 'booked' ? (
                  <Checkbox
                    label={`Elegir la visita de ${visit.name} (${visit.time})`}
                    isLabelHidden
                    checked={chosen.has(visit.code)}
                    onChange={(isChosen) => onChoose([visit.code], isChosen)}
                  />
                ) : null}
              </td>
              <td>
                <Figure>{visit.time}</Figure>
              </td>
              <td>
                {visit.name}
                {visit.source && visit.status === 'booked' ? (
                  <>
                    <br />
                    <Text as="span" size="small" tone="muted">
                      Mismo origen que otras: {visit.source}
                    </Text>
                  </>
                ) : null}
              </td>
              <td>
                <Figure>
                  <a href={phoneHref(visit.telephone)}>{visit.telephone}</a>
                </Figure>
              </td>
              <td>
                <a href={`mailto:${visit.email}`}>{visit.email}</a>
              </td>
              <td>{visit.vehicle.title}</td>
              <td>{visit.test_drive ? 'Prueba de manejo' : 'Visita'}</td>
              <td>
                <Text as="span" weight="medium">
                  {visitStatusLabels[visit.status]}
                </Text>
                {visit.notes ? (
                  <>
                    <br />
                    <Text as="span" size="small" tone="muted">
                      Notas: {visit.notes}
                    </Text>
                  </>
                ) : null}
              </td>
              <td>
                <Inline space="xsmall">
                  {visit.status === 'cancelled' ? null : (
                    <OutcomeButtons visit={visit} onResult={onResult} />
                  )}
                  <Button size="small" variant="secondary" onClick={() => onEditNotes(visit)}>
                    Notas<VisuallyHidden> de la visita de {visit.name}</VisuallyHidden>
                  </Button>
                  {visit.status === 'booked' ? (
                    <Button size="small" variant="secondary" onClick={() => onCancel(visit)}>
                      Cancelar visita<VisuallyHidden> de {visit.name}</VisuallyHidden>
                    </Button>
                  ) : null}
                </Inline>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}
