/**
 * DECISIONS 'Botón de arrepentimiento' (Disposición 954/2025): the design system's
 * withdrawal form with api-client's words and rule (the catalogue shows the same form),
 * posted to the API's withdrawal endpoint through the app's API client.
 */
import { withdrawalFieldErrors, withdrawalFormText } from '@territorio/api-client/core';
import { WithdrawalForm as Form } from '@territorio/design-system';
import { personalDataNotice } from '@territorio/site-config';
import { useAppServices } from '../app/services';

export const WithdrawalForm = ({ operationCode = '' }: { operationCode?: string }) => {
  const { api } = useAppServices();
  return (
    <Form
      {...withdrawalFormText()}
      operationCode={operationCode}
      privacyNotice={personalDataNotice}
      check={withdrawalFieldErrors}
      send={(values) => api.sendWithdrawal(values)}
    />
  );
};
