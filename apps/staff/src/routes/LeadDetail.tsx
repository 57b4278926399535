import { useEffect, useRef } from 'react';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router-dom';
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
  TextLink,
} from '@territorio/design-system';
import { brandName } from '@territorio/api-client/core';
import {
  leadDetailSchema,
  leadNoteSchema,
  leadStatusLabels,
  leadTypeLabels,
  leadUpdateSchema,
  staffMemberSchema,
} from '@territorio/api-client/staff';
import type { LeadDetail as LeadDetailWire, StaffMember } from '@territorio/api-client/staff';
import { z } from 'zod';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import { parseOrThrow, runAction, textField, withSession } from '../lib/actions';
import type { ActionResult } from '../lib/actions';
import { formatDateTime } from '../lib/format';
import { labelOptions } from '../lib/options';
import { FormResult, fieldError } from '../components/Notice/FormResult';
import { leadVehicle } from './Leads';
import { requireAction } from './session';

type LeadData = { lead: LeadDetailWire; members: StaffMember[] };

export async function leadLoader({ request, params }: LoaderFunctionArgs): Promise<LeadData> {
  await requireAction(request, 'leads');
  const id = params.id ?? '';
  const [lead, members] = await withSession(request, () =>
    Promise.all([
      staffGet(staffUrl('lead', { id }), leadDetailSchema),
      staffGet(staffUrl('members'), z.array(staffMemberSchema)),
    ]),
  );
  return { lead, members };
}

export async function leadAction({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? '';
  const form = await request.formData();
  const intent = textField(form, 'intent');
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
  const { lead, members } = useLoaderData() as LeadData;
  const result = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const updateRef = useRef<HTMLFormElement>(null);
  const noteRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;

  // A saved note leaves the field empty for the next one.
  useEffect(() => {
    if (result?.ok && result.intent === 'note') noteRef.current?.reset();
  }, [result]);

  return (
    <Stack space="large">
      <Stack space="small">
        <TextLink href="/consultas">Volver a consultas</TextLink>
        <Heading level={1}>
          {leadTypeLabels[lead.type]}: {lead.name} {lead.lastname}
        </Heading>
        <Text tone="muted">
          {lead.brand_id === null ? 'Grupo' : brandName(lead.brand_id)} · {leadVehicle(lead)} ·{' '}
          {formatDateTime(lead.created_at)}
        </Text>
      </Stack>

      <Card padding="medium" as="section" aria-labelledby="lead-contact">
        <Stack space="medium">
          <Heading level={2} id="lead-contact">
            Contacto
          </Heading>
          <Text>
            {lead.email}
            {lead.telephone ? ` · ${lead.telephone}` : ''}
          </Text>
          {lead.reference ? <Text>Código de arrepentimiento: {lead.reference}</Text> : null}
          {lead.operation_code ? <Text>Operación: {lead.operation_code}</Text> : null}
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
        </Stack>
      </Card>

      <Card padding="medium" as="section" aria-labelledby="lead-status">
        <Form method="post" ref={updateRef}>
          <input type="hidden" name="intent" value="update" />
          <Stack space="medium">
            <Heading level={2} id="lead-status">
              Estado y asignación
            </Heading>
            <FormResult result={result} intent="update" formRef={updateRef} />
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
                ...members.map((member) => ({ value: String(member.id), label: member.name })),
              ]}
              defaultValue={lead.assigned_to ? String(lead.assigned_to.id) : ''}
              errorMessage={fieldError(result, 'update', 'assigned_to')}
            />
            <div>
              <Button type="submit" isBusy={submitting === 'update'} busyLabel="Guardando…">
                Guardar
              </Button>
            </div>
          </Stack>
        </Form>
      </Card>

      <Card padding="medium" as="section" aria-labelledby="lead-notes">
        <Stack space="medium">
          <Heading level={2} id="lead-notes">
            Notas
          </Heading>
          {lead.notes.length === 0 ? (
            <Text tone="muted">Todavía no hay notas.</Text>
          ) : (
            <Stack as="ol" space="small">
              {lead.notes.map((note) => (
                <li key={note.id}>
                  <Text size="small" tone="muted">
                    {note.author} · {formatDateTime(note.created_at)}
                  </Text>
                  <Text>{note.text}</Text>
                </li>
              ))}
            </Stack>
          )}
          <Form method="post" ref={noteRef} noValidate>
            <input type="hidden" name="intent" value="note" />
            <Stack space="medium">
              <FormResult result={result} intent="note" formRef={noteRef} />
              <TextField
                label="Nueva nota"
                type="textarea"
                name="text"
                rows={3}
                maxLength={2000}
                errorMessage={fieldError(result, 'note', 'text')}
              />
              <div>
                <Button type="submit" isBusy={submitting === 'note'} busyLabel="Guardando…">
                  Agregar nota
                </Button>
              </div>
            </Stack>
          </Form>
        </Stack>
      </Card>
    </Stack>
  );
}
