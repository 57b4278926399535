import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Heading, Stack, Text } from '@territorio/design-system';
import { isLocalDate, visitSiteBySlug } from '@territorio/api-client/core';
import {
  agendaSchema,
  agendaViews,
  visitBulkCancelSchema,
  visitBulkCancelledSchema,
  visitStaffCancelSchema,
  visitStatusLabels,
  visitUpdateSchema,
} from '@territorio/api-client/staff';
import type {
  Agenda as AgendaWire,
  StaffVisit,
  VisitBulkCancelled,
} from '@territorio/api-client/staff';
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
  CancelVisitsSilentlyDialog,
  VisitNotesDialog,
  visitIntents,
} from '../components/VisitDialogs/VisitDialogs';
import { VisitSelection } from '../components/VisitSelection/VisitSelection';
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

/** What the page says once visits are cancelled in bulk: how many, and any left as they were. */
function bulkCancelMessage(answer: VisitBulkCancelled): string {
  const cancelled = answer.cancelled.length;
  const skipped = answer.skipped.length;
  const done =
    cancelled === 1
      ? 'Cancelamos 1 visita sin avisar por email; su horario quedó libre.'
      : `Cancelamos ${cancelled} visitas sin avisar por email; sus horarios quedaron libres.`;
  if (skipped === 0) return done;
  return `${done} ${skipped === 1 ? '1 ya no estaba agendada y quedó' : `${skipped} ya no estaban agendadas y quedaron`} como estaban.`;
}

/** Cancels the visits chosen, presumed fake, without emailing anyone. */
async function bulkCancel(request: Request, form: FormData): Promise<ActionResult> {
  let answer: VisitBulkCancelled | undefined;
  const result = await runAction(request, visitIntents.bulkCancel, async () => {
    const body = parseOrThrow(visitBulkCancelSchema, {
      codes: form.getAll('codes').map(String),
      reason: String(form.get('reason') ?? ''),
    });
    answer = await staffSend('POST', staffUrl('visitsCancel'), body, visitBulkCancelledSchema);
  });
  return result.ok && answer ? { ...result, message: bulkCancelMessage(answer) } : result;
}

export async function agendaAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = textField(form, 'intent');
  if (intent === visitIntents.bulkCancel) return bulkCancel(request, form);
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

type Dialog = { kind: 'notes' | 'cancel'; visit: StaffVisit } | { kind: 'bulk-cancel' };
/** The page's last outcome, for the agenda on screen when it happened. */
type Outcome = { agenda: string; ok: boolean; message: string; focus: boolean };
/** The visits chosen for the bulk cancel, for the agenda on screen when they were chosen. */
type Choice = { agenda: string; codes: ReadonlySet<string> };

export function Agenda() {
  const agenda = useLoaderData() as AgendaWire;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const shown = `${agenda.site} ${agenda.view} ${agenda.dates[0] ?? ''}`;
  // Only booked visits of the agenda on screen stay chosen (one cancelled meanwhile leaves).
  const chosenVisits = agenda.visits.filter(
    (visit) =>
      visit.status === 'booked' && choice?.agenda === shown && choice.codes.has(visit.code),
  );
  const chosen = new Set(chosenVisits.map((visit) => visit.code));
  const hasBooked = agenda.visits.some((visit) => visit.status === 'booked');
  const onChoose = (codes: readonly string[], isChosen: boolean) => {
    const next = new Set(chosen);
    for (const code of codes) {
      if (isChosen) next.add(code);
      else next.delete(code);
    }
    setChoice({ agenda: shown, codes: next });
  };
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
    if (!message) return;
    // A cancel removes the control that opened it: focus goes to what it says.
    setOutcome({ agenda: shown, ok: true, message, focus: kind !== 'notes' });
    if (kind === 'bulk-cancel') setChoice(null);
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
      {hasBooked ? (
        <VisitSelection
          count={chosen.size}
          onClear={() => setChoice(null)}
          onCancel={() => setDialog({ kind: 'bulk-cancel' })}
        />
      ) : null}
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
          floods={agenda.floods.filter((flood) => flood.date === date)}
          chosen={chosen}
          onChoose={onChoose}
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
      {dialog?.kind === 'bulk-cancel' ? (
        <CancelVisitsSilentlyDialog visits={chosenVisits} onClose={onDialogClose} />
      ) : null}
    </Stack>
  );
}
