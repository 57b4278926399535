import { useEffect, useEffectEvent, useId, useRef, useSyncExternalStore } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconClose } from '../../icons/icons';
import { Heading } from '../Heading/Heading';
import { cx } from '../private/cx';
import { useDesignSystem } from '../private/designSystemContext';
import { getFocusableElements } from '../private/focusable';
import { ModalTitleContext } from '../private/modalContext';
import * as styles from './Modal.css';

export const modalSizes = ['standard', 'fullscreen'] as const;

type ModalTitle =
  | {
      /** The dialog's heading; it also names the dialog. */
      title: ReactNode;
      header?: undefined;
    }
  | {
      /** Replaces the default heading, e.g. a ModalHeader (which names the dialog itself). */
      header: ReactNode;
      title?: undefined;
    };

export type ModalProps = ModalTitle & {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) a click on the backdrop. */
  onClose: () => void;
  size?: (typeof modalSizes)[number];
  closeLabel?: string;
  closeOnBackdropClick?: boolean;
  /** Receives focus on open; by default the first focusable element inside the dialog does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Renders where it stands instead of in a portal into document.body: for a dialog that is
   * part of a server-rendered page's first paint (it must not move when the page hydrates).
   * Use it only where no ancestor clips or stacks (the app shell's top level).
   */
  inPlace?: boolean;
  children?: ReactNode;
};

const subscribeNever = () => () => {};

/**
 * false on the server and while the browser hydrates a server-rendered page: a dialog
 * (a portal into document.body) is never part of the server's HTML, so it opens after.
 */
function useCanPortal(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

// Only the most recently opened dialog reacts to Escape and Tab.
const openDialogs: string[] = [];

/** Tab and Shift+Tab go round the dialog's focusable elements and never leave it. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = getFocusableElements(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (
    event.shiftKey &&
    (active === first || active === dialog || !dialog.contains(active))
  ) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog in a portal: aria-modal, labelled by its title, focus kept inside, closed by
 * Escape, and focus returned to whatever opened it.
 */
export const Modal = ({
  open,
  onClose,
  title,
  header,
  size = 'standard',
  closeLabel = 'Cerrar',
  closeOnBackdropClick = true,
  initialFocusRef,
  inPlace = false,
  children,
}: ModalProps) => {
  const dialogId = useId();
  const titleId = `${dialogId}-title`;
  const { themeClass } = useDesignSystem();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const requestClose = useEffectEvent(() => onClose());
  const canPortal = useCanPortal();

  useEffect(() => {
    if (!open || !canPortal) {
      return undefined;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const backdrop = backdropRef.current;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    openDialogs.push(dialogId);
    // WAI-ARIA dialog pattern: focus the first focusable element (or the dialog itself).
    const focusInside = () => {
      const initialFocus =
        initialFocusRef?.current ?? (dialog ? (getFocusableElements(dialog)[0] ?? dialog) : null);
      initialFocus?.focus();
    };
    // A dialog in place is part of a server-rendered page, on screen from its first paint:
    // focus moves in a task of its own, not among the effects of the page's hydration (it
    // lays the page out, and the hydration's effects are one task).
    const focusTimer = inPlace ? setTimeout(focusInside, 0) : undefined;
    if (!inPlace) focusInside();

    const isTopmost = () => openDialogs[openDialogs.length - 1] === dialogId;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialog || !isTopmost()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key === 'Tab') keepTabInside(event, dialog);
    };

    const onBackdropPointerDown = (event: PointerEvent) => {
      if (closeOnBackdropClick && event.target === backdrop && isTopmost()) {
        requestClose();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    backdrop?.addEventListener('pointerdown', onBackdropPointerDown);
    return () => {
      clearTimeout(focusTimer);
      document.removeEventListener('keydown', onKeyDown);
      backdrop?.removeEventListener('pointerdown', onBackdropPointerDown);
      openDialogs.splice(openDialogs.indexOf(dialogId), 1);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) {
        opener.focus();
      }
    };
  }, [open, canPortal, inPlace, dialogId, closeOnBackdropClick, initialFocusRef]);

  if (!open || (!canPortal && !inPlace)) {
    return null;
  }

  const dialog = (
    <div className={cx(themeClass)}>
      <div ref={backdropRef} className={styles.backdrop}>
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.dialog({ size })}
        >
          <div className={styles.header}>
            <div className={styles.headerContent}>
              <ModalTitleContext.Provider value={titleId}>
                {header ?? (
                  <Heading level={2} id={titleId}>
                    {title}
                  </Heading>
                )}
              </ModalTitleContext.Provider>
            </div>
            <button
              type="button"
              aria-label={closeLabel}
              className={styles.closeButton}
              onClick={onClose}
            >
              <IconClose size="large" />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      </div>
    </div>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
};
