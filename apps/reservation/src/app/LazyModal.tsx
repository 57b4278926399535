/**
 * The design system's Modal for the dialogs a screen opens only on a click (a confirmation,
 * the withdrawal form). No page shows one at first paint, so its code is not part of the
 * first visit: it is fetched once the page is idle, before anyone can need it (a click
 * before then opens the dialog as soon as it arrives, with no spinner). The dialog mounts
 * the first time it opens and stays mounted, so closing it returns focus to its opener.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ModalProps } from '@territorio/design-system';

const loadModal = () => import('./modal');
const Modal = lazy(loadModal);

export const LazyModal = (props: ModalProps) => {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  useEffect(() => {
    const whenIdle =
      window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    // A failed fetch here is retried by the dialog's own load when it first opens.
    whenIdle(() => void loadModal().catch(() => undefined));
  }, []);
  return hasOpened ? (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  ) : null;
};
