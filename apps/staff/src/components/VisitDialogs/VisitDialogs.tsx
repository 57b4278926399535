import { useEffect, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { useFetcher } from 'react-router';
import { Button, Inline, Modal, Stack, Text, TextField } from '@territorio/design-system';
import type { StaffVisit } from '@territorio/api-client/staff';
import type { ActionResult } from '../../lib/actions';
import { formatLocalDate, joined } from '../../lib/format';
import { FormResult, fieldError } from '../Notice/FormResult';
import * as styles from './VisitDialogs.css';

/**
 * The agenda action's intents, each answered as `${intent}-${code}` (the bulk cancel, of
 * several visits, as its intent alone).
 */
export const visitIntents = {
  status: 'status',
  notes: 'notes',
  cancel: 'cancel',
  bulkCancel: 'bulk-cancel',
} as const;

export type VisitDialogProps = {
  visit: StaffVisit;
  /** Closed: with the saved change's message, or '' when left without a change. */
  onClose: (message: string) => void;
};

type VisitFormDialogProps = VisitDialogProps & {
  intent: (typeof visitIntents)['notes' | 'cancel'];
  title: string;
  submitLabel: string;
  /** The dialog's fields: `ref` goes to the one focused on opening. */
  children: (fields: {
    error: (name: string) => string | undefined;
    ref: Ref<HTMLInputElement | HTMLTextAreaElement>;
  }) => ReactNode;
};

/** A dialog whose form goes to the agenda's action; it closes once the change is saved. */
function VisitFormDialog({
  visit,
  onClose,
  intent,
  title,
  submitLabel,
  children,
}: VisitFormDialogProps) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const result = fetcher.data;
  const resultIntent = `${intent}-${visit.code}`;

  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) onClose(result.message);
  }, [fetcher.state, result, onClose]);

  return (
    <Modal open onClose={() => onClose('')} title={title} initialFocusRef={fieldRef}>
      <fetcher.Form method="post" ref={formRef} noValidate>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="code" value={visit.code} />
        <input type="hidden" name="name" value={visit.name} />
        <Stack space="medium">
          <Text size="small" tone="muted">
            {joined([
              `${formatLocalDate(visit.date)}, ${visit.time}`,
              visit.test_drive ? 'Prueba de manejo' : 'Visita',
              visit.vehicle.title,
            ])}
          </Text>
          <FormResult result={result} intent={resultIntent} formRef={formRef} />
          {children({ error: (name) => fieldError(result, resultIntent, name), ref: fieldRef })}
          <Inline space="small" align="right">
            <Button variant="secondary" onClick={() => onClose('')}>
              Volver
            </Button>
            <Button type="submit" isBusy={fetcher.state !== 'idle'} busyLabel="Guardando…">
              {submitLabel}
            </Button>
          </Inline>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

/** The staff's notes on a visit (what the buyer asked for, how it went). */
export function VisitNotesDialog(props: VisitDialogProps) {
  const { visit } = props;
  return (
    <VisitFormDialog
      {...props}
      intent={visitIntents.notes}
      title={`Notas de la visita de ${visit.name}`}
      submitLabel="Guardar notas"
    >
      {(field) => (
        <TextField
          ref={field.ref}
          label="Notas"
          type="textarea"
          name="notes"
          rows={4}
          maxLength={2000}
          defaultValue={visit.notes}
          errorMessage={field.error('notes')}
        />
      )}
    </VisitFormDialog>
  );
}

/**
 * Cancels a booked visit with a reason (kept in the audit log); the buyer gets the
 * calendar's cancellation by email and the slot is free again. The dialog is the
 * confirmation: nothing is sent until its button is pressed with a reason.
 */
export function CancelVisitDialog(props: VisitDialogProps) {
  const { visit } = props;
  return (
    <VisitFormDialog
      {...props}
      intent={visitIntents.cancel}
      title={`Cancelar la visita de ${visit.name}`}
      submitLabel="Sí, cancelar la visita"
    >
      {(field) => (
        <>
          <Text>
            Le enviamos a {visit.email} la cancelación para su calendario y el horario queda libre.
            No se puede deshacer.
          </Text>
          <TextField
            ref={field.ref}
            label="Motivo"
            type="textarea"
            name="reason"
            rows={3}
            maxLength={500}
            required
            helpText="Queda en el registro de auditoría."
            errorMessage={field.error('reason')}
          />
        </>
      )}
    </VisitFormDialog>
  );
}

export type CancelVisitsSilentlyDialogProps = {
  /** The booked visits chosen, in the agenda's order. */
  visits: readonly StaffVisit[];
  /** Closed: with the outcome's message, or '' when left without a change. */
  onClose: (message: string) => void;
};

/**
 * Cancels the visits chosen as presumed fake bookings: with a reason (kept in the audit
 * log), their places freed, and nothing sent to their addresses. The dialog lists them and
 * is the confirmation: nothing changes until its button is pressed with a reason.
 */
export function CancelVisitsSilentlyDialog({ visits, onClose }: CancelVisitsSilentlyDialogProps) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const result = fetcher.data;
  const intent = visitIntents.bulkCancel;
  const count = visits.length;
  const counted = count === 1 ? '1 visita' : `${count} visitas`;

  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) onClose(result.message);
  }, [fetcher.state, result, onClose]);

  return (
    <Modal
      open
      onClose={() => onClose('')}
      title={`Cancelar ${counted} sin avisar`}
      initialFocusRef={reasonRef}
    >
      <fetcher.Form method="post" ref={formRef} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {visits.map((visit) => (
          <input key={visit.code} type="hidden" name="codes" value={visit.code} />
        ))}
        <Stack space="medium">
          <Text>
            Sus horarios quedan libres y sus recordatorios no salen. No le enviamos nada a ninguna
            de estas direcciones: las tratamos como reservas falsas. No se puede deshacer.
          </Text>
          <ul className={styles.chosen} aria-label="Visitas elegidas">
            {visits.map((visit) => (
              <li key={visit.code}>
                {joined([
                  `${formatLocalDate(visit.date)}, ${visit.time}`,
                  visit.name,
                  visit.email,
                  visit.telephone,
                ])}
              </li>
            ))}
          </ul>
          <FormResult result={result} intent={intent} formRef={formRef} />
          <TextField
            ref={reasonRef}
            label="Motivo"
            type="textarea"
            name="reason"
            rows={3}
            maxLength={500}
            required
            helpText="Queda en el registro de auditoría de cada visita."
            errorMessage={fieldError(result, intent, 'reason')}
          />
          <Inline space="small" align="right">
            <Button variant="secondary" onClick={() => onClose('')}>
              Volver
            </Button>
            <Button type="submit" isBusy={fetcher.state !== 'idle'} busyLabel="Cancelando…">
              Sí, cancelar {counted}
            </Button>
          </Inline>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
