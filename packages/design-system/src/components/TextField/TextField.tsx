import { useId, useState } from 'react';
import type { ChangeEvent, FocusEvent, HTMLAttributes, Ref } from 'react';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldMessages, RequiredMark, describedBy } from '../private/FieldMessages';
import * as styles from './TextField.css';

export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'password',
  'number',
  'date',
  'file',
  'textarea',
] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps {
  label: string;
  type?: TextFieldType;
  name?: string;
  id?: string;
  value?: string | number;
  defaultValue?: string | number;
  placeholder?: string;
  /** Marks the label with an asterisk and sets the native `required`. */
  required?: boolean;
  /** The error flag; defaults to true when `errorMessage` is given. */
  hasError?: boolean;
  /** Shown (and linked with aria-describedby) while the field is in error. */
  errorMessage?: string;
  helpText?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: string | number;
  max?: string | number;
  step?: string | number;
  maxLength?: number;
  /** For `type="file"`, e.g. '.pdf,.doc,.docx'. */
  accept?: string;
  /** For `type="textarea"`. */
  rows?: number;
  onChange?: (event: ChangeEvent<FieldElement>) => void;
  onFocus?: (event: FocusEvent<FieldElement>) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
  ref?: Ref<FieldElement>;
  className?: string;
}

/**
 * A labelled text input or textarea. The wrapper's `data-state` is 'focused' while the control
 * has focus and 'pristine' again after blur (spec 4).
 */
export const TextField = ({
  label,
  type = 'text',
  id,
  required = false,
  hasError,
  errorMessage,
  helpText,
  onFocus,
  onBlur,
  ref,
  className,
  rows,
  accept,
  ...controlProps
}: TextFieldProps) => {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const helpId = `${generatedId}-help`;
  const errorId = `${generatedId}-error`;
  const [isFocused, setIsFocused] = useState(false);
  const isInvalid = hasError ?? Boolean(errorMessage);
  const messages = { helpId, errorId, helpText, errorMessage, isInvalid };

  const shared = {
    ...controlProps,
    id: controlId,
    required,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedBy(messages),
    onFocus: (event: FocusEvent<FieldElement>) => {
      setIsFocused(true);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<FieldElement>) => {
      setIsFocused(false);
      onBlur?.(event);
    },
  };

  return (
    <div
      className={cx(fieldStyles.field, className)}
      data-state={isFocused ? 'focused' : 'pristine'}
    >
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {type === 'textarea' ? (
        <textarea
          {...shared}
          ref={ref as Ref<HTMLTextAreaElement>}
          rows={rows ?? 4}
          className={cx(fieldStyles.control, styles.textarea)}
        />
      ) : (
        <input
          {...shared}
          ref={ref as Ref<HTMLInputElement>}
          type={type}
          accept={accept}
          inputMode={controlProps.inputMode ?? (type === 'number' ? 'decimal' : undefined)}
          className={cx(fieldStyles.control, type === 'file' && styles.file)}
        />
      )}
      <FieldMessages {...messages} />
    </div>
  );
};
