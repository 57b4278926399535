/**
 * DECISIONS 'Botón de arrepentimiento' (Disposición 954/2025): a withdrawal request,
 * pre-filled with the operation code when one is known.
 */
import { useState } from 'react';
import { withdrawalCaseCodeText } from '@territorio/api-client/core';
import { Button, Stack, Text, TextField } from '@territorio/design-system';
import { personalDataNotice } from '@territorio/site-config';
import { useServices } from '../services/context';
import { withdrawalCopy } from '../shared-gaps';
import * as styles from '../layout/layout.css';
import { ConnectionNotice } from './ConnectionNotice';
import { personFields, useFieldValues } from './fields';
import { ErrorMessage, SuccessMessage } from './FormFeedback';
import { useCheckedForm } from './useFormStore';
import { validate } from './validation';

type Values = {
  name: string;
  lastname: string;
  email: string;
  telephone: string;
  dni: string;
  operation_code: string;
  message: string;
};
type Field = keyof Values;

export function WithdrawalForm({ operationCode = '' }: { operationCode?: string }) {
  const { api } = useServices();
  const { values, bind } = useFieldValues<Values>({
    name: '',
    lastname: '',
    email: '',
    telephone: '',
    dni: '',
    operation_code: operationCode,
    message: '',
  });
  const { store, form, formRef, errors, submitWith, preload } = useCheckedForm(() =>
    validate<Field>('withdrawal', values),
  );

  const [caseCode, setCaseCode] = useState<string | null>(null);

  const onSubmit = submitWith(() => {
    void store.getState().send(async () => {
      const reference = await api.sendWithdrawal({
        name: values.name.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        telephone: values.telephone.trim(),
        dni: values.dni.trim(),
        operation_code: values.operation_code.trim(),
        message: values.message,
      });
      setCaseCode(reference);
    });
  });

  if (form.status === 'success') {
    return (
      <SuccessMessage
        title={withdrawalCopy.success}
        text={caseCode === null ? undefined : withdrawalCaseCodeText(caseCode)}
      />
    );
  }
  if (form.status === 'error') {
    return <ErrorMessage detail={form.errorMessage} onRetry={() => store.getState().edit()} />;
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      aria-label={withdrawalCopy.title}
    >
      <Stack space="medium">
        <Text>{withdrawalCopy.intro}</Text>
        <Text>{withdrawalCopy.caseCodeNotice}</Text>
        <div className={styles.formGrid}>
          <TextField {...personFields.name} required {...bind('name', errors)} />
          <TextField {...personFields.lastname} required {...bind('lastname', errors)} />
          <TextField {...personFields.email} required {...bind('email', errors)} />
          <TextField {...personFields.telephone} {...bind('telephone', errors)} />
          <TextField label="DNI" inputMode="numeric" {...bind('dni', errors)} />
          <TextField
            label="Código de operación"
            {...bind('operation_code')}
            helpText="Lo encontrás en el email de tu reserva."
          />
          <TextField
            {...personFields.message}
            label="Motivo (opcional)"
            className={styles.fullRow}
            {...bind('message')}
          />
        </div>
        <Text size="xsmall" tone="muted">
          {personalDataNotice}
        </Text>
        <div>
          <ConnectionNotice />
          <Button type="submit" isBusy={form.status === 'sending'} busyLabel="Enviando…">
            Enviar solicitud
          </Button>
        </div>
      </Stack>
    </form>
  );
}
