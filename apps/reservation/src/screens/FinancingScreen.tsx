import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Card, Loader, Stack, Text, TextField } from '@territorio/design-system';
import { formatPrice, messages } from '@territorio/api-client/core';
import type { CreditPlan } from '@territorio/api-client/core';
import {
  creditPlanTerms,
  installmentsLabel,
  isPlanAvailableFor,
  planFinancedAmount,
  selectCashPriceArs,
  selectCreditAmountMessage,
  selectLoanAmountNotice,
  selectOperationCurrency,
  selectSelectedCreditPlanId,
} from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useFlow, useFlowActions, useFlowStore } from '../flow/FlowProvider';
import { CreditTerms } from '../flow/disclosure';
import { FlowProgress } from '../flow/parts';
import { Notice } from '../flow/notices';
import { amountDigits, caretAfterDigits, digitsBefore, groupedAmount } from '../lib/amountInput';
import { usePesos } from '../flow/pesos';
import * as styles from '../flow/flow.css';
import { useGoTo } from '../flow/useGoTo';

const PlanCard = ({
  plan,
  amount,
  isSelected,
  onChoose,
}: {
  plan: CreditPlan;
  /** The amount the plans were listed for, pesos. */
  amount: number;
  isSelected: boolean;
  onChoose: (plan: CreditPlan) => void;
}) => {
  const isSaving = useFlow((state) => state.update.status === 'started');
  const cashPriceArs = useFlow(selectCashPriceArs);
  // Bank credits are peso loans: their figures are in pesos, converted on a dollar unit.
  const pesos = usePesos();
  const titleId = `plan-${plan.id}`;
  const noteId = `plan-${plan.id}-maximo`;
  // spec 4: a plan whose maximum is below the amount is still offered; it finances its maximum.
  const isAvailable = isPlanAvailableFor(plan, amount);
  const financed = planFinancedAmount(plan, amount);
  const terms = creditPlanTerms(plan, financed);
  const name = terms?.planName ?? plan.name;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={[styles.planCard, isSelected ? styles.planCardSelected : ''].join(' ')}
      >
        <Text size="small" tone="muted">
          {plan.bank}
        </Text>
        <h3 id={titleId} className={styles.planTitle}>
          {name}
        </h3>
        {isAvailable ? null : (
          <Text size="small" weight="strong" id={noteId}>
            Financia hasta {pesos(plan.financed_max)}: si lo elegís, financiamos ese máximo.
          </Text>
        )}
        {terms ? <CreditTerms terms={terms} cashPriceArs={cashPriceArs} compact /> : null}
        <dl className={styles.details}>
          <dt className={styles.detailTerm}>Plazo</dt>
          <dd className={styles.detailValue}>{plan.months} meses</dd>
          <dt className={styles.detailTerm}>Monto financiado</dt>
          <dd className={styles.detailValue}>{pesos(financed)}</dd>
          {terms ? null : (
            <>
              <dt className={styles.detailTerm}>Cuota promedio</dt>
              <dd className={styles.detailValue}>{formatPrice(plan.avg_installment, 'ars')}</dd>
            </>
          )}
          {plan.financed_min > 0 ? (
            <>
              <dt className={styles.detailTerm}>Mínimo a financiar</dt>
              <dd className={styles.detailValue}>{pesos(plan.financed_min)}</dd>
            </>
          ) : null}
          <dt className={styles.detailTerm}>Máximo a financiar</dt>
          <dd className={styles.detailValue}>{pesos(plan.financed_max)}</dd>
        </dl>
        <div>
          <Button
            variant={isSelected ? 'primary' : 'secondary'}
            aria-pressed={isSelected}
            aria-describedby={isAvailable ? undefined : noteId}
            disabled={isSaving}
            onClick={() => onChoose(plan)}
          >
            {isSelected ? 'Plan elegido (quitar)' : 'Elegir este plan'}
          </Button>
        </div>
      </article>
    </li>
  );
};

const Plans = ({ onChoose }: { onChoose: (plan: CreditPlan) => void }) => {
  const plans = useFlow((state) => state.credit.plans);
  const selectedId = useFlow(selectSelectedCreditPlanId);
  const cashPriceArs = useFlow(selectCashPriceArs);
  switch (plans.status) {
    case 'idle':
      return null;
    case 'loading':
      return <Loader message="Buscando planes de financiación…" />;
    case 'comingSoon':
      return (
        <Notice live>
          <Text>{plans.message}</Text>
        </Notice>
      );
    case 'atDealership':
      // spec 8, DECISIONS: no dollar rate, no online financing of a dollar unit.
      return (
        <Notice live>
          <Stack space="xsmall">
            <Text weight="strong">{messages.usdRateUnavailable}</Text>
            <Text>{plans.message}</Text>
          </Stack>
        </Notice>
      );
    case 'empty':
    case 'failed':
      return (
        <Notice tone="critical">
          <Text>{plans.message}</Text>
        </Notice>
      );
    case 'loaded':
      return (
        <Stack space="medium">
          <div role="status">
            <Text size="small" tone="muted">
              {plans.plans.length === 1
                ? 'Encontramos 1 plan para ese importe.'
                : `Encontramos ${plans.plans.length} planes para ese importe.`}
            </Text>
          </div>
          <Text size="small">
            Precio contado de tu 0km:{' '}
            {cashPriceArs === null ? messages.usdRateUnavailable : formatPrice(cashPriceArs, 'ars')}
          </Text>
          <ul className={styles.planGrid}>
            {plans.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                amount={plans.amount}
                isSelected={plan.id === selectedId}
                onChoose={onChoose}
              />
            ))}
          </ul>
        </Stack>
      );
  }
};

