import type { ReactNode, Ref } from 'react';
import { useImperativeHandle, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button, Stack } from '@territorio/design-system';
import type { ButtonVariant, StackProps } from '@territorio/design-system';
import type { ActionResult } from '../../lib/actions';
import { FormResult } from '../Notice/FormResult';

export type ActionFormProps = {
  /** Sent as `intent`: the route's action tells its forms apart by it. */
  intent: string;
  /** The route's action answer; only this intent's is shown (and focused) here. */
  result: ActionResult | undefined;
  submitLabel: ReactNode;
  busyLabel?: string;
  submitVariant?: ButtonVariant;
  space?: StackProps['space'];
  /** Other fields of the form that the person does not edit (a count, an id). */
  hidden?: Readonly<Record<string, string | number>>;
  ref?: Ref<HTMLFormElement>;
  children?: ReactNode;
};

/**
 * A form posted to its route's action: its outcome on top (focus on the first field in
 * error), its fields, and a submit button that is busy while this intent is sent.
 */
export function ActionForm({
  intent,
  result,
  submitLabel,
  busyLabel = 'Guardando…',
  submitVariant = 'primary',
  space = 'medium',
  hidden = {},
  ref,
  children,
}: ActionFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // The form is mounted whenever the caller reads its ref (to reset it after a save).
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement, []);
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" ref={formRef} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack space={space}>
        <FormResult result={result} intent={intent} formRef={formRef} />
        {children}
        <div>
          <Button type="submit" variant={submitVariant} isBusy={isBusy} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
