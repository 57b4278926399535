import { useEffect, useState } from 'react';
import {
  depositInstalmentsText,
  formatDate,
  formatPrice,
  messagingLink,
  messages,
  videoCallKind,
} from '@territorio/api-client/core';
import type { Salesman } from '@territorio/api-client/core';
import {
  Button,
  Card,
  Heading,
  IconMessaging,
  IconVideoCall,
  Inline,
  Loader,
  PriceBreakdown,
  Stack,
  Text,
  TextLink,
} from '@territorio/design-system';
import type { PriceRow } from '@territorio/design-system';
import {
  selectCreditTerms,
  selectDepositSettlement,
  selectOperationAmounts,
  selectOperationPriceFigures,
  selectRefundWindow,
} from '@territorio/dealership-flow';
import type { OutcomeStep } from '@territorio/dealership-flow';
import { group } from '@territorio/site-config';
import { LazyModal } from '../app/LazyModal';
import { ScreenHeading } from '../app/ScreenHeading';
import { useAppServices } from '../app/services';
import { useFlow, useFlowActions } from '../flow/FlowProvider';
import { useMoney, VehicleDetails } from '../flow/parts';
import { Notice } from '../flow/notices';
import { creditInstalmentText } from '../flow/creditText';
import { CreditTerms, DisclosedPrice } from '../flow/disclosure';
import { usePesos } from '../flow/pesos';
import { ReservationRights } from '../flow/ReservationRights';
import { useBrandSalesmen } from '../flow/useSalesmen';
import * as styles from '../flow/flow.css';

const copy = {
  reserved: {
    title: 'Tu 0km te espera',
    lead: 'Recibimos el pago de la seña y tu unidad quedó reservada.',
    visit: 'Acercate a nuestras oficinas dentro de las 48 horas para completar la compra.',
  },
  pending: {
    title: 'Tu reserva está pendiente de confirmación',
    lead: 'El pago de la seña está en proceso. Te avisamos por email apenas se acredite.',
    visit: 'Acercate a nuestras oficinas dentro de las 48 horas para completar la compra.',
  },
} as const satisfies Record<OutcomeStep, { title: string; lead: string; visit: string }>;

const SalesmanContact = ({ salesman }: { salesman: Salesman }) => {
  const messaging = messagingLink(salesman.whatsapp_number);
  const videoCall =
    videoCallKind(salesman.zoom_link) && salesman.zoom_link ? salesman.zoom_link.trim() : null;
  return (
    <li className={styles.listItem}>
      <Text weight="strong">{salesman.fullname}</Text>
      <Inline space="medium">
        {messaging ? (
          <TextLink
            href={messaging}
            external
            aria-label={`Escribile a ${salesman.fullname} por WhatsApp`}
          >
            <IconMessaging size="small" /> WhatsApp
          </TextLink>
        ) : null}
        {videoCall ? (
          <TextLink href={videoCall} external aria-label={`Videollamada con ${salesman.fullname}`}>
            <IconVideoCall size="small" /> Videollamada
          </TextLink>
        ) : null}
      </Inline>
    </li>
  );
};

const Salesmen = ({ brandId }: { brandId: number }) => {
  const state = useBrandSalesmen(brandId);
  if (state.status === 'loading') return <Loader layout="inline" message="Cargando asesores…" />;
  if (state.status === 'failed' || state.salesmen.length === 0) {
    return (
      <Text size="small">
        Comunicate con nosotros al{' '}
        <TextLink href={`tel:${group.phoneE164}`}>{group.phone}</TextLink>.
      </Text>
    );
  }
  return (
    <ul className={styles.list}>
      {state.salesmen.map((salesman) => (
        <SalesmanContact key={salesman.id} salesman={salesman} />
      ))}
    </ul>
  );
};

/** DECISIONS refund promise: within 48 hours, cancel and get the deposit back. */
const Refund = () => {
  const { now } = useAppServices();
  const [time] = useState(now);
  const cancellation = useFlow((state) => state.cancellation);
  const isOpen = useFlow((state) => selectRefundWindow(state, time).isOpen);
  const until = useFlow((state) => selectRefundWindow(state, time).until);
  const { askCancelReservation, confirmCancelReservation, dismissCancelReservation } =
    useFlowActions();

  if (!isOpen || until === null) {
    return until === null ? null : (
      <Notice>
        <Text>{messages.refundWindowClosed}</Text>
      </Notice>
    );
  }
  return (
    <Stack space="small">
      <Text size="small">
        Para cancelar dentro de las 48 horas, usá este botón: te devolvemos el 100 % de la seña.
      </Text>
      {cancellation.status === 'failed' ? (
        <Notice tone="critical">
          <Text>{cancellation.message}</Text>
        </Notice>
      ) : null}
      <div>
        <Button
          variant="secondary"
          isBusy={cancellation.status === 'requested'}
          busyLabel="Cancelando…"
          onClick={askCancelReservation}
        >
          Cancelar reserva y pedir la devolución
        </Button>
      </div>
      <LazyModal
        open={cancellation.status === 'confirming'}
        onClose={dismissCancelReservation}
        title="¿Querés cancelar tu reserva?"
      >
        <Stack space="medium">
          <Text>La unidad vuelve a estar a la venta y te devolvemos el 100% de la seña.</Text>
          <Inline space="small">
            <Button variant="primary" onClick={() => void confirmCancelReservation()}>
              Sí, cancelar y pedir la devolución
            </Button>
            <Button variant="secondary" onClick={dismissCancelReservation}>
              No, mantener la reserva
            </Button>
          </Inline>
        </Stack>
      </LazyModal>
    </Stack>
  );
};

