import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createFormStore } from '../stores/formStore';
import type { FormState, FormStore } from '../stores/formStore';
import { hasErrors } from './validation';

/** One form store per mounted form. */
export function useFormStore(): [FormStore, FormState] {
  const [store] = useState(createFormStore);
  const state = useStore(store);
  return [store, state];
}

/**
 * After a submit with errors, moves focus to the first invalid field (so keyboard and
 * screen-reader users land on what to fix). Call `request()` on such a submit.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tick]);
  return { formRef, request: () => setTick((value) => value + 1) };
}

/**
 * The submit rule every form shares (spec 5): errors show once the form was submitted; a
 * submit marks it, moves focus to the first invalid field and says whether to send.
 */
export function useCheckedForm<Errors extends Record<string, string | undefined>>(
  check: () => Errors,
) {
  const [store, form] = useFormStore();
  const { formRef, request: focusFirstInvalid } = useFocusFirstInvalid();
  const errors: Partial<Errors> = form.submitted ? check() : {};
  /** Call first in onSubmit: true when the values may be sent. */
  const accept = (event: FormEvent): boolean => {
    event.preventDefault();
    store.getState().markSubmitted();
    if (hasErrors(check())) {
      focusFirstInvalid();
      return false;
    }
    return true;
  };
  return { store, form, formRef, errors, accept };
}
