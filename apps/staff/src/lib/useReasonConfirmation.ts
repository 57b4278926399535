/**
 * A money action that needs a written reason (a refund, a cancellation): the reason is
 * checked in the browser with the API's own schema before the confirmation dialog opens;
 * a missing or invalid reason keeps the dialog closed and puts focus back on the field.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { FieldErrors, parseOrThrow } from './actions';

export function useReasonConfirmation(schema: z.ZodType) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [reasonError, setReasonError] = useState<string>();

  const askConfirmation = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      parseOrThrow(schema, {
        reason: String(new FormData(event.currentTarget).get('reason') ?? ''),
      });
      setReasonError(undefined);
      setIsConfirming(true);
    } catch (error) {
      if (!(error instanceof FieldErrors)) throw error;
      setReasonError(error.fields.reason);
      event.currentTarget.querySelector<HTMLElement>('[name="reason"]')?.focus();
    }
  };

  return { isConfirming, setIsConfirming, reasonError, askConfirmation };
}
