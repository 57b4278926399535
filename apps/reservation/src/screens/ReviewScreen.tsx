import type { ReactNode } from 'react';
import type { Operation } from '@territorio/api-client/core';
import { formatDeduction, formatNumber, formatPrice, messages } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  Inline,
  PriceBreakdown,
  Stack,
  Text,
  TextLink,
} from '@territorio/design-system';
import type { PriceRow } from '@territorio/design-system';
import {
  maritalStatusOptions,
  operationStepPath,
  selectDisplayedPendingAmount,
  selectCreditTerms,
  selectOperationAmounts,
  selectOperationPriceFigures,
  selectReservationFee,
  selectWorkingOperation,
} from '@territorio/dealership-flow';
import { ScreenHeading } from '../app/ScreenHeading';
import { useFlow } from '../flow/FlowProvider';
import { CreditTerms, DisclosedPrice } from '../flow/disclosure';
import { ReservationRights } from '../flow/ReservationRights';
import { creditInstalmentText } from '../flow/creditText';
import { FlowProgress, useMoney, VehicleDetails } from '../flow/parts';
import { depositOptionsText, reservationFeeText, UsdRateLine } from '../flow/notices';
import * as styles from '../flow/flow.css';
import { usePesos } from '../flow/pesos';
import { useGoTo } from '../flow/useGoTo';

const Section = ({
  id,
  title,
  editHref,
  editLabel,
  children,
}: {
  id: string;
  title: string;
  editHref?: string;
  editLabel?: string;
  children: ReactNode;
}) => (
  <Card padding="large" as="section" aria-labelledby={id}>
    <Stack space="medium">
      <Inline space="small" align="spaceBetween">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {editHref ? (
          <TextLink href={editHref} aria-label={editLabel}>
            Editar
          </TextLink>
        ) : null}
      </Inline>
      {children}
    </Stack>
  </Card>
);

/** The buyer's personal data as the review lists it. */
const PersonalDataList = ({ purchase }: { purchase: Operation['purchase'] }) => {
  const maritalStatus =
    maritalStatusOptions.find((option) => option.id === purchase.marital_status_id)?.label ?? '—';
  return (
    <dl className={styles.details}>
      <dt className={styles.detailTerm}>Nombre</dt>
      <dd className={styles.detailValue}>
        {purchase.name} {purchase.lastname}
      </dd>
      <dt className={styles.detailTerm}>DNI</dt>
      <dd className={styles.detailValue}>{purchase.dni}</dd>
      <dt className={styles.detailTerm}>Fecha de nacimiento</dt>
      <dd className={styles.detailValue}>{purchase.display_birthdate || purchase.birthdate}</dd>
      <dt className={styles.detailTerm}>Estado civil</dt>
      <dd className={styles.detailValue}>{maritalStatus}</dd>
      <dt className={styles.detailTerm}>Teléfono</dt>
      <dd className={styles.detailValue}>{purchase.telephone}</dd>
      <dt className={styles.detailTerm}>Email</dt>
      <dd className={styles.detailValue}>{purchase.email}</dd>
      <dt className={styles.detailTerm}>Domicilio</dt>
      <dd className={styles.detailValue}>{purchase.address || '—'}</dd>
    </dl>
  );
};

