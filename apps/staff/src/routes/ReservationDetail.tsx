import { useRef } from 'react';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
  useSubmit,
} from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  Button,
  FinancingTerms,
  Heading,
  Price,
  PriceBreakdown,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@territorio/design-system';
import type { PriceRow } from '@territorio/design-system';
import {
  brandName,
  depositInstalmentsText,
  dollarsToPesos,
  formatPrice,
  formatRate,
  messages,
  withdrawalDeadline,
} from '@territorio/api-client/core';
import type { Operation } from '@territorio/api-client/core';
import {
  reservationCancelSchema,
  reservationDetailSchema,
  staffCan,
} from '@territorio/api-client/staff';
import type {
  ReservationDetail as ReservationDetailWire,
  StaffSession,
} from '@territorio/api-client/staff';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import { parseOrThrow, runAction, textField, withSession } from '../lib/actions';
import { useReasonConfirmation } from '../lib/useReasonConfirmation';
import type { ActionResult } from '../lib/actions';
import { formatDateTime, joined } from '../lib/format';
import { auditActionLabels, labelOf, paymentStatusLabels } from '../lib/labels';
import { ActionForm } from '../components/ActionForm/ActionForm';
import { ConfirmDialog } from '../components/ConfirmDialog/ConfirmDialog';
import { Facts } from '../components/Facts/Facts';
import { DetailHeader } from '../components/DetailHeader/DetailHeader';
import { FormResult, fieldError } from '../components/Notice/FormResult';
import { Section } from '../components/Section/Section';
import { Figure, Table } from '../components/Table/Table';
import { operationStatusLabels } from './Reservations';
import { requireAction } from './session';
import { tradeInAddress } from './StockUnit';

export async function reservationLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<ReservationDetailWire> {
  await requireAction(request, 'reservations');
  return withSession(request, () =>
    staffGet(staffUrl('reservation', { code: params.code ?? '' }), reservationDetailSchema),
  );
}

export async function reservationAction({ request, params }: ActionFunctionArgs) {
  const code = params.code ?? '';
  const form = await request.formData();
  if (textField(form, 'intent') === 'resend') {
    return runAction(
      request,
      'resend',
      () => staffSend('POST', staffUrl('reservationResendResume', { code })),
      'Volvimos a enviar el email para retomar la reserva.',
    );
  }
  return runAction(
    request,
    'cancel',
    () => {
      const body = parseOrThrow(reservationCancelSchema, {
        reason: String(form.get('reason') ?? ''),
      });
      return staffSend('POST', staffUrl('reservationCancel', { code }), body);
    },
    form.get('refundable') === 'true'
      ? 'Cancelamos la operación y pedimos el reembolso de la seña.'
      : 'Cancelamos la operación.',
  );
}

/**
 * An amount of the operation as the buyer saw it: in pesos; on a dollar operation, the
 * peso figure at the operation's rate with the dollar amount beside it (Res. SIyC 4/2025),
 * or the dollars alone when the operation has no rate.
 */
function moneyOf(operation: Operation, amount: number, pesos?: number | null): string {
  if (operation.currency !== 'usd') return formatPrice(amount);
  const ars = pesos ?? dollarsToPesos(amount, operation.usd_rate);
  const dollars = formatPrice(amount, 'usd');
  return ars === null ? dollars : `${formatPrice(ars)} (${dollars})`;
}

/** The figures the buyer saw (the operation's settled amounts, in its currency). */
export function amountRows(operation: Operation): PriceRow[] {
  const money = (amount: number, pesos?: number | null) => moneyOf(operation, amount, pesos);
  const deduction = (amount: number) => `-\u00a0${money(amount)}`;
  const amounts = operation.amounts;
  const rows: PriceRow[] = [];
  if (amounts) {
    rows.push({ label: 'Precio', amount: money(amounts.full_price) });
    if (amounts.promotion_discount > 0) {
      rows.push({
        label: `Promoción ${operation.promotion.code ?? ''}`.trim(),
        amount: deduction(amounts.promotion_discount),
        kind: 'discount',
      });
    }
    rows.push({
      label: 'Precio final',
      amount: money(amounts.promotion_price, amounts.final_price_ars),
      kind: 'subtotal',
    });
    if (amounts.used_vehicles_total > 0) {
      rows.push({ label: 'Usados entregados', amount: deduction(amounts.used_vehicles_total) });
    }
    if (amounts.credit > 0) {
      rows.push({
        label: operation.credit_name ?? 'Crédito',
        amount: deduction(amounts.credit),
      });
    }
    if (amounts.cash > 0) rows.push({ label: 'Efectivo', amount: deduction(amounts.cash) });
    rows.push({ label: 'Saldo pendiente', amount: money(amounts.pending), kind: 'total' });
  } else {
    rows.push({
      label: 'Precio final',
      amount: money(operation.promotion.price),
      kind: 'subtotal',
    });
    rows.push({ label: 'Saldo pendiente', amount: money(operation.pending_amount), kind: 'total' });
  }
  // The deposit is always in pesos.
  rows.push({ label: 'Seña', amount: formatPrice(operation.booking_price) });
  return rows;
}