/**
 * What the buyer agreed to, as the server stored it: the final price and how it is paid
 * (the deposit, which counts toward the price, what remains at the dealership, each
 * trade-in and the credit with its instalments). A peso figure on a dollar unit is told
 * with its conversion; on a peso unit each figure is told once.
 */
const AgreedAmounts = () => {
  const operation = useFlow((state) => state.operation);
  const amounts = useFlow(selectOperationAmounts);
  const figures = useFlow(selectOperationPriceFigures);
  const deposit = useFlow(selectDepositSettlement);
  const terms = useFlow(selectCreditTerms);
  const money = useMoney();
  const pesos = usePesos();
  if (!operation || !amounts || !figures) return null;
  const isDollar = amounts.currency === 'usd';
  const rows: PriceRow[] = [
    ...(deposit
      ? [
          {
            label: 'Seña pagada (se descuenta del precio)',
            amount:
              deposit.depositInCurrency === null
                ? formatPrice(deposit.deposit, 'ars')
                : money(deposit.depositInCurrency),
            kind: 'standard' as const,
            ...(isDollar ? { note: formatPrice(deposit.deposit, 'ars') } : {}),
          },
          {
            label: 'A pagar en el concesionario (contado menos la seña)',
            amount:
              deposit.dueAtDealership === null
                ? messages.usdRateUnavailable
                : money(deposit.dueAtDealership),
            kind: 'standard' as const,
          },
        ]
      : [{ label: 'Contado', amount: money(amounts.cash), kind: 'standard' as const }]),
    ...operation.used_vehicles.map((used, index) => ({
      label: `Usado: ${used.brand} ${used.model} ${used.vehicle} ${used.year} (cotización estimada)`,
      amount: money(amounts.usedVehicleAmounts[index] ?? 0),
      kind: 'standard' as const,
      ...(isDollar ? { note: pesos(used.valuation) } : {}),
    })),
    ...(operation.credit_id !== null
      ? [
          {
            label: `Financiación: ${terms?.planName ?? operation.credit_name ?? ''}`,
            amount: money(amounts.creditAmount),
            kind: 'standard' as const,
            note: `${isDollar ? `${pesos(amounts.creditPesos)} · ` : ''}${creditInstalmentText(operation, terms)}`,
          },
        ]
      : []),
    ...(amounts.pending > 0
      ? [{ label: 'Saldo pendiente', amount: money(amounts.pending), kind: 'subtotal' as const }]
      : []),
  ];
  return (
    <Stack space="small">
      <Heading level={3}>Lo que acordamos</Heading>
      <DisclosedPrice figures={figures} />
      <PriceBreakdown rows={rows} />
      {terms ? <CreditTerms terms={terms} cashPriceArs={figures.finalPriceArs} /> : null}
    </Stack>
  );
};

/**
 * spec 2.11 success 'Tu 0km te espera' and the pending page: the server's record of the
 * operation (re-read on arrival), the brand's salesmen and the refund action. A cancelled
 * reservation never shows here: the flow guard sends it to the resume route's cancelled
 * state (CancelledReservation).
 */
export const OutcomeScreen = ({ step }: { step: OutcomeStep }) => {
  const operation = useFlow((state) => state.operation);
  const { refreshOperation } = useFlowActions();
  const [isRefreshed, setIsRefreshed] = useState(false);

  // DECISIONS: the outcome page re-reads the operation and never trusts the address alone.
  useEffect(() => {
    let isCurrent = true;
    void refreshOperation().finally(() => {
      if (isCurrent) setIsRefreshed(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [refreshOperation]);

  if (!operation) return null;
  const text = copy[step];
  const { vehicle, transaction } = operation.purchase;

  return (
    <Stack space="large">
      <ScreenHeading title={text.title} />
      <Stack space="small">
        <Text size="large">{text.lead}</Text>
        <Text>{text.visit}</Text>
      </Stack>
      <div className={styles.columns}>
        <Card padding="large" as="section" aria-labelledby="resumen-reserva">
          <Stack space="medium">
            <Heading level={2} id="resumen-reserva">
              Resumen de tu reserva
            </Heading>
            {/* The screen's only picture, under its heading and notice. */}
            <VehicleDetails vehicle={vehicle} isImagePriority />
            <dl className={styles.details}>
              <dt className={styles.detailTerm}>Código de operación</dt>
              <dd className={styles.detailValue}>{operation.code}</dd>
              <dt className={styles.detailTerm}>Seña</dt>
              <dd className={styles.detailValue}>
                {transaction.installments
                  ? depositInstalmentsText(
                      transaction.amount ?? operation.booking_price,
                      transaction.installments,
                    )
                  : formatPrice(transaction.amount ?? operation.booking_price)}
              </dd>
              {transaction.paid_at ? (
                <>
                  <dt className={styles.detailTerm}>Fecha de pago</dt>
                  <dd className={styles.detailValue}>{formatDate(transaction.paid_at)}</dd>
                </>
              ) : null}
            </dl>
            <AgreedAmounts />
            <Heading level={3}>Tus asesores</Heading>
            <Salesmen brandId={operation.brand_id} />
          </Stack>
        </Card>
        <Card padding="large" as="section" aria-labelledby="devolucion-titulo">
          <Stack space="medium">
            <Heading level={2} id="devolucion-titulo">
              ¿Cambiaste de idea?
            </Heading>
            {isRefreshed ? (
              <>
                <ReservationRights headingLevel={3} />
                <Refund />
              </>
            ) : (
              <Loader layout="inline" />
            )}
          </Stack>
        </Card>
      </div>
    </Stack>
  );
};
