import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Heading, Stack, Text } from '@territorio/design-system';
import { isLocalDate, visitSiteBySlug } from '@territorio/api-client/core';
import {
  agendaSchema,
  agendaViews,
  visitStaffCancelSchema,
  visitStatusLabels,
  visitUpdateSchema,
} from '@territorio/api-client/staff';
import type { Agenda as AgendaWire, StaffVisit } from '@territorio/api-client/staff';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import { parseOrThrow, runAction, textField, withSession } from '../lib/actions';
import type { ActionResult } from '../lib/actions';
import { formatLocalDate } from '../lib/format';
import { labelOf } from '../lib/labels';
import { siteNameOf, siteOptions } from '../lib/options';
import { AgendaDay } from '../components/AgendaDay/AgendaDay';
import { AgendaNav } from '../components/AgendaNav/AgendaNav';
import { Notice } from '../components/Notice/Notice';
import {
  CancelVisitDialog,
  VisitNotesDialog,
  visitIntents,
} from '../components/VisitDialogs/VisitDialogs';
import { requireAction } from './session';

/**
 * The agenda the address asks for, in the contract's terms: a site of the group (the head
 * office when none or another is named), a day or a week, from a date (the site's today
 * when none is given, as the API reads it).
 */
export function agendaQuery(url: string): URLSearchParams {
  const search = new URL(url).searchParams;
  const site = search.get('site');
  const view = search.get('view');
  const from = search.get('from');
  const query = new URLSearchParams({
    site: visitSiteBySlug(site) && site ? site : (siteOptions[0]?.value ?? ''),
  });
  if (view && (agendaViews as readonly string[]).includes(view)) query.set('view', view);
  if (isLocalDate(from)) query.set('from', from);
  return query;
}

export async function agendaLoader({ request }: LoaderFunctionArgs): Promise<AgendaWire> {
  await requireAction(request, 'agenda');
  return withSession(request, () =>
    staffGet(staffUrl('agenda'), agendaSchema, agendaQuery(request.url)),
  );
}

/** What the page says once an outcome is saved. */
function outcomeMessage(name: string, status: string): string {
  return status === 'booked'
    ? `La visita de ${name} volvió a quedar agendada, sin resultado.`
    : `La visita de ${name} quedó como «${labelOf(visitStatusLabels, status)}».`;
}

export async function agendaAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = textField(form, 'intent');
  const code = textField(form, 'code');
  const name = textField(form, 'name');
  const url = staffUrl('visit', { code });
  switch (intent) {
    case visitIntents.cancel:
      return runAction(
        request,
        `${intent}-${code}`,
        () => {
          const body = parseOrThrow(visitStaffCancelSchema, {
            reason: String(form.get('reason') ?? ''),
          });
          return staffSend('POST', staffUrl('visitCancel', { code }), body);
        },
        `Cancelamos la visita de ${name} y le enviamos la cancelación por email.`,
      );
    case visitIntents.notes:
      return runAction(
        request,
        `${intent}-${code}`,
        () => {
          const body = parseOrThrow(visitUpdateSchema, { notes: String(form.get('notes') ?? '') });
          return staffSend('PATCH', url, body);
        },
        `Guardamos las notas de la visita de ${name}.`,
      );
    default: {
      const status = textField(form, 'status');
      return runAction(
        request,
        `${visitIntents.status}-${code}`,
        () => staffSend('PATCH', url, parseOrThrow(visitUpdateSchema, { status })),
        outcomeMessage(name, status),
      );
    }
  }
}

type Dialog = { kind: 'notes' | 'cancel'; visit: StaffVisit };
/** The page's last outcome, for the agenda on screen when it happened. */
type Outcome = { agenda: string; ok: boolean; message: string; focus: boolean };

export function Agenda() {
  const agenda = useLoaderData() as AgendaWire;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const shown = `${agenda.site} ${agenda.view} ${agenda.dates[0] ?? ''}`;
  const siteName = siteNameOf(agenda.site);
  const first = agenda.dates[0] ?? '';
  const last = agenda.dates.at(-1) ?? first;

  // A change whose control left the page (a cancelled visit's button) leaves focus here.
  useEffect(() => {
    if (outcome?.focus) noticeRef.current?.focus();
  }, [outcome]);

  const onResult = useCallback(
    (result: ActionResult) =>
      setOutcome({ agenda: shown, ok: result.ok, message: result.message, focus: !result.ok }),
    [shown],
  );
  const onDialogClose = (message: string) => {
    const kind = dialog?.kind;
    setDialog(null);
    if (message) setOutcome({ agenda: shown, ok: true, message, focus: kind === 'cancel' });
  };

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>Agenda de visitas</Heading>
        <Text tone="muted">
          {agenda.view === 'week'
            ? `${siteName}, del ${formatLocalDate(first)} al ${formatLocalDate(last)}. Horarios de la sucursal.`
            : `${siteName}, ${formatLocalDate(first)}. Horarios de la sucursal.`}
        </Text>
      </Stack>
      <AgendaNav agenda={agenda} />
      {outcome && outcome.agenda === shown ? (
        <Notice ref={noticeRef} tone={outcome.ok ? 'positive' : 'critical'}>
          {outcome.message}
        </Notice>
      ) : null}
      {agenda.dates.map((date) => (
        <AgendaDay
          key={date}
          date={date}
          siteName={siteName}
          isClosed={agenda.closed.includes(date)}
          visits={agenda.visits.filter((visit) => visit.date === date)}
          onResult={onResult}
          onEditNotes={(visit) => setDialog({ kind: 'notes', visit })}
          onCancel={(visit) => setDialog({ kind: 'cancel', visit })}
        />
      ))}
      {dialog?.kind === 'notes' ? (
        <VisitNotesDialog key={dialog.visit.code} visit={dialog.visit} onClose={onDialogClose} />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <CancelVisitDialog key={dialog.visit.code} visit={dialog.visit} onClose={onDialogClose} />
      ) : null}
    </Stack>
  );
}
