/**
 * spec 5 price request (name, lastname, email required; cellphone optional). spec 7.2:
 * the success callback runs after either outcome, so the session's priceRequested flag is
 * set whatever the answer; a failure is still said, with a way to see the prices.
 */
import { withArticle } from '@territorio/api-client/core';
import type { BrandId, Family } from '@territorio/api-client/core';
import { Button, Stack, Text, TextField } from '@territorio/design-system';
import { personalDataNotice } from '@territorio/site-config';
import { sharePriceRequest } from '../lib/priceRequest';
import { useServices } from '../services/context';
import * as styles from '../layout/layout.css';
import { ConnectionNotice } from './ConnectionNotice';
import { personFields, useFieldValues } from './fields';
import { ErrorMessage } from './FormFeedback';
import { useCheckedForm } from './useFormStore';
import { validate } from './validation';

const emptyValues = { name: '', lastname: '', email: '', cellphone: '' };
type Field = keyof typeof emptyValues;

export type PriceRequestFormProps = {
  /** The model asked about; spec 7.2 vehicle is its name. */
  family: Pick<Family, 'name' | 'article'>;
  brandId: BrandId;
  /** After a successful request (the flag is already set). */
  onSuccess: () => void;
  /** After a failed request, when the person chooses to see the prices anyway. */
  onContinue: () => void;
};

export function PriceRequestForm({
  family,
  brandId,
  onSuccess,
  onContinue,
}: PriceRequestFormProps) {
  const { api, stores } = useServices();
  const { values, bind } = useFieldValues(emptyValues);
  const { store, form, formRef, errors, submitWith, preload } = useCheckedForm(() =>
    validate<Field>('priceRequest', values),
  );

  const onSubmit = submitWith(() => {
    const sending = store.getState().send(() =>
      api.sendPriceRequest(
        {
          name: values.name.trim(),
          lastname: values.lastname.trim(),
          email: values.email.trim(),
          cellphone: values.cellphone.trim(),
          vehicle: family.name,
          brand_id: brandId,
        },
        { onDone: () => sharePriceRequest(stores.session) },
      ),
    );
    void sending.then((isSent) => {
      if (isSent) onSuccess();
    });
  });

  if (form.status === 'error') {
    return (
      <Stack space="medium">
        <ErrorMessage detail={form.errorMessage} onRetry={() => store.getState().edit()} />
        <div>
          <Button onClick={onContinue}>Ver precios</Button>
        </div>
      </Stack>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      aria-label={`Pedir precio ${withArticle(family, 'de')}`}
    >
      <Stack space="medium">
        <Text>Dejanos tus datos y te mostramos los precios de todas las versiones.</Text>
        <div className={styles.formGrid}>
          <TextField {...personFields.name} required {...bind('name', errors)} />
          <TextField {...personFields.lastname} required {...bind('lastname', errors)} />
          <TextField {...personFields.email} required {...bind('email', errors)} />
          <TextField {...personFields.cellphone} {...bind('cellphone', errors)} />
        </div>
        <Text size="xsmall" tone="muted">
          {personalDataNotice}
        </Text>
        <div>
          <ConnectionNotice />
          <Button type="submit" isBusy={form.status === 'sending'} busyLabel="Enviando…">
            Ver precios
          </Button>
        </div>
      </Stack>
    </form>
  );
}