/**
 * The final price in pesos (a dollar operation's at its rate; null without one) and
 * without national taxes, as the operation's amounts carry them.
 */
function finalPriceOf(operation: Operation) {
  const amounts = operation.amounts;
  const inPesos = (amount: number | null | undefined, pesos: number | null | undefined) => {
    if (pesos !== null && pesos !== undefined) return pesos;
    if (amount === null || amount === undefined) return null;
    return operation.currency === 'usd' ? dollarsToPesos(amount, operation.usd_rate) : amount;
  };
  const price = amounts?.promotion_price ?? operation.promotion.price;
  const withoutTaxes = amounts?.price_without_national_taxes ?? null;
  return {
    price,
    withoutTaxes,
    priceArs: inPesos(price, amounts?.final_price_ars),
    withoutTaxesArs: inPesos(withoutTaxes, amounts?.price_without_national_taxes_ars),
  };
}

/** A published rate, or 'Sin informar' from an API that does not send it. */
const rateOrUnknown = (rate: number | null) => (rate === null ? 'Sin informar' : formatRate(rate));

/** A peso figure, or spec 8's 'Confirmar en concesionario' when it cannot be known. */
const pesosOrConfirm = (amount: number | null) =>
  amount === null ? messages.usdRateUnavailable : formatPrice(amount);

/** The final price as the buyer saw it, and the operation's amounts. */
function AmountsSection({ operation }: { operation: Operation }) {
  const finalPrice = finalPriceOf(operation);
  const isDollar = operation.currency === 'usd';
  return (
    <Section title="Importes">
      <Price
        label="Precio final"
        amount={pesosOrConfirm(finalPrice.priceArs)}
        dollarAmount={isDollar ? formatPrice(finalPrice.price, 'usd') : undefined}
        withoutNationalTaxes={
          finalPrice.withoutTaxes === null
            ? 'Sin informar'
            : `${pesosOrConfirm(finalPrice.withoutTaxesArs)}${
                isDollar ? ` (${formatPrice(finalPrice.withoutTaxes, 'usd')})` : ''
              }`
        }
        note={messages.finalPriceIncludes}
      />
      <PriceBreakdown rows={amountRows(operation)} />
      {operation.currency === 'usd' ? (
        <Text size="small" tone="muted">
          {operation.usd_rate > 0
            ? `Unidad en dólares: importes en pesos al tipo de cambio de la operación (${formatPrice(operation.usd_rate)} por dólar).`
            : 'Unidad en dólares sin tipo de cambio: los pesos se confirman en el concesionario.'}
        </Text>
      ) : null}
    </Section>
  );
}

/** The credit's terms, when the operation is financed. */
function FinancingSection({ operation }: { operation: Operation }) {
  if (operation.credit_amount <= 0 || operation.credit_installments <= 0) return null;
  const finalPrice = finalPriceOf(operation);
  return (
    <Section title="Financiación">
      <FinancingTerms
        planName={operation.credit_name ?? 'Crédito'}
        cashPrice={pesosOrConfirm(finalPrice.priceArs)}
        amountFinanced={formatPrice(operation.credit_amount)}
        installmentCount={operation.credit_installments}
        installmentAmount={formatPrice(
          operation.credit_first_installment ?? operation.credit_avg_installment,
        )}
        tna={rateOrUnknown(operation.credit_tna)}
        tea={rateOrUnknown(operation.credit_tea)}
        cftea={rateOrUnknown(operation.credit_cftea)}
        footnote={joined([
          'La cuota es la del primer mes, con el IVA sobre los intereses y el seguro',
          operation.credit_total_payable !== null &&
            `total a pagar ${formatPrice(operation.credit_total_payable)}`,
        ])}
      />
    </Section>
  );
}

