/**
 * Focus for steps that open and messages that appear: a keyboard or screen-reader user lands
 * on what changed (a step's heading, a confirmation), centred below the sticky header.
 */
import { useEffect, useState } from 'react';

/** Moves focus to the element `id`; an element that is not focusable takes focus from script only. */
export function focusById(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}

/** `focusLater(id)`: focus moves to `id` once the render that shows it is done. */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<{ readonly id: string } | null>(null);
  useEffect(() => {
    if (target) focusById(target.id);
  }, [target]);
  return (id) => setTarget({ id });
}
