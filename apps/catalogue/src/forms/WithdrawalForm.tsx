/**
 * DECISIONS 'Botón de arrepentimiento' (Disposición 954/2025): the design system's
 * withdrawal form with api-client's words and rule, sent through the catalogue's API client.
 */
import { withdrawalFieldErrors, withdrawalFormText } from '@territorio/api-client/core';
import { WithdrawalForm as Form } from '@territorio/design-system';
import { personalDataNotice } from '@territorio/site-config';
import { useServices } from '../services/context';

export function WithdrawalForm({ operationCode = '' }: { operationCode?: string }) {
  const { api } = useServices();
  return (
    <Form
      {...withdrawalFormText()}
      operationCode={operationCode}
      privacyNotice={personalDataNotice}
      check={withdrawalFieldErrors}
      send={(values) => api.sendWithdrawal(values)}
    />
  );
}
