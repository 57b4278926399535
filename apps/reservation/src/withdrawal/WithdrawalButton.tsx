/**
 * DECISIONS: the footer's 'Botón de arrepentimiento' opens the withdrawal request form in
 * a dialog (labelled by its title, focus kept inside and returned to the button on close).
 */
import { useState } from 'react';
import { messages } from '@territorio/api-client/core';
import { Button, Modal } from '@territorio/design-system';
import { WithdrawalForm } from './WithdrawalForm';

export const WithdrawalButton = ({ operationCode }: { operationCode?: string }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <div>
        <Button variant="secondary" size="small" onClick={() => setIsOpen(true)}>
          {messages.withdrawalTitle}
        </Button>
      </div>
      <Modal open={isOpen} onClose={() => setIsOpen(false)} title={messages.withdrawalTitle}>
        <WithdrawalForm operationCode={operationCode ?? ''} />
      </Modal>
    </>
  );
};
