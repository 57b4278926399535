import { useRef } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { Button, Stack, Text, TextField, TextLink } from '@territorio/design-system';
import type { ActionResult } from '../../lib/actions';
import { useReasonConfirmation } from '../../lib/useReasonConfirmation';
import { formatDateTime } from '../../lib/format';
import {
  isMaskedOperationCode,
  withdrawalRefundSchema,
  withdrawalStatusLabels,
} from '@territorio/api-client/staff';
import type { LeadDetail } from '@territorio/api-client/staff';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Facts } from '../Facts/Facts';
import { FormResult, fieldError } from '../Notice/FormResult';
import { Section } from '../Section/Section';

/** The route action's intent for the refund. */
export const withdrawalRefundIntent = 'withdrawal-refund';

export type WithdrawalCaseProps = {
  lead: LeadDetail;
  result: ActionResult | undefined;
  /** Whether the member may refund this lead's deposit (admin, or sales of its brand). */
  canRefund: boolean;
};

/**
 * A withdrawal request ('Botón de arrepentimiento'): its case, the operation, the 10-day
 * term and where it stands; a refundable one can have its deposit refunded, with a
 * required reason and a confirmation, after which the page shows the new standing.
 */
export function WithdrawalCase({ lead, result, canRefund }: WithdrawalCaseProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submit = useSubmit();
  const { isConfirming, setIsConfirming, reasonError, askConfirmation } =
    useReasonConfirmation(withdrawalRefundSchema);
  const isBusy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === withdrawalRefundIntent;
  const status = lead.withdrawal_status;
  const isRefundable = canRefund && status === 'refundable';

  return (
    <Section title="Pedido de arrepentimiento">
      <Facts
        facts={[
          { label: 'Código del caso', value: lead.reference },
          {
            label: 'Operación',
            value: !lead.operation_code ? (
              'No la indicó'
            ) : isMaskedOperationCode(lead.operation_code) ? (
              // Only staff who can act on the operation read its code (and open it).
              `${lead.operation_code} (oculto: lo ven quienes atienden esa operación)`
            ) : (
              <TextLink href={`/reservas/${encodeURIComponent(lead.operation_code)}`}>
                {lead.operation_code}
              </TextLink>
            ),
          },
          { label: 'Seña pagada', value: formatDateTime(lead.withdrawal_paid_at) },
          {
            label: 'Plazo de 10 días corridos',
            value: lead.withdrawal_deadline
              ? `Hasta el ${formatDateTime(lead.withdrawal_deadline)}`
              : null,
          },
          {
            label: 'Estado',
            value: status ? (
              <Text as="span" weight="strong">
                {withdrawalStatusLabels[status]}
              </Text>
            ) : (
              'Sin revisar'
            ),
          },
          { label: 'Motivo', value: lead.withdrawal_reason },
        ]}
      />
      {/* Outside the form: a refunded request no longer shows it. */}
      <FormResult
        result={result}
        intent={withdrawalRefundIntent}
        formRef={formRef}
        focusOnSuccess
      />
      {isRefundable ? (
        <Form method="post" ref={formRef} noValidate onSubmit={askConfirmation}>
          <input type="hidden" name="intent" value={withdrawalRefundIntent} />
          <Stack space="medium">
            <Text>
              El comprador pidió arrepentirse dentro de los 10 días corridos desde el pago: le
              corresponde la devolución completa de la seña.
            </Text>
            <TextField
              label="Motivo de la devolución"
              type="textarea"
              name="reason"
              rows={3}
              maxLength={500}
              required
              errorMessage={reasonError ?? fieldError(result, withdrawalRefundIntent, 'reason')}
            />
            <div>
              <Button type="submit" variant="primary">
                Devolver seña
              </Button>
            </div>
          </Stack>
        </Form>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title="Devolver seña"
        confirmLabel="Sí, devolver la seña"
        isBusy={isBusy}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => {
          if (formRef.current) submit(formRef.current);
          setIsConfirming(false);
        }}
      >
        <Text>
          Se devuelve la seña completa de la operación {lead.operation_code ?? ''} y le avisamos al
          comprador por email. No se puede deshacer.
        </Text>
      </ConfirmDialog>
    </Section>
  );
}
