/**
 * The withdrawal request ('Botón de arrepentimiento'), one form for every app that offers
 * it: name, last name, email, telephone, DNI, operation code (pre-filled when known) and an
 * optional reason. The caller gives the words, the check (the rules package's schema, the
 * same the API applies) and the sending; the form keeps what was typed through every
 * answer. The first field left wrong takes the focus and says why; the confirmation or the
 * failure takes the focus when it appears, so a screen reader reads it first.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import * as styles from './WithdrawalForm.css';

export const withdrawalFields = [
  'name',
  'lastname',
  'email',
  'telephone',
  'dni',
  'operation_code',
  'message',
] as const;

export type WithdrawalField = (typeof withdrawalFields)[number];
export type WithdrawalFormValues = Record<WithdrawalField, string>;
export type WithdrawalFieldErrors = Partial<Record<WithdrawalField, string>>;

export type WithdrawalFormProps = {
  /** The operation the request is about, when the page knows it. */
  operationCode?: string;
  /** The form's accessible name. */
  title: string;
  /** What the form says before its fields (the right, its term, what happens next). */
  intro: readonly string[];
  /** Under the fields: how the personal data is used. */
  privacyNotice: string;
  /** The message of each refused field; empty when the values may be sent. */
  check(values: WithdrawalFormValues): Promise<WithdrawalFieldErrors>;
  /** Sends the request; resolves with the case reference the answer gives. */
  send(values: WithdrawalFormValues): Promise<string>;
  /** The confirmation, with the case reference. */
  confirmation(reference: string): string;
  /** What a failed check or sending says (the values stay for another try). */
  failure(error: unknown): string;
  /** Shown beside the submit button (a notice that the device is offline). */
  beforeSubmit?: ReactNode;
};

type Status =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly reference: string }
  | { readonly kind: 'failed'; readonly message: string };

function trimmed(values: WithdrawalFormValues): WithdrawalFormValues {
  const { message, ...rest } = values;
  const result = { message } as WithdrawalFormValues;
  for (const [field, value] of Object.entries(rest)) {
    result[field as WithdrawalField] = value.trim();
  }
  return result;
}

export function WithdrawalForm({
  operationCode = '',
  title,
  intro,
  privacyNotice,
  check,
  send,
  confirmation,
  failure,
  beforeSubmit,
}: WithdrawalFormProps) {
  const [values, setValues] = useState<WithdrawalFormValues>({
    name: '',
    lastname: '',
    email: '',
    telephone: '',
    dni: '',
    operation_code: operationCode,
    message: '',
  });
  const [errors, setErrors] = useState<WithdrawalFieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const answer = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status.kind === 'sent' || status.kind === 'failed') answer.current?.focus();
  }, [status]);

  const bind = (field: WithdrawalField) => ({
    name: field,
    value: values[field],
    errorMessage: errors[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = async (form: HTMLFormElement) => {
    setStatus({ kind: 'sending' });
    const request = trimmed(values);
    try {
      const found = await check(request);
      const firstWrong = withdrawalFields.find((field) => found[field]);
      if (firstWrong) {
        setErrors(found);
        setStatus({ kind: 'editing' });
        const control = form.elements.namedItem(firstWrong);
        if (control instanceof HTMLElement) control.focus();
        return;
      }
      setStatus({ kind: 'sent', reference: await send(request) });
    } catch (error) {
      setStatus({ kind: 'failed', message: failure(error) });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind !== 'sending') void submit(event.currentTarget);
  };

  if (status.kind === 'sent') {
    return (
      <p ref={answer} role="status" tabIndex={-1} className={styles.answer}>
        {confirmation(status.reference)}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title}>
      <Stack space="medium">
        {intro.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {status.kind === 'failed' ? (
          <p ref={answer} role="alert" tabIndex={-1} className={styles.failure}>
            {status.message}
          </p>
        ) : null}
        <div className={styles.grid}>
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
          <TextField
            label="Motivo (opcional)"
            type="textarea"
            className={styles.fullRow}
            {...bind('message')}
          />
        </div>
        <Text size="xsmall" tone="muted">
          {privacyNotice}
        </Text>
        <div>
          {beforeSubmit}
          <Button type="submit" isBusy={status.kind === 'sending'} busyLabel="Enviando…">
            Enviar solicitud
          </Button>
        </div>
      </Stack>
    </form>
  );
}
