/**
 * DECISIONS 'Botón de arrepentimiento' (Disposición 954/2025): the withdrawal request,
 * pre-filled with the operation code when one is known. The rule is api-client's
 * withdrawal request schema (the catalogue's form checks the same one) and the words are
 * api-client's messages; it posts to the API's withdrawal endpoint (apiPaths.withdrawal).
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  errorMessage,
  loadRequestSchemas,
  messages,
  withdrawalCaseCodeText,
} from '@territorio/api-client/core';
import type { WithdrawalBody } from '@territorio/api-client/core';
import { Button, Stack, Text, TextField } from '@territorio/design-system';
import { personalDataMessages } from '@territorio/dealership-flow';
import { personalDataNotice } from '@territorio/site-config';
import { useAppServices } from '../app/services';
import { Notice } from '../flow/parts';
import * as styles from '../flow/flow.css';

type Values = Required<{ [Field in keyof WithdrawalBody]: string }>;
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

/** The fields in the order they are shown (and checked: the first wrong one takes the focus). */
const fieldOrder: readonly Field[] = [
  'name',
  'lastname',
  'email',
  'telephone',
  'dni',
  'operation_code',
  'message',
];

/** The message of a field the schema refuses, in the personal data's words. */
function fieldMessage(field: Field, value: string): string {
  const isBlank = value.trim() === '';
  switch (field) {
    case 'name':
      return personalDataMessages.nameRequired;
    case 'lastname':
      return personalDataMessages.lastnameRequired;
    case 'email':
      return isBlank ? personalDataMessages.emailRequired : personalDataMessages.emailInvalid;
    default:
      return messages.fieldInvalid;
  }
}

/** The schema's verdict on the values: one message per refused field. */
async function check(values: Values): Promise<Errors> {
  const { withdrawal } = await loadRequestSchemas();
  const result = withdrawal.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (!fieldOrder.includes(field) || errors[field]) continue;
    errors[field] = fieldMessage(field, values[field]);
  }
  return errors;
}

type Status =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly reference: string }
  | { readonly kind: 'failed'; readonly message: string };

export const WithdrawalForm = ({ operationCode = '' }: { operationCode?: string }) => {
  const { api } = useAppServices();
  const [values, setValues] = useState<Values>({
    name: '',
    lastname: '',
    email: '',
    telephone: '',
    dni: '',
    operation_code: operationCode,
    message: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const result = useRef<HTMLParagraphElement>(null);

  // The answer replaces the form (or stands above it): the focus goes to it.
  useEffect(() => {
    if (status.kind === 'sent' || status.kind === 'failed') result.current?.focus();
  }, [status.kind]);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    errorMessage: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    let found: Errors;
    try {
      found = await check(values);
    } catch (error) {
      setStatus({ kind: 'failed', message: errorMessage(error) });
      return;
    }
    setErrors(found);
    const firstWrong = fieldOrder.find((field) => found[field]);
    if (firstWrong) {
      setStatus({ kind: 'editing' });
      const control = form.elements.namedItem(firstWrong);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    try {
      const reference = await api.sendWithdrawal({
        name: values.name.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        telephone: values.telephone.trim(),
        dni: values.dni.trim(),
        operation_code: values.operation_code.trim(),
        message: values.message,
      });
      setStatus({ kind: 'sent', reference });
    } catch (error) {
      setStatus({ kind: 'failed', message: errorMessage(error) });
    }
  };

  if (status.kind === 'sent') {
    return (
      <div role="status">
        <p ref={result} tabIndex={-1} className={styles.focusableStatus}>
          {messages.withdrawalSuccess} {withdrawalCaseCodeText(status.reference)}
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={messages.withdrawalTitle}
    >
      <Stack space="medium">
        <Text>{messages.withdrawalIntro}</Text>
        {status.kind === 'failed' ? (
          <Notice tone="critical">
            <p ref={result} tabIndex={-1} className={styles.focusableStatus}>
              {messages.contactErrorTitle} {status.message}
            </p>
          </Notice>
        ) : null}
        <div className={styles.formGrid}>
          <TextField label="Nombre" autoComplete="given-name" required {...bind('name')} />
          <TextField label="Apellido" autoComplete="family-name" required {...bind('lastname')} />
          <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
          <TextField label="Teléfono" type="tel" autoComplete="tel" {...bind('telephone')} />
          <TextField label="DNI" inputMode="numeric" autoComplete="off" {...bind('dni')} />
          <TextField
            label="Código de operación"
            autoComplete="off"
            helpText="Lo encontrás en el email de tu reserva."
            {...bind('operation_code')}
          />
          <TextField label="Motivo (opcional)" type="textarea" {...bind('message')} />
        </div>
        <Text size="xsmall" tone="muted">
          {personalDataNotice}
        </Text>
        <div>
          <Button
            type="submit"
            variant="primary"
            isBusy={status.kind === 'sending'}
            busyLabel="Enviando…"
          >
            Enviar solicitud
          </Button>
        </div>
      </Stack>
    </form>
  );
};
