import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createFormStore } from '../stores/formStore';
import type { FormState, FormStore } from '../stores/formStore';
import { hasErrors, loadFormRules } from './validation';

/** One form store per mounted form. */
export function useFormStore(): [FormStore, FormState] {
  const [store] = useState(createFormStore);
  const state = useStore(store);
  return [store, state];
}

/**
 * After a submit with errors, moves focus to the first invalid field (so keyboard and
 * screen-reader users land on what to fix). Call `request()` on such a submit. A group of
 * radio buttons in error (whose error its fieldset describes) marks its choices
 * `data-invalid`, since a radio button takes no `aria-invalid`.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"]',
    );
    if (!field) return;
    // Centred on the screen, where the sticky header cannot cover it (WCAG 2.4.11).
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  }, [tick]);
  return { formRef, request: () => setTick((value) => value + 1) };
}

/**
 * The submit rule every form shares (spec 5): errors show once the form was submitted; a
 * submit loads the rules if needed, marks the form, moves focus to the first invalid field
 * or calls `send`. Focus inside the form starts loading the rules, so a submit rarely waits.
 */
export function useCheckedForm<Errors extends Record<string, string | undefined>>(
  check: () => Errors,
) {
  const [store, form] = useFormStore();
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();
  const errors: Partial<Errors> = form.submitted ? check() : {};
  /** The form's onSubmit: `send` runs when the values may be sent. */
  const submitWith = (send: () => void) => (event: FormEvent) => {
    event.preventDefault();
    loadFormRules().then(
      () => {
        store.getState().markSubmitted();
        if (hasErrors(check())) focusFirstInvalid();
        else send();
      },
      // The rules could not load (offline, a new deployment): say so, keep the values.
      (error: unknown) => store.getState().fail(error),
    );
  };
  const preload = () => {
    loadFormRules().catch(() => undefined);
  };
  return { store, form, formRef, errors, submitWith, preload };
}