/** The two deadlines a paid deposit starts: cancellation with refund, and withdrawal. */
function PaymentDeadlines({ transaction }: { transaction: Operation['purchase']['transaction'] }) {
  if (!transaction.paid_at) return null;
  const paidAt = transaction.paid_at;
  return (
    <Section title="Plazos después del pago">
      <Text>
        Son dos derechos distintos. En las primeras 48 horas el comprador cancela solo desde su
        página y se le reembolsa la seña. Durante 10 días corridos puede arrepentirse con el Botón
        de arrepentimiento y la concesionaria le devuelve la seña desde la consulta.
      </Text>
      <Facts
        facts={[
          { label: 'Seña pagada', value: formatDateTime(paidAt) },
          {
            label: 'Cancelación con reembolso (48 horas)',
            value: transaction.refundable_until
              ? `Hasta el ${formatDateTime(transaction.refundable_until)}`
              : null,
          },
          {
            label: 'Arrepentimiento (10 días corridos)',
            value: `Hasta el ${formatDateTime(
              transaction.withdrawal_until ?? withdrawalDeadline(paidAt),
            )}`,
          },
        ]}
      />
    </Section>
  );
}

/** The operation's payments, oldest first. */
function PaymentsSection({ payments }: { payments: ReservationDetailWire['payments'] }) {
  return (
    <Section title="Pagos">
      {payments.length === 0 ? (
        <Text tone="muted">Todavía no hay pagos.</Text>
      ) : (
        <Stack as="ol" space="small">
          {payments.map((payment) => (
            <li key={payment.id}>
              <Text weight="medium">
                {formatDateTime(payment.created_at)}: {labelOf(paymentStatusLabels, payment.status)}
                {payment.status_detail ? ` (${payment.status_detail})` : ''} ·{' '}
                {formatPrice(payment.amount)}
              </Text>
              <Text size="small" tone="muted">
                {joined([
                  payment.provider,
                  payment.card_last_four && `tarjeta terminada en ${payment.card_last_four}`,
                  payment.installments > 0 &&
                    depositInstalmentsText(payment.amount, payment.installments),
                  payment.paid_at && `pagado ${formatDateTime(payment.paid_at)}`,
                  payment.refunded_at && `reembolsado ${formatDateTime(payment.refunded_at)}`,
                ])}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The emails sent about the operation. */
function EmailsSection({ emails }: { emails: ReservationDetailWire['emails'] }) {
  return (
    <Section title="Emails enviados">
      {emails.length === 0 ? (
        <Text tone="muted">Todavía no se envió ningún email.</Text>
      ) : (
        <Table caption="Emails de la operación" columns={['Fecha', 'Para', 'Asunto', 'Estado']}>
          {emails.map((email) => (
            <tr key={email.id}>
              <td>
                <Figure>{formatDateTime(email.sent_at ?? email.created_at)}</Figure>
              </td>
              <td>{email.to}</td>
              <td>{email.subject}</td>
              <td>{emailStatusLabels[email.status]}</td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

/** Who did what to the operation, and when. */
function OperationLog({ actions }: { actions: ReservationDetailWire['actions'] }) {
  if (actions.length === 0) return null;
  return (
    <Stack space="small">
      <Heading level={3}>Registro de la operación</Heading>
      <Stack as="ol" space="xsmall">
        {actions.map((entry) => (
          <li key={entry.id}>
            <Text size="small">
              {joined([
                formatDateTime(entry.created_at),
                entry.actor,
                labelOf(auditActionLabels, entry.action),
              ])}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The used vehicles the buyer hands over, as valued; once the reservation is paid, each
 * can be taken into stock once (the API records which unit it became).
 */
function TradeInsSection({ detail }: { detail: ReservationDetailWire }) {
  const session = useRouteLoaderData('session') as StaffSession | undefined;
  const used = detail.operation.used_vehicles;
  if (used.length === 0) return null;
  const mayTakeIn =
    detail.summary.status === 'reserved' &&
    session !== undefined &&
    staffCan(session.member, 'stock');
  return (
    <Section title="Usados entregados" space="small">
      {used.map((vehicle, index) => {
        const taken = detail.trade_ins.find((link) => link.index === index);
        const name = `${vehicle.brand} ${vehicle.model} ${vehicle.vehicle}`;
        return (
          <Stack key={`${vehicle.codia}-${index}`} space="xsmall">
            <Text weight="medium">{name}</Text>
            <Text size="small">
              {joined([
                `Año ${vehicle.year}`,
                `${vehicle.kms.toLocaleString('es-AR')} km`,
                `tasado en ${formatPrice(vehicle.valuation)}`,
              ])}
            </Text>
            {taken ? (
              <Text size="small">
                Ya se ingresó al stock:{' '}
                <Link to={`/stock/${taken.unit_id}`}>ver la unidad {taken.unit_id}</Link>.
              </Text>
            ) : mayTakeIn ? (
              <Link to={tradeInAddress(detail.summary.code, index)}>
                Ingresar usado al stock
                <VisuallyHidden> ({name})</VisuallyHidden>
              </Link>
            ) : null}
          </Stack>
        );
      })}
    </Section>
  );
}

export function ReservationDetail() {
  const detail = useLoaderData() as ReservationDetailWire;
  const result = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const cancelRef = useRef<HTMLFormElement>(null);
  const { isConfirming, setIsConfirming, reasonError, askConfirmation } =
    useReasonConfirmation(reservationCancelSchema);
  const { summary, operation } = detail;
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const cancelLabel = detail.refundable ? 'Cancelar y reembolsar la seña' : 'Cancelar la operación';

  return (
    <Stack space="large">
      <DetailHeader
        back={{ href: '/reservas', label: 'Volver a reservas' }}
        title={`Operación ${summary.code}`}
        summary={joined([
          operationStatusLabels[summary.status],
          brandName(summary.brand_id),
          summary.vehicle,
          `chasis ${summary.chassis || '—'}`,
          summary.location,
        ])}
      />

      <Section title="Comprador" space="small">
        {/* Without a name the API names the buyer by the email, which comes next anyway. */}
        <Text>
          {summary.buyer && summary.buyer !== summary.email
            ? summary.buyer
            : 'Sin datos personales todavía'}
        </Text>
        <Text>{joined([summary.email, summary.telephone])}</Text>
        <Text size="small" tone="muted">
          Iniciada {formatDateTime(summary.created_at)} · actualizada{' '}
          {formatDateTime(summary.updated_at)}
        </Text>
      </Section>

      <AmountsSection operation={operation} />

      <FinancingSection operation={operation} />

      <PaymentDeadlines transaction={operation.purchase.transaction} />

      <TradeInsSection detail={detail} />

      <PaymentsSection payments={detail.payments} />

      <EmailsSection emails={detail.emails} />

      <Section title="Acciones" space="large">
        <ActionForm
          intent="resend"
          result={result}
          space="small"
          submitVariant="secondary"
          submitLabel="Reenviar el email para retomar la reserva"
          busyLabel="Enviando…"
        />
        {/* Outside the form: a cancelled operation no longer shows it. */}
        <FormResult result={result} intent="cancel" formRef={cancelRef} />
        {detail.cancellable ? (
          <Form method="post" ref={cancelRef} noValidate onSubmit={askConfirmation}>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="refundable" value={String(detail.refundable)} />
            <Stack space="medium">
              <Text>
                {detail.refundable
                  ? 'El pago tiene menos de 48 horas: al cancelar se reembolsa la seña completa.'
                  : 'La operación no tiene un pago reembolsable: se cancela sin reembolso.'}
              </Text>
              <TextField
                label="Motivo"
                type="textarea"
                name="reason"
                rows={3}
                maxLength={500}
                required
                errorMessage={reasonError ?? fieldError(result, 'cancel', 'reason')}
              />
              <div>
                <Button type="submit" variant="primary">
                  {cancelLabel}
                </Button>
              </div>
            </Stack>
          </Form>
        ) : (
          <Text tone="muted">Esta operación ya no se puede cancelar desde la consola.</Text>
        )}
        <OperationLog actions={detail.actions} />
      </Section>

      <ConfirmDialog
        open={isConfirming}
        title={cancelLabel}
        confirmLabel="Sí, cancelar"
        isBusy={submitting === 'cancel'}
        onClose={() => setIsConfirming(false)}
        onConfirm={() => {
          if (cancelRef.current) submit(cancelRef.current);
          setIsConfirming(false);
        }}
      >
        <Text>
          {detail.refundable
            ? `Se cancela la operación ${summary.code}, se reembolsa la seña de ${formatPrice(summary.booking_price)} y la unidad vuelve a estar a la venta.`
            : `Se cancela la operación ${summary.code} y la unidad vuelve a estar a la venta.`}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

const emailStatusLabels = {
  queued: 'En cola',
  sending: 'Enviándose',
  sent: 'Enviado',
  failed: 'Falló',
} as const;
