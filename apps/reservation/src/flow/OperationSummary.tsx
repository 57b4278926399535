import { Card, Heading, Stack, Text } from '@territorio/design-system';
import {
  selectCreditTerms,
  selectDisplayedPendingAmount,
  selectOperationAmounts,
  selectOperationPriceFigures,
} from '@territorio/dealership-flow';
import { CreditTerms, DisclosedPrice } from './disclosure';
import { useFlow } from './FlowProvider';
import { useMoney, VehicleDetails } from './parts';
import * as styles from './flow.css';

/** The unit and the running totals beside every step (the pending amount moves while typing). */
export const OperationSummary = () => {
  const vehicle = useFlow((state) => state.operation?.purchase.vehicle);
  const code = useFlow((state) => state.operation?.code);
  // The same final price as the confirmation's and the review's.
  const figures = useFlow(selectOperationPriceFigures);
  const terms = useFlow(selectCreditTerms);
  const promotionDiscount = useFlow(
    (state) => selectOperationAmounts(state)?.promotionDiscount ?? 0,
  );
  const pending = useFlow(selectDisplayedPendingAmount);
  const money = useMoney();
  if (!vehicle || !code) return null;

  return (
    <Card padding="large" as="aside" aria-labelledby="resumen-titulo">
      <Stack space="medium">
        <Heading level={2} id="resumen-titulo">
          Tu reserva
        </Heading>
        <VehicleDetails vehicle={vehicle} />
        <Text size="small" tone="muted">
          Código de operación: <strong>{code}</strong>
        </Text>
        {promotionDiscount > 0 ? (
          <Text size="small" tone="positive">
            Descuento aplicado: {money(promotionDiscount)}
          </Text>
        ) : null}
        {figures ? <DisclosedPrice figures={figures} /> : null}
        {terms ? <CreditTerms terms={terms} cashPriceArs={figures?.finalPriceArs ?? null} /> : null}
        <Text>
          Saldo pendiente: <span className={styles.amount}>{money(pending)}</span>
        </Text>
      </Stack>
    </Card>
  );
};
