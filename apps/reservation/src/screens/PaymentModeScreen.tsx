import { useRef } from 'react';
import {
  formatNumber,
  maxUsedVehicles,
  messages,
  moneyMessages,
} from '@territorio/api-client/core';
import { Button, Card, Heading, Inline, Stack, Text, TextField } from '@territorio/design-system';
import {
  canAddUsedVehicle,
  canContinueFromPaymentMode,
  selectCashPriceArs,
  selectCreditTerms,
  isFinancingComingSoon,
  isFinancingDisabled,
  isPesoConversionUnavailable,
  selectDisplayedPendingAmount,
  selectFullPrice,
  selectMoneyMessages,
  selectOperationAmounts,
  selectUsedVehicles,
} from '@territorio/dealership-flow';
import type { DealershipFlowState } from '@territorio/dealership-flow';
import { LazyModal } from '../app/LazyModal';
import { ScreenHeading } from '../app/ScreenHeading';
import { useFlow, useFlowActions } from '../flow/FlowProvider';
import { useGoTo } from '../flow/useGoTo';
import { creditInstalmentText } from '../flow/creditText';
import { CreditTerms } from '../flow/disclosure';
import { OperationSummary } from '../flow/OperationSummary';
import { usePesos } from '../flow/pesos';
import { FlowProgress, useMoney } from '../flow/parts';
import { Notice, UsdRateLine } from '../flow/notices';
import * as styles from '../flow/flow.css';

const continueHelpId = 'continuar-ayuda';
const usedLimitId = 'usados-limite';

/** The most cash can be: what remains after trade-ins and credit (else the full price). */
function selectCashCeiling(state: DealershipFlowState): number | null {
  const amounts = selectOperationAmounts(state);
  if (!amounts) return selectFullPrice(state);
  return amounts.promotionPrice - amounts.usedVehiclesTotal - amounts.creditAmount;
}

const CashField = () => {
  const cashText = useFlow((state) => state.cashText);
  const ceiling = useFlow(selectCashCeiling);
  // DECISIONS: cash over what remains is capped, and the reason is shown beside the field.
  const capped = useFlow((state) => selectMoneyMessages(state).cash_amount ?? null);
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
        helpText={capped ?? (ceiling === null ? undefined : `Hasta ${money(ceiling)}.`)}
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

/** Why the last change of the trade-ins was not taken (a car counted twice, over the price). */
function selectUsedVehiclesRefusal(state: DealershipFlowState): string | null {
  const found = Object.entries(state.moneyRefusal).find(([field]) =>
    field.startsWith('used_vehicles'),
  );
  return found?.[1] ?? null;
}

/**
 * spec 8, DECISIONS: a dollar unit without a rate settles trade-ins and financing at the
 * dealership; the buyer can still reserve with cash.
 */
const AtDealership = () => (
  <Stack space="xsmall">
    <Text weight="strong">{messages.usdRateUnavailable}</Text>
    <Text size="small" tone="muted">
      {moneyMessages.pesosNeedRate}
    </Text>
  </Stack>
);

const UsedVehicles = () => {
  const usedVehicles = useFlow(selectUsedVehicles);
  const canAdd = useFlow(canAddUsedVehicle);
  const removal = useFlow((state) => state.usedVehicle.removal);
  const limitMessage = useFlow((state) => state.usedVehicle.limitMessage);
  const { askRemoveUsedVehicle, confirmRemoveUsedVehicle, cancelRemoveUsedVehicle } =
    useFlowActions();
  const goTo = useGoTo();
  const pesos = usePesos();
  const isAtDealership = useFlow(isPesoConversionUnavailable);
  const refusal = useFlow(selectUsedVehiclesRefusal);
  const headingRef = useRef<HTMLDivElement>(null);
  // spec 9: up to 3 used vehicles; the disabled button says why.
  const isAtLimit = usedVehicles.length >= maxUsedVehicles;

  // The removed vehicle's 'Quitar' button is gone: the focus goes to the list's heading,
  // from where the list (or 'Agregar Usado') is next.
  const onConfirmRemoval = () => {
    void confirmRemoveUsedVehicle().then(() => {
      const heading = headingRef.current?.querySelector('h2');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
    });
  };

  return (
    <Stack space="medium">
      <div ref={headingRef}>
        <Heading level={2}>Vehículos usados</Heading>
      </div>
      {usedVehicles.length === 0 ? (
        <Text tone="muted">
          Podés entregar hasta {maxUsedVehicles} vehículos usados como parte de pago.
        </Text>
      ) : (
        <ul className={styles.list}>
          {usedVehicles.map((used, index) => (
            <li key={`${used.codia}-${used.year}-${used.kms}-${index}`} className={styles.listItem}>
              <Stack space="xsmall">
                <Text weight="strong">
                  {used.brand} {used.model} {used.vehicle}
                </Text>
                <Text size="small" tone="muted">
                  {used.year} · {formatNumber(used.kms)} km · Cotización {pesos(used.valuation)}
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
      {isAtLimit ? (
        <Text size="small" tone="muted" id={usedLimitId}>
          {messages.tooManyUsedVehicles}
        </Text>
      ) : null}
      {limitMessage && !isAtLimit ? <Notice tone="critical">{limitMessage}</Notice> : null}
      {refusal ? <Notice tone="critical">{refusal}</Notice> : null}
      {isAtDealership ? (
        <AtDealership />
      ) : (
        <div>
          <Button
            variant="secondary"
            disabled={!canAdd}
            aria-describedby={isAtLimit ? usedLimitId : undefined}
            onClick={() => void goTo('usedVehicle')}
          >
            Agregar Usado
          </Button>
        </div>
      )}
      <LazyModal
        open={removal.status === 'confirming'}
        onClose={cancelRemoveUsedVehicle}
        title={
          removal.status === 'confirming' ? removal.question : messages.usedVehicleRemoveQuestion
        }
      >
        <Inline space="small">
          <Button variant="primary" onClick={onConfirmRemoval}>
            Sí, remover
          </Button>
          <Button variant="secondary" onClick={cancelRemoveUsedVehicle}>
            Cancelar
          </Button>
        </Inline>
      </LazyModal>
    </Stack>
  );
};

const Financing = () => {
  const operation = useFlow((state) => state.operation);
  const isComingSoon = useFlow(isFinancingComingSoon);
  const isDisabled = useFlow(isFinancingDisabled);
  const isAtDealership = useFlow(isPesoConversionUnavailable);
  const terms = useFlow(selectCreditTerms);
  const cashPriceArs = useFlow(selectCashPriceArs);
  const goTo = useGoTo();
  const pesos = usePesos();
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
                <Text weight="strong">{terms?.planName ?? operation.credit_name}</Text>
                <Text size="small" tone="muted">
                  {pesos(operation.credit_amount)} en {creditInstalmentText(operation, terms)}
                </Text>
                {terms ? <CreditTerms terms={terms} cashPriceArs={cashPriceArs} /> : null}
              </Stack>
            </div>
          ) : (
            <Text tone="muted">Financiá parte del saldo con un crédito prendario o bancario.</Text>
          )}
          {isAtDealership ? (
            <AtDealership />
          ) : (
            <div>
              <Button
                variant="secondary"
                disabled={isDisabled}
                onClick={() => void goTo('financing')}
              >
                {hasCredit ? 'Modificar financiación' : 'Agregar financiación'}
              </Button>
            </div>
          )}
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
