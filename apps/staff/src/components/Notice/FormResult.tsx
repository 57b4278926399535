import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { ActionResult } from '../../lib/actions';
import { Notice } from './Notice';

export type FormResultProps = {
  result: ActionResult | undefined;
  /** Only the answers of this form's intent are shown here. */
  intent: string;
  /** The form: after a refusal, focus goes to its first field in error. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Focus the saved notice too: for a change that removes its own form from the page. */
  focusOnSuccess?: boolean;
};

/**
 * A form's outcome: the saved notice, or the refusal with focus on the first field in
 * error (or on the message itself when no field is named).
 */
export function FormResult({ result, intent, formRef, focusOnSuccess = false }: FormResultProps) {
  const noticeRef = useRef<HTMLDivElement>(null);
  const shown = result?.intent === intent ? result : undefined;

  useEffect(() => {
    if (!shown) return;
    if (shown.ok) {
      if (focusOnSuccess) noticeRef.current?.focus();
      return;
    }
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? noticeRef.current)?.focus();
  }, [shown, formRef, focusOnSuccess]);

  if (!shown) return null;
  return (
    <Notice ref={noticeRef} tone={shown.ok ? 'positive' : 'critical'}>
      {shown.message}
    </Notice>
  );
}

/** The message of one field of a refused form, if it has one. */
export function fieldError(result: ActionResult | undefined, intent: string, name: string) {
  return result && !result.ok && result.intent === intent ? result.fields[name] : undefined;
}
