/**
 * Copy that belongs to the flow's screens and is not in api-client's `messages`
 * (spec 2.11 labels; payment rejection reasons).
 */
import { messages } from '@territorio/api-client/core';

/** spec 2.11 confirmation: the rows of the price breakdown. */
export const priceBreakdownLabels = {
  listPrice: 'Precio de lista contado',
  licenseCost: 'Patentamiento',
  preparationCost: 'Entrega',
  /** Used when api-client's rule gives no label (there is no discount). */
  discount: 'Descuento especial',
  promotion: 'Código de descuento',
  reservationFee: 'Pago de reserva',
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
