/**
 * Copy that belongs to the flow's screens and is not in api-client's `messages`
 * (spec 2.11 labels; payment rejection reasons).
 */
import { businessTimeZone, messages } from '@territorio/api-client/core';

/** spec 2.11 confirmation: the rows of the price breakdown. */
export const priceBreakdownLabels = {
  listPrice: 'Precio de lista contado',
  licenseCost: 'Patentamiento',
  preparationCost: 'Entrega',
  /** Used when api-client's rule gives no label (there is no discount). */
  discount: 'Descuento especial',
  promotion: 'Código de descuento',
  /** List − discounts + registration + delivery, minus the discount code once applied. */
  finalPrice: 'Precio final',
  reservationFee: 'Pago de reserva',
} as const;

const installmentRules = new Intl.PluralRules('es-AR');

/** A number of instalments with its noun in the right number: '1 cuota', '3 cuotas'. */
export function installmentsLabel(count: number): string {
  return `${count} ${installmentRules.select(count) === 'one' ? 'cuota' : 'cuotas'}`;
}

const timeFormat = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  // Argentine usage is the 24-hour clock ('14:05'), never 'p. m.'.
  hourCycle: 'h23',
  timeZone: businessTimeZone,
});

/** The time of an instant in Mendoza, 24-hour 'HH:mm' ('14:05'); '' when unreadable. */
export function formatTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/** spec 4: the amount to finance changed after a plan was chosen for another amount. */
export const creditAmountChangedMessage =
  'Cambiaste el importe: elegí de nuevo un plan para este importe.';

/** spec 5 used vehicle: why 'Cotizar' waits, said under the field. */
export const usedVehicleFieldMessages = {
  year: (latestYear: number) => `Ingresá un año de 4 dígitos entre 1900 y ${latestYear}.`,
  kms: 'Ingresá los kilómetros en números, por ejemplo 45000.',
} as const;

/** Reasons a card payment is rejected, by the provider's status_detail (Mercado Pago's names). */
const rejectionReasons: Readonly<Record<string, string>> = {
  cc_rejected_bad_filled_card_number: 'Revisá el número de la tarjeta.',
  cc_rejected_bad_filled_date: 'Revisá la fecha de vencimiento de la tarjeta.',
  cc_rejected_bad_filled_security_code: 'Revisá el código de seguridad de la tarjeta.',
  cc_rejected_bad_filled_other: 'Revisá los datos de la tarjeta.',
  cc_rejected_insufficient_amount: 'La tarjeta no tiene fondos suficientes.',
  cc_rejected_call_for_authorize:
    'Tenés que autorizar el pago con el emisor de tu tarjeta antes de volver a intentar.',
  cc_rejected_card_disabled: 'Tu tarjeta no está activa. Comunicate con el emisor de tu tarjeta.',
  cc_rejected_duplicated_payment: 'Ya hiciste un pago por este importe. Probá con otra tarjeta.',
  cc_rejected_max_attempts: 'Llegaste al límite de intentos. Probá con otra tarjeta.',
  cc_rejected_high_risk: 'El pago fue rechazado. Probá con otra tarjeta.',
  vehicle_unavailable: messages.vehicleUnavailable,
};

export const defaultRejectionReason = 'El pago fue rechazado. Probá de nuevo o con otra tarjeta.';

/** The text for a rejected deposit (DECISIONS "Outcome": stay on step 4 with the reason). */
export function paymentRejectionMessage(statusDetail: string | null | undefined): string {
  return rejectionReasons[(statusDetail ?? '').trim()] ?? defaultRejectionReason;
}

/** When a paid operation never reports an outcome within the polling window. */
export const paymentOutcomeUnknown =
  'No pudimos confirmar el resultado del pago. Revisá tu email o volvé a intentar en unos minutos.';

/**
 * DECISIONS "Prices as Argentine rules require": the two rights a buyer has over a paid
 * deposit, always stated together so neither is read as the other.
 */
export const reservationRights = {
  cancel: {
    title: 'Cancelación dentro de las 48 horas',
    covers:
      'Es nuestra promesa: dentro de las 48 horas del pago cancelás la reserva vos, desde la página de tu reserva, y te devolvemos el 100 % de la seña en tu tarjeta. La unidad vuelve a la venta.',
  },
  withdrawal: {
    title: 'Arrepentimiento dentro de los 10 días corridos',
    covers:
      'Es tu derecho por contratar a distancia (Res. 424/2020 y Disp. 954/2025): dentro de los 10 días corridos del pago lo pedís con el «Botón de arrepentimiento», sin registrarte. Te damos un código de trámite al instante y el concesionario te devuelve la seña.',
  },
} as const;
