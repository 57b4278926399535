import { formatDate, formatPrice } from '@territorio/api-client/core';
import type { Operation } from '@territorio/api-client/core';
import { Card, Heading, Stack, Text, TextLink } from '@territorio/design-system';
import { ScreenHeading } from '../app/ScreenHeading';
import { VehicleDetails } from '../flow/parts';
import { Notice } from '../flow/notices';
import * as styles from '../flow/flow.css';

export const cancelledTitle = 'Cancelaste esta reserva';

/** The refund as the server records it: done (refunded) or on its way. */
function refundStatus(operation: Operation): string {
  const { transaction } = operation.purchase;
  const amount = formatPrice(transaction.amount ?? operation.booking_price);
  if (transaction.status === 'refunded') {
    return `Devolvimos el 100% de la seña (${amount}). Lo vas a ver en el resumen de tu tarjeta.`;
  }
  if (transaction.paid_at) {
    return `Estamos devolviendo el 100% de la seña (${amount}). Lo vas a ver en el resumen de tu tarjeta.`;
  }
  return 'No se cobró ninguna seña en tu tarjeta.';
}

/**
 * DECISIONS refund promise: a cancelled reservation, shown by the resume route (never on
 * the success page): that it is cancelled, the refund's status and the unit it held.
 */
export const CancelledReservation = ({ operation }: { operation: Operation }) => (
  <Stack space="large">
    <ScreenHeading title={cancelledTitle} />
    <Notice tone="positive">
      <Text>{refundStatus(operation)}</Text>
    </Notice>
    <Card padding="large" as="section" aria-labelledby="reserva-cancelada">
      <Stack space="medium">
        <Heading level={2} id="reserva-cancelada">
          Reserva cancelada
        </Heading>
        <VehicleDetails vehicle={operation.purchase.vehicle} />
        <dl className={styles.details}>
          <dt className={styles.detailTerm}>Código de operación</dt>
          <dd className={styles.detailValue}>{operation.code}</dd>
          {operation.purchase.transaction.paid_at ? (
            <>
              <dt className={styles.detailTerm}>Fecha de pago</dt>
              <dd className={styles.detailValue}>
                {formatDate(operation.purchase.transaction.paid_at)}
              </dd>
            </>
          ) : null}
        </dl>
        <Text>
          La unidad volvió a estar a la venta.{' '}
          <TextLink href="/">Volver al Concesionario Digital</TextLink>
        </Text>
      </Stack>
    </Card>
  </Stack>
);
