/**
 * DECISIONS: the footer's 'Botón de arrepentimiento' opens the withdrawal request form in
 * a dialog (labelled by its title, focus kept inside and returned to the button on close).
 * The form's code loads when the dialog first opens: no screen needs it before.
 */
import { Suspense, lazy, useState } from 'react';
import { messages } from '@territorio/api-client/core';
import { Button, Loader } from '@territorio/design-system';
import { LazyModal } from '../app/LazyModal';

const WithdrawalForm = lazy(() =>
  import('./WithdrawalForm').then(({ WithdrawalForm: Form }) => ({ default: Form })),
);

/** The button's id: the reservation's screens link to it where they state the right. */
export const withdrawalButtonId = 'boton-arrepentimiento';

export const WithdrawalButton = ({ operationCode }: { operationCode?: string }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <div>
        <Button
          id={withdrawalButtonId}
          variant="secondary"
          size="small"
          onClick={() => setIsOpen(true)}
        >
          {messages.withdrawalTitle}
        </Button>
      </div>
      <LazyModal open={isOpen} onClose={() => setIsOpen(false)} title={messages.withdrawalTitle}>
        {isOpen ? (
          <Suspense fallback={<Loader message="Cargando el formulario…" />}>
            <WithdrawalForm operationCode={operationCode ?? ''} />
          </Suspense>
        ) : null}
      </LazyModal>
    </>
  );
};
