/**
 * The two dates of an offer or a promotion's validity (Ley 24.240 art. 7), both inclusive
 * Argentine calendar days; either may be left empty (open start, no end).
 */
import { TextField } from '@territorio/design-system';

export type ValidityFieldsProps = {
  /** The form fields' names, e.g. 'valid_from' and 'valid_until'. */
  readonly names: { readonly from: string; readonly until: string };
  readonly labels: { readonly from: string; readonly until: string };
  readonly from: string | null | undefined;
  readonly until: string | null | undefined;
  /** What an empty end date means here. */
  readonly untilHelp: string;
  /** The server's message for a field, by name. */
  readonly errorOf: (name: string) => string | undefined;
};

export function ValidityFields({
  names,
  labels,
  from,
  until,
  untilHelp,
  errorOf,
}: ValidityFieldsProps) {
  return (
    <>
      <TextField
        label={labels.from}
        name={names.from}
        type="date"
        defaultValue={from ?? ''}
        helpText="Vacío: desde ya."
        errorMessage={errorOf(names.from)}
      />
      <TextField
        label={labels.until}
        name={names.until}
        type="date"
        defaultValue={until ?? ''}
        helpText={untilHelp}
        errorMessage={errorOf(names.until)}
      />
    </>
  );
}
