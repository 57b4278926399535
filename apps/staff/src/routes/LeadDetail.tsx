import { useEffect, useRef } from 'react';
import { useActionData, useLoaderData } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Button, CustomSelect, Inline, Stack, Text, TextField } from '@territorio/design-system';
import { brandName } from '@territorio/api-client/core';
import {
  leadDetailSchema,
  leadNoteSchema,
  leadStatusLabels,
  leadTypeLabels,
  leadUpdateSchema,
  staffCan,
  staffDirectoryEntrySchema,
  withdrawalRefundSchema,
} from '@territorio/api-client/staff';
import type {
  LeadDetail as LeadDetailWire,
  StaffDirectoryEntry,
} from '@territorio/api-client/staff';
import { z } from 'zod';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import { parseOrThrow, runAction, textField, withSession } from '../lib/actions';
import type { ActionResult } from '../lib/actions';
import { formatDateTime, joined } from '../lib/format';
import { labelOptions } from '../lib/options';
import { ActionForm } from '../components/ActionForm/ActionForm';
import { DetailHeader } from '../components/DetailHeader/DetailHeader';
import { fieldError } from '../components/Notice/FormResult';
import { Section } from '../components/Section/Section';
import {
  WithdrawalCase,
  withdrawalRefundIntent,
} from '../components/WithdrawalCase/WithdrawalCase';
import { requireAction } from './session';

type LeadData = {
  lead: LeadDetailWire;
  members: StaffDirectoryEntry[];
  /**
   * A refund is a reservation action, as the API guards it: admin, or sales of the lead's
   * brand (the API checks it again).
   */
  canRefund: boolean;
};

/**
 * The people a lead may go to, its current assignee always among them: a salesperson's
 * list has only their brands' salespeople, and the lead may be with someone else.
 */
function assignable(
  members: readonly Pick<StaffDirectoryEntry, 'id' | 'name'>[],
  current: Pick<StaffDirectoryEntry, 'id' | 'name'> | null,
): Pick<StaffDirectoryEntry, 'id' | 'name'>[] {
  return current && !members.some((member) => member.id === current.id)
    ? [current, ...members]
    : [...members];
}

export async function leadLoader({ request, params }: LoaderFunctionArgs): Promise<LeadData> {
  const session = await requireAction(request, 'leads');
  const id = params.id ?? '';
  const [lead, members] = await withSession(request, () =>
    Promise.all([
      staffGet(staffUrl('lead', { id }), leadDetailSchema),
      staffGet(staffUrl('members'), z.array(staffDirectoryEntrySchema)),
    ]),
  );
  return { lead, members, canRefund: staffCan(session.member, 'reservations', lead.brand_id) };
}

export async function leadAction({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? '';
  const form = await request.formData();
  const intent = textField(form, 'intent');
  if (intent === withdrawalRefundIntent) {
    return runAction(
      request,
      intent,
      () => {
        const body = parseOrThrow(withdrawalRefundSchema, {
          reason: String(form.get('reason') ?? ''),
        });
        return staffSend('POST', staffUrl('leadWithdrawalRefund', { id }), body);
      },
      'Devolvimos la seña y le avisamos al comprador por email.',
    );
  }
  if (intent === 'note') {
    return runAction(
      request,
      intent,
      () => {
        const body = parseOrThrow(leadNoteSchema, { text: String(form.get('text') ?? '') });
        return staffSend('POST', staffUrl('leadNotes', { id }), body);
      },
      'Guardamos la nota.',
    );
  }
  return runAction(request, 'update', () => {
    const assigned = textField(form, 'assigned_to');
    const body = parseOrThrow(leadUpdateSchema, {
      status: textField(form, 'status') || undefined,
      assigned_to: assigned === '' ? null : Number(assigned),
    });
    return staffSend('PATCH', staffUrl('lead', { id }), body);
  });
}

export function LeadDetail() {
  const { lead, members, canRefund } = useLoaderData() as LeadData;
  const isWithdrawal = lead.type === 'withdrawal';
  const result = useActionData() as ActionResult | undefined;
  const noteRef = useRef<HTMLFormElement>(null);

  // A saved note leaves the field empty for the next one.
  useEffect(() => {
    if (result?.ok && result.intent === 'note') noteRef.current?.reset();
  }, [result]);

  return (
    <Stack space="large">
      <DetailHeader
        back={{ href: '/consultas', label: 'Volver a consultas' }}
        title={`${leadTypeLabels[lead.type]}: ${lead.name} ${lead.lastname}`}
        summary={joined([
          lead.brand_id === null ? 'Grupo' : brandName(lead.brand_id),
          lead.vehicle || lead.subject,
          formatDateTime(lead.created_at),
        ])}
      />

      <Section title="Contacto">
        <Text>{joined([lead.email, lead.telephone])}</Text>
        {!isWithdrawal && lead.operation_code ? (
          <Text>Operación: {lead.operation_code}</Text>
        ) : null}
        <Inline space="small">
          {lead.whatsapp_url ? (
            <Button href={lead.whatsapp_url} external variant="primary">
              Responder por WhatsApp
            </Button>
          ) : null}
          {lead.phone_url ? (
            <Button href={lead.phone_url} variant="secondary">
              Llamar
            </Button>
          ) : null}
          <Button href={`mailto:${lead.email}`} variant="secondary">
            Escribir un email
          </Button>
        </Inline>
        {lead.subject ? <Text weight="medium">Asunto: {lead.subject}</Text> : null}
        <Text>{lead.message || 'Sin mensaje.'}</Text>
      </Section>

      {isWithdrawal ? <WithdrawalCase lead={lead} result={result} canRefund={canRefund} /> : null}

      <Section title="Estado y asignación">
        <ActionForm intent="update" result={result} submitLabel="Guardar">
          <CustomSelect
            label="Estado"
            name="status"
            options={labelOptions(leadStatusLabels)}
            defaultValue={lead.status}
            errorMessage={fieldError(result, 'update', 'status')}
          />
          <CustomSelect
            label="Asignada a"
            name="assigned_to"
            placeholder="Sin asignar"
            options={[
              { value: '', label: 'Sin asignar' },
              ...assignable(members, lead.assigned_to).map((member) => ({
                value: String(member.id),
                label: member.name,
              })),
            ]}
            defaultValue={lead.assigned_to ? String(lead.assigned_to.id) : ''}
            errorMessage={fieldError(result, 'update', 'assigned_to')}
          />
        </ActionForm>
      </Section>

      <Section title="Notas">
        {lead.notes.length === 0 ? (
          <Text tone="muted">Todavía no hay notas.</Text>
        ) : (
          <Stack as="ol" space="small">
            {lead.notes.map((note) => (
              <li key={note.id}>
                <Text size="small" tone="muted">
                  {joined([note.author, formatDateTime(note.created_at)])}
                </Text>
                <Text>{note.text}</Text>
              </li>
            ))}
          </Stack>
        )}
        <ActionForm intent="note" result={result} submitLabel="Agregar nota" ref={noteRef}>
          <TextField
            label="Nueva nota"
            type="textarea"
            name="text"
            rows={3}
            maxLength={2000}
            errorMessage={fieldError(result, 'note', 'text')}
          />
        </ActionForm>
      </Section>
    </Stack>
  );
}
