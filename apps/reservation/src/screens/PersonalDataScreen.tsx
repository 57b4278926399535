import { useRef } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  Card,
  CustomSelect,
  Inline,
  Stack,
  Text,
  TextField,
} from '@territorio/design-system';
import {
  canContinuePersonalData,
  isMaskedValue,
  maritalStatusOptions,
  personalDataFields,
  personalDataMessages,
  selectKeptPersonalDataFields,
  selectVisiblePersonalDataErrors,
} from '@territorio/dealership-flow';
import type {
  MaritalStatusId,
  MaskedPersonalDataField,
  PersonalDataField,
} from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useFlow, useFlowActions, useFlowStore } from '../flow/FlowProvider';
import { OperationSummary } from '../flow/OperationSummary';
import { FlowProgress } from '../flow/parts';
import * as styles from '../flow/flow.css';
import { useGoTo } from '../flow/useGoTo';

type TextFieldName = Exclude<PersonalDataField, 'maritalStatusId'>;

const textFields: readonly {
  field: TextFieldName;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  required: boolean;
  helpText?: string;
}[] = [
  { field: 'dni', label: 'DNI', autoComplete: 'off', inputMode: 'numeric', required: true },
  { field: 'name', label: 'Nombre', autoComplete: 'given-name', required: true },
  { field: 'lastname', label: 'Apellido', autoComplete: 'family-name', required: true },
  {
    field: 'birthdate',
    label: 'Fecha de nacimiento',
    type: 'date',
    autoComplete: 'bday',
    required: true,
  },
  {
    field: 'telephone',
    label: 'Teléfono',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    required: true,
    helpText: 'Con código de área, por ejemplo 261 555-2150.',
  },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { field: 'address', label: 'Domicilio', autoComplete: 'street-address', required: false },
];

/** spec 2.11 step 2 'Datos personales': all required but the address; saved 750 ms after typing. */
export const PersonalDataScreen = () => {
  const store = useFlowStore();
  const values = useFlow((state) => state.personalData.values);
  const errors = useFlow(selectVisiblePersonalDataErrors);
  const kept = useFlow(selectKeptPersonalDataFields);
  const { setPersonalDataField, touchPersonalDataField, touchAllPersonalData } = useFlowActions();
  const goTo = useGoTo();
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canContinuePersonalData(store.getState())) {
      void goTo('review');
      return;
    }
    touchAllPersonalData();
    // The first field in error takes the focus, so its message is read.
    requestAnimationFrame(() => {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  return (
    <Stack space="large">
      <FlowProgress current={2} />
      <ScreenHeading title="Datos personales" />
      <div className={styles.columns}>
        <Card padding="large">
          <form ref={form} onSubmit={onSubmit} noValidate>
            <Stack space="large">
              <Text size="small" tone="muted">
                Los campos marcados con * son obligatorios.
              </Text>
              <div className={styles.formGrid}>
                {personalDataFields.map((field) => {
                  if (field === 'maritalStatusId') {
                    return (
                      <CustomSelect
                        key={field}
                        label="Estado civil"
                        required
                        options={maritalStatusOptions.map((option) => ({
                          value: String(option.id),
                          label: option.label,
                        }))}
                        value={
                          values.maritalStatusId === null ? '' : String(values.maritalStatusId)
                        }
                        errorMessage={errors.maritalStatusId}
                        onChange={(value) => {
                          setPersonalDataField(
                            'maritalStatusId',
                            value === '' ? null : (Number(value) as MaritalStatusId),
                          );
                          touchPersonalDataField('maritalStatusId');
                        }}
                      />
                    );
                  }
                  const spec = textFields.find((item) => item.field === field);
                  if (!spec) return null;
                  // A stored DNI, birthdate or address comes back masked: it is kept while
                  // left as is, and the help text says so. A masked date is shown as text
                  // (a date input cannot hold it); cleared, the date picker comes back.
                  const isKept = kept.includes(field as MaskedPersonalDataField);
                  const isMasked = isMaskedValue(values[field]);
                  return (
                    <TextField
                      key={field}
                      label={spec.label}
                      name={field}
                      type={isMasked ? 'text' : (spec.type ?? 'text')}
                      required={spec.required}
                      autoComplete={spec.autoComplete}
                      inputMode={isMasked ? undefined : spec.inputMode}
                      helpText={isKept ? personalDataMessages.maskedKept : spec.helpText}
                      value={values[field]}
                      errorMessage={errors[field]}
                      onChange={(event) => setPersonalDataField(field, event.target.value)}
                      onBlur={() => touchPersonalDataField(field)}
                    />
                  );
                })}
              </div>
              <Inline space="small">
                <Button type="submit" variant="primary" size="large">
                  Continuar
                </Button>
                <Button variant="secondary" onClick={() => void goTo('paymentMode')}>
                  Volver a Modo de pago
                </Button>
              </Inline>
            </Stack>
          </form>
        </Card>
        <OperationSummary />
      </div>
    </Stack>
  );
};
