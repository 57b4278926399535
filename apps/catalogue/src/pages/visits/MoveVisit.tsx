/**
 * Moving a visit to another day and time at its site: the manage page loads this form's
 * code (its slot picker, slots' store and proof of work) when the buyer asks to move.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  ApiError,
  errorMessage,
  proofOfWorkField,
  proofOfWorkMessages,
  siteSlug,
  visitMessages,
} from '@territorio/api-client/core';
import type { Visit } from '@territorio/api-client/core';
import { Button, Inline, Stack } from '@territorio/design-system';
import type { Site } from '@territorio/site-config';
import { useFocusFirstInvalid } from '../../forms/useFormStore';
import type { FieldErrors } from '../../forms/validation';
import type { VisitField } from '../../forms/visitValidation';
import { focusById, useFocusAfterRender } from '../../lib/focus';
import { useProofOfWork } from '../../lib/proofOfWork';
import { useServices } from '../../services/context';
import { createVisitSlotsStore } from '../../stores/visitSlotsStore';
import { SlotPicker, dayHeadingId, timeHeadingId } from './SlotPicker';
import { SendStatus } from './VisitDetails';
import type { SendFailure } from './VisitDetails';

export type MoveVisitProps = {
  visit: Visit;
  site: Site;
  token: string;
  onMoved: (visit: Visit) => void;
  onBack: () => void;
};

/**
 * Another day and time at the visit's site; the API's refusals show at the picker. The
 * move's proof of work is made from the moment the form shows, as the booking's. Focus
 * lands on its first step as it shows.
 */
export function MoveVisit({ visit, site, token, onMoved, onBack }: MoveVisitProps) {
  const { api } = useServices();
  const [slots] = useState(() => {
    const store = createVisitSlotsStore((slug) => api.findVisitSlots(slug));
    void store.getState().load(siteSlug(site));
    return store;
  });
  const [errors, setErrors] = useState<FieldErrors<VisitField>>({});
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [isSending, setIsSending] = useState(false);
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();
  const focusLater = useFocusAfterRender();
  const proof = useProofOfWork();
  useEffect(() => focusById(dayHeadingId), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const { date, time } = slots.getState();
    if (!date || !time) {
      setErrors(date ? { time: visitMessages.timeRequired } : { date: visitMessages.dateRequired });
      focusFirstInvalid();
      return;
    }
    setIsSending(true);
    setFailure(null);
    try {
      const altcha = await proof.take();
      if (altcha === null) setFailure({ message: proofOfWorkMessages.unavailable, canRetry: true });
      else onMoved(await api.moveVisit(visit.code, { date, time, token, altcha }));
    } catch (error) {
      // The proof went with the request: the next send needs another.
      proof.prepare();
      const fields = error instanceof ApiError ? error.fields : {};
      if (error instanceof ApiError && error.status === 409 && fields.time) {
        setErrors({});
        focusLater(timeHeadingId);
        void slots.getState().slotTaken();
      } else if (fields.date || fields.time) {
        setErrors({ date: fields.date, time: fields.time });
        void slots.getState().load(siteSlug(site));
        focusFirstInvalid();
      } else {
        setFailure({
          message: fields[proofOfWorkField] ?? errorMessage(error),
          canRetry: fields[proofOfWorkField] !== undefined,
        });
      }
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Cambiar horario"
    >
      <Stack space="large">
        <SlotPicker store={slots} site={site} errors={errors} onChoose={() => setErrors({})} />
        <SendStatus
          failure={failure}
          waiting={proof.isWaiting ? proofOfWorkMessages.pending : null}
          onRetry={() => formRef.current?.requestSubmit()}
        />
        <Inline space="small">
          <Button type="submit" isBusy={isSending} busyLabel="Cambiando…">
            Confirmar el nuevo horario
          </Button>
          <Button variant="secondary" onClick={onBack}>
            Volver
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