/** spec 2.11 step 3 'Revisa y confirma': every part with 'Editar', and the deposit to be charged. */
export const ReviewScreen = () => {
  const operation = useFlow(selectWorkingOperation);
  const amounts = useFlow(selectOperationAmounts);
  const pending = useFlow(selectDisplayedPendingAmount);
  const figures = useFlow(selectOperationPriceFigures);
  const terms = useFlow(selectCreditTerms);
  // DECISIONS: the review shows the amount the buyer will pay, never a hard-coded figure.
  const deposit = useFlow((state) => selectReservationFee(state, 'review'));
  const money = useMoney();
  // Trade-ins and credits are quoted in pesos: on a dollar unit with their conversion.
  const pesos = usePesos();
  const goTo = useGoTo();
  if (!operation || !amounts) return null;

  const { purchase } = operation;
  const paymentModePath = operationStepPath('paymentMode', operation.code);
  const personalDataPath = operationStepPath('personalData', operation.code);
  const usedTotal = amounts.usedVehiclesTotal;

  // The final price is the summary's and the confirmation's figure: with a discount code,
  // the price before it and the code's discount lead to it.
  const paymentRows: PriceRow[] = [
    ...(amounts.promotionDiscount > 0
      ? [
          {
            label: 'Precio con patentamiento y entrega',
            amount: money(amounts.fullPrice),
            kind: 'standard' as const,
          },
          {
            label: `Código de descuento ${operation.promotion.code ?? ''}`.trim(),
            amount: formatDeduction(amounts.promotionDiscount, amounts.currency),
            kind: 'discount' as const,
          },
        ]
      : []),
    { label: 'Contado', amount: money(operation.cash_amount), kind: 'standard' },
    ...(operation.used_vehicles.length > 0
      ? [
          {
            label: 'Vehículos usados (cotización estimada)',
            amount: money(usedTotal),
            kind: 'standard' as const,
          },
        ]
      : []),
    ...(operation.credit_id !== null
      ? [
          {
            label: `Financiación: ${terms?.planName ?? operation.credit_name ?? ''}`,
            // The credit in the operation's currency; a peso loan, so its pesos are told too.
            amount: money(amounts.creditAmount),
            kind: 'standard' as const,
            note: `${amounts.currency === 'usd' ? `${pesos(amounts.creditPesos)} · ` : ''}${creditInstalmentText(operation, terms)}`,
          },
        ]
      : []),
    { label: 'Saldo pendiente', amount: money(pending), kind: 'subtotal' },
  ];

  return (
    <Stack space="large">
      <FlowProgress current={3} />
      <ScreenHeading title="Revisa y confirma" />
      <Section id="revisar-vehiculo" title="Tu 0km">
        <VehicleDetails vehicle={purchase.vehicle} isImagePriority />
      </Section>
      <Section
        id="revisar-pago"
        title="Modo de pago"
        editHref={paymentModePath}
        editLabel="Editar modo de pago"
      >
        {figures ? <DisclosedPrice figures={figures} note={messages.finalPriceIncludes} /> : null}
        <PriceBreakdown rows={paymentRows} />
        {terms ? <CreditTerms terms={terms} cashPriceArs={figures?.finalPriceArs ?? null} /> : null}
        {operation.used_vehicles.length > 0 ? (
          <ul className={styles.list}>
            {operation.used_vehicles.map((used, index) => (
              <li key={`${used.codia}-${index}`} className={styles.listItem}>
                <Text size="small">
                  {used.brand} {used.model} {used.vehicle} · {used.year} · {formatNumber(used.kms)}{' '}
                  km
                </Text>
                <Text size="small" weight="strong">
                  {pesos(used.valuation)}
                </Text>
              </li>
            ))}
          </ul>
        ) : null}
        <UsdRateLine />
      </Section>
      <Section
        id="revisar-datos"
        title="Datos personales"
        editHref={personalDataPath}
        editLabel="Editar datos personales"
      >
        <PersonalDataList purchase={purchase} />
      </Section>
      <Section id="revisar-sena" title="Seña">
        <Text>
          Para reservar la unidad vas a pagar una seña de{' '}
          <span className={styles.amount}>{formatPrice(deposit)}</span>.
        </Text>
        <Text size="small">{reservationFeeText}</Text>
        <Text size="small">{depositOptionsText(deposit)}</Text>
        <ReservationRights headingLevel={3} />
        <div>
          <Button variant="primary" size="large" onClick={() => void goTo('payment')}>
            Ir al pago de la seña
          </Button>
        </div>
      </Section>
    </Stack>
  );
};
