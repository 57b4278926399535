/**
 * The day and the time of a visit at one site, as two groups of native radio buttons (arrow
 * keys move within a group, Tab leaves it). A closed day and a day without a free time are
 * shown and cannot be chosen; a time shows its free places. While the slots are read the
 * picker says so; when the read fails it says so with "Reintentar" and keeps the choice.
 */
import { messages, visitMessages } from '@territorio/api-client/core';
import type { LocalTime } from '@territorio/api-client/core';
import { Button, Heading, Loader, Stack, Text, TextLink } from '@territorio/design-system';
import type { Site } from '@territorio/site-config';
import { useStore } from 'zustand';
import { dayChoices, dayStateWords, freePlacesWords } from '../../lib/visitSlots';
import type { DayChoice } from '../../lib/visitSlots';
import type { VisitSlotsStore } from '../../stores/visitSlotsStore';
import * as styles from './visits.css';

export const dayHeadingId = 'visit-day-title';
export const timeHeadingId = 'visit-time-title';

export type SlotErrors = { readonly date?: string; readonly time?: string };

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <Text id={id} tone="critical" weight="medium">
      {message}
    </Text>
  );
}

/** The times of the chosen day, each with its free places; none until a day is chosen. */
function TimeFieldset({
  day,
  time,
  error,
  onChooseTime,
}: {
  day: DayChoice | undefined;
  time: LocalTime | null;
  error: string | undefined;
  onChooseTime: (time: LocalTime) => void;
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'visit-time-error' : undefined}>
      <legend className={styles.legend}>
        <Heading level={3} component="h2" id={timeHeadingId} className={styles.stepHeading}>
          Elegí un horario
        </Heading>
      </legend>
      <div role="status">
        <FieldError id="visit-time-error" message={error} />
      </div>
      {day ? (
        <ul className={styles.choices}>
          {day.times.map((slot) => (
            <li key={slot.time}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="time"
                  value={slot.time}
                  className={styles.control}
                  checked={slot.time === time}
                  data-invalid={error ? true : undefined}
                  onChange={() => onChooseTime(slot.time)}
                />
                <span className={styles.choiceText}>
                  {slot.time}
                  <span className={styles.choiceNote}>{freePlacesWords(slot.free)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <Text tone="muted">Elegí un día para ver sus horarios.</Text>
      )}
    </fieldset>
  );
}

export function SlotPicker({
  store,
  site,
  errors,
  onChoose,
}: {
  store: VisitSlotsStore;
  site: Site;
  /** The date's and time's problems (a submit's, or the API's). */
  errors: SlotErrors;
  /** The buyer chose a day or a time (the API's refusal of the old choice is answered). */
  onChoose?: () => void;
}) {
  const { status, slots, date, time, timeNotice } = useStore(store);
  const days = slots ? dayChoices(site, slots) : [];
  const chosenDay = days.find((day) => day.date === date && day.state === 'open');
  const dateError = errors.date;
  const timeError = timeNotice ?? errors.time;
  const hasNoTimes = slots !== null && days.every((day) => day.state !== 'open');
  const retry = () => void store.getState().load(store.getState().site ?? '');

  return (
    <>
      <fieldset
        className={styles.fieldset}
        aria-describedby={dateError ? 'visit-date-error' : undefined}
      >
        <legend className={styles.legend}>
          <Heading level={3} component="h2" id={dayHeadingId} className={styles.stepHeading}>
            Elegí un día
          </Heading>
        </legend>
        <div role="status">
          {status === 'failed' ? (
            <Stack space="small" align="left">
              <Text tone="critical" weight="medium">
                {visitMessages.slotsError}
              </Text>
              <Button variant="secondary" size="small" onClick={retry}>
                {messages.retry}
              </Button>
            </Stack>
          ) : null}
          {hasNoTimes ? (
            <Text>
              {visitMessages.noSlots}{' '}
              <TextLink href={`tel:${site.phoneE164}`}>{site.phone}</TextLink>
            </Text>
          ) : null}
        </div>
        {slots === null && status !== 'failed' ? <Loader message="Cargando horarios…" /> : null}
        {days.length > 0 ? (
          <ul className={styles.choices}>
            {days.map((day) => {
              const isOpen = day.state === 'open';
              return (
                <li key={day.date}>
                  <label className={styles.choice}>
                    <input
                      type="radio"
                      name="date"
                      value={day.date}
                      className={styles.control}
                      checked={day.date === date}
                      disabled={!isOpen}
                      data-invalid={isOpen && dateError ? true : undefined}
                      onChange={() => {
                        store.getState().chooseDate(day.date);
                        onChoose?.();
                      }}
                    />
                    <span className={styles.choiceText}>
                      {day.words}
                      <span className={styles.choiceNote}>{dayStateWords(day)}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        ) : null}
        <FieldError id="visit-date-error" message={dateError} />
      </fieldset>

      <TimeFieldset
        day={chosenDay}
        time={time}
        error={timeError}
        onChooseTime={(chosen) => {
          store.getState().chooseTime(chosen);
          onChoose?.();
        }}
      />
    </>
  );
}
