import { useNavigate } from 'react-router-dom';
import { formatNumber, messages } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  Inline,
  Modal,
  Stack,
  Text,
  TextField,
} from '@territorio/design-system';
import {
  canAddUsedVehicle,
  canContinueFromPaymentMode,
  isFinancingComingSoon,
  isFinancingDisabled,
  selectDisplayedPendingAmount,
  selectFullPrice,
  selectUsedVehicles,
} from '@territorio/dealership-flow';
import type { FlowStep } from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useFlow, useFlowActions } from '../flow/FlowProvider';
import { OperationSummary } from '../flow/OperationSummary';
import { FlowProgress, Notice, UsdRateLine, useMoney } from '../flow/parts';
import * as styles from '../flow/flow.css';

const continueHelpId = 'continuar-ayuda';

export function useGoTo(): (step: FlowStep) => Promise<void> {
  const { goTo } = useFlowActions();
  const navigate = useNavigate();
  return async (step) => {
    const result = await goTo(step);
    if (result.isAllowed && result.path) navigate(result.path);
  };
}

const CashField = () => {
  const cashText = useFlow((state) => state.cashText);
  const fullPrice = useFlow(selectFullPrice);
  const { setCashText, completeRemaining } = useFlowActions();
  const money = useMoney();
  return (
    <Stack space="small">
      <TextField
        label="Monto en efectivo o transferencia"
        name="cash_amount"
        inputMode="numeric"
        autoComplete="off"
        value={cashText}
        helpText={fullPrice === null ? undefined : `Hasta ${money(fullPrice)}.`}
        onChange={(event) => setCashText(event.target.value)}
      />
      <div>
        <Button variant="link" onClick={() => void completeRemaining()}>
          Completar Restante
        </Button>
      </div>
    </Stack>
  );
};

const UsedVehicles = () => {
  const usedVehicles = useFlow(selectUsedVehicles);
  const canAdd = useFlow(canAddUsedVehicle);
  const removal = useFlow((state) => state.usedVehicle.removal);
  const limitMessage = useFlow((state) => state.usedVehicle.limitMessage);
  const { askRemoveUsedVehicle, confirmRemoveUsedVehicle, cancelRemoveUsedVehicle } =
    useFlowActions();
  const goTo = useGoTo();
  const money = useMoney();

  return (
    <Stack space="medium">
      <Heading level={2}>Vehículos usados</Heading>
      {usedVehicles.length === 0 ? (
        <Text tone="muted">Podés entregar hasta 3 vehículos usados como parte de pago.</Text>
      ) : (
        <ul className={styles.list}>
          {usedVehicles.map((used, index) => (
            <li key={`${used.codia}-${used.year}-${used.kms}-${index}`} className={styles.listItem}>
              <Stack space="xsmall">
                <Text weight="strong">
                  {used.brand} {used.model} {used.vehicle}
                </Text>
                <Text size="small" tone="muted">
                  {used.year} · {formatNumber(used.kms)} km · Cotización {money(used.valuation)}
                </Text>
              </Stack>
              <Button
                variant="secondary"
                size="small"
                aria-label={`Quitar ${used.brand} ${used.model} ${used.vehicle}`}
                onClick={() => askRemoveUsedVehicle(index)}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
      {limitMessage ? <Notice tone="critical">{limitMessage}</Notice> : null}
      <div>
        <Button variant="secondary" disabled={!canAdd} onClick={() => void goTo('usedVehicle')}>
          Agregar Usado
        </Button>
      </div>
      <Modal
        open={removal.status === 'confirming'}
        onClose={cancelRemoveUsedVehicle}
        title={
          removal.status === 'confirming' ? removal.question : messages.usedVehicleRemoveQuestion
        }
      >
        <Inline space="small">
          <Button variant="primary" onClick={() => void confirmRemoveUsedVehicle()}>
            Sí, remover
          </Button>
          <Button variant="secondary" onClick={cancelRemoveUsedVehicle}>
            Cancelar
          </Button>
        </Inline>
      </Modal>
    </Stack>
  );
};

const Financing = () => {
  const operation = useFlow((state) => state.operation);
  const isComingSoon = useFlow(isFinancingComingSoon);
  const isDisabled = useFlow(isFinancingDisabled);
  const goTo = useGoTo();
  const money = useMoney();
  if (!operation) return null;
  const hasCredit = operation.credit_id !== null;

  return (
    <Stack space="medium">
      <Heading level={2}>Financiación</Heading>
      {isComingSoon ? (
        <Text tone="muted">{messages.financingComingSoon}</Text>
      ) : (
        <>
          {hasCredit ? (
            <div className={styles.listItem}>
              <Stack space="xsmall">
                <Text weight="strong">{operation.credit_name}</Text>
                <Text size="small" tone="muted">
                  {money(operation.credit_amount)} en {operation.credit_installments} cuotas de{' '}
                  {money(operation.credit_avg_installment)} (cuota promedio)
                </Text>
              </Stack>
            </div>
          ) : (
            <Text tone="muted">Financiá parte del saldo con un crédito prendario o bancario.</Text>
          )}
          <div>
            <Button
              variant="secondary"
              disabled={isDisabled}
              onClick={() => void goTo('financing')}
            >
              {hasCredit ? 'Modificar financiación' : 'Agregar financiación'}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
};

/** spec 2.11 step 1 'Modo de pago': cash, used vehicles and financing; 'Continuar' when covered. */
export const PaymentModeScreen = () => {
  const canContinue = useFlow(canContinueFromPaymentMode);
  const pending = useFlow(selectDisplayedPendingAmount);
  const goTo = useGoTo();
  const money = useMoney();

  return (
    <Stack space="large">
      <FlowProgress current={1} />
      <ScreenHeading title="Modo de pago" />
      <div className={styles.columns}>
        <Stack space="large">
          <Card padding="large" as="section" aria-labelledby="contado-titulo">
            <Stack space="medium">
              <Heading level={2} id="contado-titulo">
                Contado
              </Heading>
              <CashField />
            </Stack>
          </Card>
          <Card padding="large">
            <UsedVehicles />
          </Card>
          <Card padding="large">
            <Financing />
          </Card>
          <Stack space="small">
            <div aria-live="polite">
              <Text weight="strong">Saldo pendiente: {money(pending)}</Text>
            </div>
            <UsdRateLine />
            {canContinue ? null : (
              <Text size="small" tone="muted" id={continueHelpId}>
                Para continuar, cubrí el saldo pendiente o agregá un vehículo usado.
              </Text>
            )}
            <div>
              <Button
                variant="primary"
                size="large"
                disabled={!canContinue}
                aria-describedby={canContinue ? undefined : continueHelpId}
                onClick={() => void goTo('personalData')}
              >
                Continuar
              </Button>
            </div>
          </Stack>
        </Stack>
        <OperationSummary />
      </div>
    </Stack>
  );
};
