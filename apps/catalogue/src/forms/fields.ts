/**
 * What the forms share: the person fields (one label, type and autocomplete hint per field,
 * spec 5) and the controlled-values plumbing behind the design-system fields. Whether a field
 * is required, its help text and its layout class stay with each form, where they differ.
 */
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import type { TextFieldProps } from '@territorio/design-system';
import type { FieldErrors } from './validation';

type FieldDefinition = Pick<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete'>;

/** Spread first on a TextField, then `required` and `bind(...)` as the form needs. */
export const personFields = {
  name: { label: 'Nombre', name: 'name', autoComplete: 'given-name' },
  lastname: { label: 'Apellido', name: 'lastname', autoComplete: 'family-name' },
  email: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  telephone: { label: 'Teléfono', name: 'telephone', type: 'tel', autoComplete: 'tel' },
  cellphone: { label: 'Celular', name: 'cellphone', type: 'tel', autoComplete: 'tel' },
  message: { label: 'Mensaje', name: 'message', type: 'textarea' },
} as const satisfies Record<string, FieldDefinition>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** The props `bind` gives a TextField. */
export type BoundTextField = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  ref: (element: FieldElement | null) => void;
  errorMessage?: string;
};

/** The props `bindSelect` gives a CustomSelect. */
export type BoundSelect = {
  name: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A form's values, one string per field. `bind(field, errors)` wires a TextField to one of
 * them (pass `errors` only where the form shows that field's error); `bindSelect(field)` does
 * the same for a CustomSelect; `reset()` goes back to `initialValues`.
 */
export function useFieldValues<Values extends Record<keyof Values, string>>(initialValues: Values) {
  const [values, setValues] = useState<Values>(initialValues);
  type Field = keyof Values & string;

  const setField = (field: Field, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const bind = (field: Field, errors?: FieldErrors<Field>): BoundTextField => ({
    name: field,
    value: values[field],
    onChange: (event) => setField(field, event.target.value),
    // What a person typed before the page hydrated is in the field, not in the state (the
    // server's HTML works before its script): take it over, so a submit sends what is shown.
    ref: (element) => {
      if (element && element.value !== values[field]) setField(field, element.value);
    },
    errorMessage: errors?.[field],
  });

  const bindSelect = (field: Field): BoundSelect => ({
    name: field,
    value: values[field],
    onChange: (value) => setField(field, value),
  });

  const reset = () => setValues(initialValues);

  return { values, setValues, reset, bind, bindSelect };
}
