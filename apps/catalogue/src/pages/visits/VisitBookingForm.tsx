/**
 * Booking a visit, one form in steps: the site (for a family; a unit's is its own), the day
 * and the time, then the buyer (name, telephone, email, a test drive or not). "Continuar"
 * opens the buyer's step and moves focus to its heading; a submit with problems moves focus
 * to the first one. The API's refusals show under their fields; a time taken meanwhile
 * reads the slots again and says so next to the times. The confirmation takes the form's place.
 * The booking's proof of work is made in the background from the moment the form shows
 * (lib/proofOfWork.ts); a submit before it is ready waits for it, saying so, and one that
 * cannot be made says so with "Reintentar", the form as the person left it.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  ApiError,
  errorMessage,
  proofOfWorkField,
  proofOfWorkMessages,
  siteSlug,
  visitCalendarUrl,
  visitManagePath,
  visitMessages,
} from '@territorio/api-client/core';
import type {
  LocalDate,
  LocalTime,
  VisitBooked,
  VisitBookingBody,
} from '@territorio/api-client/core';
import { Button, Card, Heading, Stack, Text, TextField, TextLink } from '@territorio/design-system';
import { formatAddress, personalDataNotice, sites } from '@territorio/site-config';
import type { Site } from '@territorio/site-config';
import { useStore } from 'zustand';
import { ConnectionNotice } from '../../forms/ConnectionNotice';
import { personFields, useFieldValues } from '../../forms/fields';
import type { BoundTextField } from '../../forms/fields';
import { useFocusFirstInvalid } from '../../forms/useFormStore';
import { hasErrors } from '../../forms/validation';
import type { FieldErrors } from '../../forms/validation';
import { loadVisitRules, preloadVisitRules, validateVisit } from '../../forms/visitValidation';
import type { VisitField } from '../../forms/visitValidation';
import { focusById, useFocusAfterRender } from '../../lib/focus';
import { useProofOfWork } from '../../lib/proofOfWork';
import { bringWords } from '../../lib/visitSlots';
import { useIsOnline } from '../../lib/useIsOnline';
import { useServices } from '../../services/context';
import { createVisitSlotsStore } from '../../stores/visitSlotsStore';
import type { VisitSlotsStore } from '../../stores/visitSlotsStore';
import * as layout from '../../layout/layout.css';
import { SlotPicker, timeHeadingId } from './SlotPicker';
import { SendStatus, VisitDetails } from './VisitDetails';
import type { SendFailure } from './VisitDetails';
import * as styles from './visits.css';

/** What the visit is about: a unit (at its site), or a family at the site the buyer picks. */
export type VisitSubject =
  | { readonly kind: 'unit'; readonly unitId: number }
  | { readonly kind: 'family'; readonly brandId: number; readonly familyId: number };

const personHeadingId = 'visit-person-title';
const bookedHeadingId = 'visit-booked-title';
const emptyPerson = { name: '', telephone: '', email: '' };
type PersonField = keyof typeof emptyPerson;

