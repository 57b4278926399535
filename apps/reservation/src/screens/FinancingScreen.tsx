import { Button, Card, Loader, Stack, Text, TextField } from '@territorio/design-system';
import type { CreditPlan } from '@territorio/api-client/core';
import { selectSelectedCreditPlanId } from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useFlow, useFlowActions } from '../flow/FlowProvider';
import { FlowProgress, Notice, useMoney } from '../flow/parts';
import * as styles from '../flow/flow.css';
import { useGoTo } from './PaymentModeScreen';

const PlanCard = ({ plan, isSelected }: { plan: CreditPlan; isSelected: boolean }) => {
  const { selectCreditPlan } = useFlowActions();
  const isSaving = useFlow((state) => state.update.status === 'started');
  const money = useMoney();
  const titleId = `plan-${plan.id}`;
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
          {plan.name}
        </h3>
        <dl className={styles.details}>
          <dt className={styles.detailTerm}>Plazo</dt>
          <dd className={styles.detailValue}>{plan.months} meses</dd>
          <dt className={styles.detailTerm}>Cuota promedio</dt>
          <dd className={styles.detailValue}>{money(plan.avg_installment)}</dd>
          <dt className={styles.detailTerm}>Máximo a financiar</dt>
          <dd className={styles.detailValue}>{money(plan.financed_max)}</dd>
        </dl>
        <div>
          <Button
            variant={isSelected ? 'primary' : 'secondary'}
            aria-pressed={isSelected}
            disabled={isSaving}
            onClick={() => void selectCreditPlan(plan)}
          >
            {isSelected ? 'Plan elegido (quitar)' : 'Elegir este plan'}
          </Button>
        </div>
      </article>
    </li>
  );
};

const Plans = () => {
  const plans = useFlow((state) => state.credit.plans);
  const selectedId = useFlow(selectSelectedCreditPlanId);
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
          <ul className={styles.planGrid}>
            {plans.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} isSelected={plan.id === selectedId} />
            ))}
          </ul>
        </Stack>
      );
  }
};

/** spec 2.11 'Agregar financiación': the amount to finance and the plan cards. */
export const FinancingScreen = () => {
  const loanAmountText = useFlow((state) => state.credit.loanAmountText);
  const isComingSoon = useFlow((state) => state.credit.plans.status === 'comingSoon');
  const { setLoanAmountText } = useFlowActions();
  const goTo = useGoTo();

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
              inputMode="numeric"
              autoComplete="off"
              value={loanAmountText}
              helpText="Elegí un plan; si el plan no cubre el monto, financiamos su máximo."
              onChange={(event) => setLoanAmountText(event.target.value)}
            />
          )}
          <Plans />
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
