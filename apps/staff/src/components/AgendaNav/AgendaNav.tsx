import { Form } from 'react-router';
import { Button, CustomSelect, Inline, Stack, TextField } from '@territorio/design-system';
import { addDays } from '@territorio/api-client/core';
import type { Agenda } from '@territorio/api-client/staff';
import { labelOptions, siteOptions } from '../../lib/options';
import * as styles from './AgendaNav.css';

export const agendaViewLabels = { day: 'Día', week: 'Semana' } as const;

/** The agenda's address; without `from` it opens on the site's today. */
export function agendaPath(site: string, view: Agenda['view'], from?: string): string {
  const search = new URLSearchParams({ site, view });
  if (from) search.set('from', from);
  return `/agenda?${search.toString()}`;
}

export type AgendaNavProps = { agenda: Agenda };

/**
 * Which agenda is shown: the site, a day or a week, and its first date (a GET form, so the
 * address says it and the back button returns to it), and steps of a day or a week.
 */
export function AgendaNav({ agenda }: AgendaNavProps) {
  const from = agenda.dates[0] ?? '';
  const step = agenda.view === 'week' ? 7 : 1;
  const isWeek = agenda.view === 'week';
  return (
    <Stack space="small">
      <Form
        method="get"
        aria-label="Elegir sucursal, vista y fecha"
        className={styles.controls}
        // The fields show the agenda on screen, also after a step or "Hoy".
        key={`${agenda.site} ${agenda.view} ${from}`}
      >
        <CustomSelect
          label="Sucursal"
          name="site"
          options={siteOptions}
          defaultValue={agenda.site}
        />
        <CustomSelect
          label="Vista"
          name="view"
          options={labelOptions(agendaViewLabels)}
          defaultValue={agenda.view}
        />
        <TextField label={isWeek ? 'Desde' : 'Fecha'} type="date" name="from" defaultValue={from} />
        <div>
          <Button type="submit">Ver agenda</Button>
        </div>
      </Form>
      <nav aria-label="Cambiar de fecha">
        <Inline space="small">
          <Button
            href={agendaPath(agenda.site, agenda.view, addDays(from, -step))}
            variant="secondary"
            size="small"
          >
            {isWeek ? 'Semana anterior' : 'Día anterior'}
          </Button>
          <Button href={agendaPath(agenda.site, agenda.view)} variant="secondary" size="small">
            Hoy
          </Button>
          <Button
            href={agendaPath(agenda.site, agenda.view, addDays(from, step))}
            variant="secondary"
            size="small"
          >
            {isWeek ? 'Semana siguiente' : 'Día siguiente'}
          </Button>
        </Inline>
      </nav>
    </Stack>
  );
}
