/**
 * spec 5 job form: name, lastname, cellphone, email and the CV file (Word or PDF) are
 * required; telephone, studies, position, message and zone are optional. On success the
 * home shows the résumé-received state (/cv-recibido), on failure the error state (/cv-error).
 */
import { useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  cvAccept,
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
import * as styles from '../layout/layout.css';
import { ConnectionNotice } from './ConnectionNotice';
import { personFields, useFieldValues } from './fields';
import { useCheckedForm } from './useFormStore';
import { loadFormRules, validate } from './validation';

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

/** The CV's problem (api-client rules/cv-file), once the form's rules have loaded. */
const fileProblem = (file: File | null) => validate<'file'>('cvFile', { file }).file;

/** The form's values as the API takes them: trimmed, the choices as their option types. */
function cvFieldsOf(values: Record<Field, string>) {
  return {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    telephone: values.telephone.trim(),
    cellphone: values.cellphone.trim(),
    email: values.email.trim(),
    studies: values.studies as (typeof studiesOptions)[number] | '',
    position: values.position as (typeof positionOptions)[number] | '',
    message: values.message,
    zone: values.zone as (typeof zoneOptions)[number] | '',
  };
}

/**
 * spec 5: a CV the API would refuse (type, size) is never sent; the field says why as soon
 * as it is picked, and keeps focus so the person picks another.
 */
function useCvFile() {
  const [file, setFile] = useState<File | null>(null);
  /** A file was picked and checked: what is wrong with it shows at once, not at submit. */
  const [isFileChecked, setFileChecked] = useState(false);

  const onFilePicked = (input: HTMLInputElement) => {
    const picked = input.files?.[0] ?? null;
    setFile(picked);
    if (!picked) return;
    loadFormRules().then(
      () => {
        setFileChecked(true);
        if (input.files?.[0] === picked && fileProblem(picked)) input.focus();
      },
      // The rules could not load: the submit says so, with the values kept.
      () => undefined,
    );
  };

  return { file, isFileChecked, onFilePicked };
}

export function JobApplicationForm({
  focusFirstField = false,
}: {
  /** Opened on request: focus starts on the first field, the next thing to do. */
  focusFirstField?: boolean;
} = {}) {
  const { api } = useServices();
  const navigate = useNavigate();
  const { values, bind, bindSelect } = useFieldValues(emptyValues);
  const { file, isFileChecked, onFilePicked } = useCvFile();

  const check = (): Partial<Record<Field | 'file', string>> => ({
    ...validate<Field>('cv', values),
    file: fileProblem(file),
  });
  const { store, form, formRef, errors, submitWith, preload } = useCheckedForm(check);
  useEffect(() => {
    if (focusFirstField) formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [focusFirstField, formRef]);
  const fileError = errors.file ?? (isFileChecked ? fileProblem(file) : undefined);

  const onSubmit = submitWith(() => {
    void store
      .getState()
      .send(() => api.sendCv(cvFieldsOf(values), file))
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
            helpText={messages.cvHelp}
            errorMessage={fileError}
            onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
              onFilePicked(event.target as HTMLInputElement);
            }}
            // A file picked before the page hydrated is in the field only: take it over.
            ref={(element) => {
              const input = element as HTMLInputElement | null;
              const picked = input?.files?.[0] ?? null;
              if (input && picked && picked !== file) onFilePicked(input);
            }}
          />
        </div>
        <Text size="xsmall" tone="muted">
          {personalDataNotice}
        </Text>
        <div>
          <ConnectionNotice />
          <Button type="submit" isBusy={form.status === 'sending'} busyLabel="Enviando…">
            Enviar postulación
          </Button>
        </div>
      </Stack>
    </form>
  );
}
