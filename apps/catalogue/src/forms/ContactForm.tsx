/**
 * spec 5 contact form (name, lastname, telephone required; email optional but typed;
 * message free text) posting to the contact endpoint with the given subject. The offers
 * lead form is its short variant (Nombre, Apellido, Teléfono, Email, Enviar).
 */
import { messages } from '@territorio/api-client/core';
import type { BrandId } from '@territorio/api-client/core';
import { Button, Stack, Text, TextField } from '@territorio/design-system';
import { personalDataNotice } from '@territorio/site-config';
import { useServices } from '../services/context';
import * as styles from '../layout/layout.css';
import { ConnectionNotice } from './ConnectionNotice';
import { personFields, useFieldValues } from './fields';
import { ErrorMessage, SuccessMessage } from './FormFeedback';
import { useCheckedForm } from './useFormStore';
import { validate } from './validation';

const emptyValues = { name: '', lastname: '', telephone: '', email: '', message: '' };
type Field = keyof typeof emptyValues;

export type ContactFormProps = {
  /** spec 7.2 subject: 'Formulario de contacto', 'Oportunidades' or the family name. */
  subject: string;
  brandId?: BrandId;
  /** 'lead' leaves out the message (spec 2.8). */
  variant?: 'contact' | 'lead';
  /** Names the form for assistive technology. */
  label: string;
};

export function ContactForm({ subject, brandId, variant = 'contact', label }: ContactFormProps) {
  const { api } = useServices();
  const { values, reset, bind } = useFieldValues(emptyValues);
  const { store, form, formRef, errors, submitWith, preload } = useCheckedForm(() =>
    validate<Field>('contact', values),
  );

  const onSubmit = submitWith(() => {
    void store.getState().send(() =>
      api.sendContact({
        name: values.name.trim(),
        lastname: values.lastname.trim(),
        telephone: values.telephone.trim(),
        email: values.email.trim(),
        message: values.message,
        subject,
        ...(brandId !== undefined ? { brand_id: brandId } : {}),
      }),
    );
  });

  if (form.status === 'success') {
    return (
      <SuccessMessage
        title={messages.contactSuccess}
        text="Un asesor se va a comunicar con vos a la brevedad."
        actionLabel="Enviar otro mensaje"
        onAction={() => {
          reset();
          store.getState().edit();
        }}
      />
    );
  }
  if (form.status === 'error') {
    return <ErrorMessage detail={form.errorMessage} onRetry={() => store.getState().edit()} />;
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={preload} aria-label={label}>
      <Stack space="medium">
        <div className={styles.formGrid}>
          <TextField {...personFields.name} required {...bind('name', errors)} />
          <TextField {...personFields.lastname} required {...bind('lastname', errors)} />
          <TextField
            {...personFields.telephone}
            required
            {...bind('telephone', errors)}
            helpText="Con característica, por ejemplo 261 555-0000."
          />
          <TextField {...personFields.email} {...bind('email', errors)} />
          {variant === 'contact' ? (
            <TextField {...personFields.message} className={styles.fullRow} {...bind('message')} />
          ) : null}
        </div>
        <Text size="xsmall" tone="muted">
          {personalDataNotice}
        </Text>
        <div>
          <ConnectionNotice />
          <Button type="submit" isBusy={form.status === 'sending'} busyLabel="Enviando…">
            Enviar
          </Button>
        </div>
      </Stack>
    </form>
  );
}