/** spec 2.11 'Agregar financiación': the amount to finance and the plan cards. */
export const FinancingScreen = () => {
  const loanAmountText = useFlow((state) => state.credit.loanAmountText);
  // BAIC ('Próximamente') and a dollar unit without a rate have no amount to finance online.
  const isComingSoon = useFlow((state) =>
    ['comingSoon', 'atDealership'].includes(state.credit.plans.status),
  );
  const amountMessage = useFlow(selectCreditAmountMessage);
  // DECISIONS: a credit over what remains is lowered; below its plan's minimum, refused.
  const loanNotice = useFlow(selectLoanAmountNotice);
  const isDollarUnit = useFlow((state) => selectOperationCurrency(state) === 'usd');
  const { setLoanAmountText, selectCreditPlan } = useFlowActions();
  const store = useFlowStore();
  const goTo = useGoTo();
  const pesos = usePesos();
  // What choosing a plan did, said where the focus goes next (the chosen card's button is
  // disabled while saving and its list may reload, so the focus cannot stay on it).
  const [choice, setChoice] = useState<string | null>(null);
  const choiceRef = useRef<HTMLParagraphElement>(null);
  const [choiceCount, setChoiceCount] = useState(0);
  useEffect(() => {
    if (choiceCount > 0) choiceRef.current?.focus();
  }, [choiceCount]);

  // Thousands grouped as the buyer types; the caret stays after the digit it followed.
  const shownAmount = groupedAmount(loanAmountText);
  const amountField = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const caretDigits = useRef<number | null>(null);
  useLayoutEffect(() => {
    const field = amountField.current;
    if (caretDigits.current === null || !field || document.activeElement !== field) return;
    const caret = caretAfterDigits(shownAmount, caretDigits.current);
    field.setSelectionRange(caret, caret);
    caretDigits.current = null;
  }, [shownAmount]);

  const onChoose = (plan: CreditPlan) => {
    const wasSelected = store.getState().operation?.credit_id === plan.id;
    void selectCreditPlan(plan).then((isSaved) => {
      const operation = store.getState().operation;
      if (!isSaved || !operation) return;
      setChoice(
        wasSelected
          ? `Quitaste el plan ${plan.name}.`
          : `Elegiste ${creditPlanTerms(plan, operation.credit_amount)?.planName ?? plan.name}: financiás ${pesos(operation.credit_amount)} en ${installmentsLabel(operation.credit_installments)}.`,
      );
      setChoiceCount((count) => count + 1);
    });
  };

  return (
    <Stack space="large">
      <FlowProgress current={1} />
      <ScreenHeading title="Agregar financiación" />
      <Card padding="large">
        <Stack space="large">
          {isComingSoon ? null : (
            <TextField
              label="Monto a financiar"
              name="loan_amount"
              ref={amountField}
              inputMode="numeric"
              autoComplete="off"
              value={shownAmount}
              helpText={[
                isDollarUnit ? 'En pesos: los créditos bancarios se otorgan en pesos.' : null,
                loanNotice && !loanNotice.isRefusal
                  ? loanNotice.message
                  : 'Elegí un plan; si el plan no cubre el monto, financiamos su máximo.',
              ]
                .filter(Boolean)
                .join(' ')}
              // spec 4: the chosen plan keeps its amount until a plan is chosen again.
              hasError={amountMessage !== null || loanNotice?.isRefusal === true}
              errorMessage={
                amountMessage ?? (loanNotice?.isRefusal ? loanNotice.message : undefined)
              }
              onChange={(event) => {
                const { value, selectionStart } = event.target;
                caretDigits.current = digitsBefore(value, selectionStart ?? value.length);
                setLoanAmountText(amountDigits(value));
              }}
            />
          )}
          <Plans onChoose={onChoose} />
          <div role="status">
            {choice ? (
              <p ref={choiceRef} tabIndex={-1} className={styles.focusableStatus}>
                {choice}
              </p>
            ) : null}
          </div>
          <div>
            <Button variant="primary" onClick={() => void goTo('paymentMode')}>
              Volver a Modo de pago
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
};
