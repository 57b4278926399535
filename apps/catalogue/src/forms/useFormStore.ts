import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createFormStore } from '../stores/formStore';
import type { FormState, FormStore } from '../stores/formStore';

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
