import { IconAlert } from '../../icons/icons';
import * as styles from './field.css';

export type FieldMessagesProps = {
  helpId: string;
  errorId: string;
  helpText?: string;
  errorMessage?: string;
  isInvalid: boolean;
};

/** The ids a control should list in aria-describedby: the error first, then the help text. */
export const describedBy = ({
  helpId,
  errorId,
  helpText,
  errorMessage,
  isInvalid,
}: FieldMessagesProps): string | undefined =>
  [isInvalid && errorMessage ? errorId : null, helpText ? helpId : null]
    .filter(Boolean)
    .join(' ') || undefined;

export const FieldMessages = ({
  helpId,
  errorId,
  helpText,
  errorMessage,
  isInvalid,
}: FieldMessagesProps) => (
  <>
    {helpText ? (
      <p id={helpId} className={styles.help}>
        {helpText}
      </p>
    ) : null}
    {isInvalid && errorMessage ? (
      <p id={errorId} className={styles.error}>
        <IconAlert size="small" />
        {errorMessage}
      </p>
    ) : null}
  </>
);

export const RequiredMark = () => (
  <span aria-hidden="true" className={styles.requiredMark}>
    *
  </span>
);