function SiteChoice({ site, onChoose }: { site: Site | null; onChoose: (site: Site) => void }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Heading level={3} component="h2" className={styles.stepHeading}>
          Elegí una sucursal
        </Heading>
      </legend>
      <ul className={styles.wideChoices}>
        {sites.map((candidate) => (
          <li key={candidate.name}>
            <label className={styles.choice}>
              <input
                type="radio"
                name="sucursal"
                value={siteSlug(candidate)}
                className={styles.control}
                checked={candidate.name === site?.name}
                onChange={() => onChoose(candidate)}
              />
              <span className={styles.choiceText}>
                {candidate.name}
                <span className={styles.choiceNote}>{formatAddress(candidate)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The booking's answer: the visit, and the links only its bearer has. */
export function VisitConfirmation({ booked }: { booked: VisitBooked }) {
  const { config } = useServices();
  const { visit, token } = booked;
  useEffect(() => focusById(bookedHeadingId), []);
  return (
    <Card as="section" tone="alt" padding="large" aria-labelledby={bookedHeadingId}>
      <Stack space="medium" align="left">
        <Heading level={2} id={bookedHeadingId} className={styles.stepHeading}>
          {visitMessages.booked}
        </Heading>
        <VisitDetails visit={visit} />
        <Text>Te enviamos la confirmación a {visit.email}.</Text>
        <TextLink href={visitCalendarUrl(config.apiUrl, visit.code, token)}>
          Agregar a mi calendario
        </TextLink>
        <TextLink href={visitManagePath(visit.code, token)}>Cambiar o cancelar la visita</TextLink>
      </Stack>
    </Card>
  );
}

/** The fields the form shows an error under; the API's other refusals are said above the submit. */
const shownFields: readonly string[] = ['date', 'time', 'name', 'telephone', 'email'];

export type VisitBookingFormProps = {
  subject: VisitSubject;
  /** The visit's site: the unit's, or the one chosen for a family (null before that). */
  site: Site | null;
  /** For a family: the buyer picked a site. */
  onChooseSite?: (site: Site) => void;
};

/** The booking as the API takes it, from what the form holds (no day or time yet is null). */
function bookingBodyOf({
  subject,
  slug,
  date,
  time,
  person,
  isTestDrive,
}: {
  subject: VisitSubject;
  slug: string | null;
  date: LocalDate | null;
  time: LocalTime | null;
  person: Record<PersonField, string>;
  isTestDrive: boolean;
}) {
  return {
    site: slug ?? '',
    ...(subject.kind === 'unit'
      ? { unit_id: subject.unitId }
      : { brand_id: subject.brandId, family_id: subject.familyId }),
    date,
    time,
    name: person.name.trim(),
    telephone: person.telephone.trim(),
    email: person.email.trim(),
    test_drive: isTestDrive,
  };
}

/** A day and then a time must be chosen before the buyer's step. */
function slotErrorsOf(date: LocalDate | null, time: LocalTime | null): FieldErrors<VisitField> {
  return {
    ...(date ? {} : { date: visitMessages.dateRequired }),
    ...(date && !time ? { time: visitMessages.timeRequired } : {}),
  };
}

/**
 * Sends the booking with its proof of work, and sorts the API's refusal: a time taken
 * meanwhile is said next to the times (the slots are read again), refusals of the form's
 * fields show under them, anything else above the submit.
 */
function useVisitSend({
  slots,
  onFieldErrors,
  focusLater,
  focusFirstInvalid,
}: {
  slots: VisitSlotsStore;
  onFieldErrors: (errors: FieldErrors<VisitField>) => void;
  focusLater: (id: string) => void;
  focusFirstInvalid: () => void;
}) {
  const { api } = useServices();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [booked, setBooked] = useState<VisitBooked | null>(null);
  const proof = useProofOfWork();

  const send = async (request: Omit<VisitBookingBody, 'altcha'>) => {
    setIsSending(true);
    setFailure(null);
    try {
      const altcha = await proof.take();
      if (altcha === null) setFailure({ message: proofOfWorkMessages.unavailable, canRetry: true });
      else setBooked(await api.bookVisit({ ...request, altcha }));
    } catch (error) {
      // The proof went with the request: the next send needs another.
      proof.prepare();
      const fields = error instanceof ApiError ? error.fields : {};
      const other = Object.entries(fields).find(([field]) => !shownFields.includes(field));
      if (error instanceof ApiError && error.status === 409 && fields.time) {
        const { time: _taken, ...rest } = fields;
        onFieldErrors(rest);
        focusLater(timeHeadingId);
        void slots.getState().slotTaken();
      } else if (Object.keys(fields).length > 0 && !other) {
        onFieldErrors(fields);
        if (fields.date || fields.time) void slots.getState().load(request.site);
        focusFirstInvalid();
      } else {
        setFailure({
          message: other?.[1] ?? errorMessage(error),
          canRetry: other?.[0] === proofOfWorkField,
        });
      }
    } finally {
      setIsSending(false);
    }
  };

  return { send, isSending, failure, setFailure, booked, isWaiting: proof.isWaiting };
}

/** The buyer's step: name, telephone, email, a test drive or not, and the submit. */
function PersonFieldset({
  bindPerson,
  isTestDrive,
  onTestDriveChange,
  failure,
  isWaiting,
  onRetry,
  isSending,
}: {
  bindPerson: (field: PersonField) => BoundTextField;
  isTestDrive: boolean;
  onTestDriveChange: (isTestDrive: boolean) => void;
  failure: SendFailure | null;
  /** The proof of work is still being made. */
  isWaiting: boolean;
  onRetry: () => void;
  isSending: boolean;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Heading level={3} component="h2" id={personHeadingId} className={styles.stepHeading}>
          Tus datos
        </Heading>
      </legend>
      <Stack space="medium">
        <div className={layout.formGrid}>
          <TextField
            {...personFields.name}
            label="Nombre y apellido"
            autoComplete="name"
            required
            {...bindPerson('name')}
          />
          <TextField
            {...personFields.telephone}
            required
            {...bindPerson('telephone')}
            helpText="Con característica, por ejemplo 261 555-0000."
          />
          <TextField {...personFields.email} required {...bindPerson('email')} />
        </div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="test_drive"
            className={styles.control}
            checked={isTestDrive}
            onChange={(event) => onTestDriveChange(event.target.checked)}
          />
          {visitMessages.testDriveLabel}
        </label>
        <Text size="small" tone="muted">
          {bringWords(isTestDrive)}
        </Text>
        <Text size="xsmall" tone="muted">
          {personalDataNotice}
        </Text>
        <SendStatus
          failure={failure}
          waiting={isWaiting ? proofOfWorkMessages.pending : null}
          onRetry={onRetry}
        />
        <div>
          <ConnectionNotice />
          <Button type="submit" isBusy={isSending} busyLabel="Confirmando…">
            Confirmar visita
          </Button>
        </div>
      </Stack>
    </fieldset>
  );
}

export function VisitBookingForm({ subject, site, onChooseSite }: VisitBookingFormProps) {
  const { api } = useServices();
  const isOnline = useIsOnline();
  const [slots] = useState(() => createVisitSlotsStore((slug) => api.findVisitSlots(slug)));
  const { date, time } = useStore(slots);
  const { values, bind } = useFieldValues(emptyPerson);
  const [isTestDrive, setIsTestDrive] = useState(false);
  const [step, setStep] = useState<'slot' | 'person'>('slot');
  const [isSlotChecked, setIsSlotChecked] = useState(false);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [apiErrors, setApiErrors] = useState<FieldErrors<VisitField>>({});
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();
  const focusLater = useFocusAfterRender();
  const { send, isSending, failure, setFailure, booked, isWaiting } = useVisitSend({
    slots,
    onFieldErrors: setApiErrors,
    focusLater,
    focusFirstInvalid,
  });
  const slug = site ? siteSlug(site) : null;

  useEffect(() => {
    if (slug !== null) void slots.getState().load(slug);
  }, [slots, slug]);

  const body = bookingBodyOf({ subject, slug, date, time, person: values, isTestDrive });
  const errors: FieldErrors<VisitField> = {
    ...(isSlotChecked ? slotErrorsOf(date, time) : {}),
    ...(isSubmitted ? validateVisit(body) : {}),
    ...apiErrors,
  };

  const bindPerson = (field: PersonField) => {
    const bound = bind(field, errors);
    return {
      ...bound,
      onChange: (event: Parameters<typeof bound.onChange>[0]) => {
        bound.onChange(event);
        setApiErrors(({ [field]: _answered, ...rest }) => rest);
      },
    };
  };

  const onContinue = () => {
    setIsSlotChecked(true);
    if (!date || !time) {
      focusFirstInvalid();
      return;
    }
    setStep('person');
    focusLater(personHeadingId);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending || !isOnline) return;
    loadVisitRules().then(
      () => {
        setIsSubmitted(true);
        setIsSlotChecked(true);
        if (hasErrors(validateVisit(body))) {
          focusFirstInvalid();
          return;
        }
        void send({ ...body, date: body.date ?? '', time: body.time ?? '' });
      },
      (error: unknown) => setFailure({ message: errorMessage(error), canRetry: false }),
    );
  };

  if (booked) return <VisitConfirmation booked={booked} />;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadVisitRules}
      aria-label={visitMessages.bookAction}
    >
      <Stack space="xlarge">
        {subject.kind === 'family' && onChooseSite ? (
          <SiteChoice site={site} onChoose={onChooseSite} />
        ) : null}
        {site ? (
          <SlotPicker
            key={site.name}
            store={slots}
            site={site}
            errors={{ date: errors.date, time: errors.time }}
            onChoose={() => setApiErrors(({ date: _date, time: _time, ...rest }) => rest)}
          />
        ) : null}
        {site && step === 'slot' ? (
          <div>
            <Button onClick={onContinue}>Continuar</Button>
          </div>
        ) : null}
        {site && step === 'person' ? (
          <PersonFieldset
            bindPerson={bindPerson}
            isTestDrive={isTestDrive}
            onTestDriveChange={setIsTestDrive}
            failure={failure}
            isWaiting={isWaiting}
            onRetry={() => formRef.current?.requestSubmit()}
            isSending={isSending}
          />
        ) : null}
      </Stack>
    </form>
  );
}
