/**
 * DECISIONS: the footer's 'Botón de arrepentimiento' opens the withdrawal request form. It
 * also opens by address (`?arrepentimiento&operation_code=...`), pre-filled with the code.
 */
import { useState } from 'react';
import { Button, Modal } from '@territorio/design-system';
import { useLocation, useSearchParams } from 'react-router';
import { LazyPage, retryableLazy } from '../components/lazyPage';
import { withdrawalCopy, withdrawalQuery } from '../shared-gaps';

// Loaded when the dialog opens: most visits never need the form.
const withdrawalForm = retryableLazy(() =>
  import('../forms/WithdrawalForm').then((module) => ({ default: module.WithdrawalForm })),
);

/**
 * The current page's address with the withdrawal form open: a plain link to it works from
 * anywhere, a dialog over the page included, and before the page's script runs.
 */
export function useWithdrawalAddress(): string {
  const { pathname, search } = useLocation();
  const next = new URLSearchParams(search);
  next.set(withdrawalQuery.open, '');
  return `${pathname}?${next.toString()}`;
}

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
