/**
 * DECISIONS: the footer's 'Botón de arrepentimiento' opens the withdrawal request form. It
 * also opens by address (`?arrepentimiento&operation_code=...`), pre-filled with the code.
 */
import { useState } from 'react';
import { Button, Modal } from '@territorio/design-system';
import { useSearchParams } from 'react-router';
import { LazyPage, retryableLazy } from '../components/lazyPage';
import { withdrawalCopy, withdrawalQuery } from '../shared-gaps';

// Loaded when the dialog opens: most visits never need the form.
const withdrawalForm = retryableLazy(() =>
  import('../forms/WithdrawalForm').then((module) => ({ default: module.WithdrawalForm })),
);

export function WithdrawalButton() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isRequested = searchParams.has(withdrawalQuery.open);
  const operationCode = searchParams.get(withdrawalQuery.operationCode) ?? '';
  const [isOpen, setIsOpen] = useState(isRequested);

  const close = () => {
    setIsOpen(false);
    if (isRequested) {
      const next = new URLSearchParams(searchParams);
      next.delete(withdrawalQuery.open);
      setSearchParams(next, { replace: true });
    }
  };

  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          {withdrawalCopy.link}
        </Button>
      </div>
      <Modal open={isOpen || isRequested} onClose={close} title={withdrawalCopy.title}>
        <LazyPage
          page={withdrawalForm}
          loadingMessage={withdrawalCopy.loading}
          props={{ operationCode }}
        />
      </Modal>
    </>
  );
}
