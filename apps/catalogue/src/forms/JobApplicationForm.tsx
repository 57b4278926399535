/**
 * spec 5 job form: name, lastname, cellphone, email and the CV file (Word or PDF) are
 * required; telephone, studies, position, message and zone are optional. On success the
 * home shows the résumé-received state (/cv-recibido), on failure the error state (/cv-error).
 */
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorMessage,
  messages,
  positionOptions,
  routes,
  studiesOptions,
  zoneOptions,
} from '@territorio/api-client/core';
import { Button, CustomSelect, Stack, Text, TextField } from '@territorio/design-system';
import { personalDataNotice } from '@territorio/site-config';
import { useServices } from '../services/context';
import { cvAccept, cvExtensions, fieldMessages } from '../shared-gaps';
import * as styles from '../layout/layout.css';
import { personFields, useFieldValues } from './fields';
import { useCheckedForm } from './useFormStore';
import { isCvFileName, validate } from './validation';

const emptyValues = {
  name: '',
  lastname: '',
  telephone: '',
  cellphone: '',
  email: '',
  studies: '',
  position: '',
  message: '',
  zone: '',
};
type Field = keyof typeof emptyValues;

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The navigation state /cv-error receives: the server's message. */
export type CvErrorState = { message?: string };

function fileError(file: File | null): string | undefined {
  if (!file) return messages.cvMissing;
  if (!isCvFileName(file.name, cvExtensions)) return fieldMessages.cvType;
  return undefined;
}

export function JobApplicationForm() {
  const { api } = useServices();
  const navigate = useNavigate();
  const { values, bind, bindSelect } = useFieldValues(emptyValues);
  const [file, setFile] = useState<File | null>(null);

  const check = () => {
    const errors: Partial<Record<Field | 'file', string>> = validate<Field>('cv', values);
    const fileProblem = fileError(file);
    if (fileProblem) errors.file = fileProblem;
    return errors;
  };
  const { store, form, formRef, errors, submitWith, preload } = useCheckedForm(check);

  const onSubmit = submitWith(() => {
    void store
      .getState()
      .send(() =>
        api.sendCv(
          {
            name: values.name.trim(),
            lastname: values.lastname.trim(),
            telephone: values.telephone.trim(),
            cellphone: values.cellphone.trim(),
            email: values.email.trim(),
            studies: values.studies as (typeof studiesOptions)[number] | '',
            position: values.position as (typeof positionOptions)[number] | '',
            message: values.message,
            zone: values.zone as (typeof zoneOptions)[number] | '',
          },
          file,
        ),
      )
      .then((isSent) => {
        if (isSent) {
          void navigate(routes.cvReceived);
        } else {
          const state: CvErrorState = { message: store.getState().errorMessage ?? undefined };
          void navigate(routes.cvError, { state });
        }
      })
      .catch((error: unknown) => {
        void navigate(routes.cvError, { state: { message: errorMessage(error) } });
      });
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      aria-label="Postulación laboral"
    >
      <Stack space="medium">
        <div className={styles.formGrid}>
          <TextField {...personFields.name} required {...bind('name', errors)} />
          <TextField {...personFields.lastname} required {...bind('lastname', errors)} />
          <TextField {...personFields.cellphone} required {...bind('cellphone', errors)} />
          <TextField label="Teléfono fijo" type="tel" {...bind('telephone', errors)} />
          <TextField {...personFields.email} required {...bind('email', errors)} />
          <CustomSelect
            label="Estudios"
            options={toOptions(studiesOptions)}
            {...bindSelect('studies')}
          />
          <CustomSelect
            label="Puesto"
            options={toOptions(positionOptions)}
            {...bindSelect('position')}
          />
          <CustomSelect label="Zona" options={toOptions(zoneOptions)} {...bindSelect('zone')} />
          <TextField {...personFields.message} className={styles.fullRow} {...bind('message')} />
          <TextField
            label="Currículum (PDF o Word)"
            name="file"
            type="file"
            accept={cvAccept}
            required
            className={styles.fullRow}
            helpText="Archivo .pdf, .doc o .docx de hasta 5 MB."
            errorMessage={errors.file}
            onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
              const input = event.target as HTMLInputElement;
              setFile(input.files?.[0] ?? null);
            }}
            // A file picked before the page hydrated is in the field only: take it over.
            ref={(element) => {
              const picked = (element as HTMLInputElement | null)?.files?.[0] ?? null;
              if (picked && picked !== file) setFile(picked);
            }}
          />
        </div>
        <Text size="xsmall" tone="muted">
          {personalDataNotice}
        </Text>
        <div>
          <Button type="submit" isBusy={form.status === 'sending'} busyLabel="Enviando…">
            Enviar postulación
          </Button>
        </div>
      </Stack>
    </form>
  );
}
