import type { ReactNode } from 'react';
import { Button, Inline, Modal, Stack } from '@territorio/design-system';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  confirmLabel: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** Asks before an action that cannot be undone (a refund, a cancel). */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  isBusy = false,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <Stack space="large">
        {children}
        <Inline space="small" align="right">
          <Button variant="secondary" onClick={onClose}>
            Volver
          </Button>
          <Button variant="primary" onClick={onConfirm} isBusy={isBusy} busyLabel="Procesando…">
            {confirmLabel}
          </Button>
        </Inline>
      </Stack>
    </Modal>
  );
}
