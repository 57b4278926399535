/** Codes the API records in English, as the staff reads them (an unknown code shows as is). */
export function labelOf(labels: Readonly<Record<string, string>>, code: string): string {
  return labels[code] ?? code;
}

/** A payment's status as Mercado Pago and the API name it. */
export const paymentStatusLabels: Readonly<Record<string, string>> = {
  created: 'Iniciado',
  pending: 'Pendiente',
  in_process: 'En revisión',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
  failed: 'Falló',
  refunding: 'Reembolsándose',
  refunded: 'Reembolsado',
};

/** What a member did (the audit log's `action`). */
export const auditActionLabels: Readonly<Record<string, string>> = {
  account_created: 'Cuenta creada',
  account_updated: 'Cuenta modificada',
  booking_prices_updated: 'Señas modificadas',
  contact_methods_updated: 'Medios de contacto modificados',
  salesmen_updated: 'Vendedores modificados',
  popup_enabled: 'Popup activado',
  popup_disabled: 'Popup apagado',
  banner_enabled: 'Banner activado',
  banner_disabled: 'Banner apagado',
  lead_note_added: 'Nota agregada',
  lead_updated: 'Consulta modificada',
  reservation_cancelled: 'Reserva cancelada',
  reservation_refunded: 'Reserva cancelada con reembolso',
  reservation_cancelled_by_code: 'Reserva cancelada con el código, con reembolso',
  withdrawal_refunded: 'Seña devuelta por arrepentimiento',
  promotion_updated: 'Promoción modificada',
  resume_email_resent: 'Email para retomar reenviado',
  stock_updated: 'Unidad modificada',
  stock_created: 'Unidad cargada',
  stock_trade_in: 'Usado ingresado al stock',
  stock_photo_added: 'Foto subida',
  stock_photos_ordered: 'Fotos reordenadas',
  stock_photo_updated: 'Foto modificada',
  stock_photo_deleted: 'Foto borrada',
  sign_in: 'Ingreso',
  sign_in_locked: 'Ingreso bloqueado',
  sign_out: 'Salida',
  visit_updated: 'Visita modificada',
  visit_cancelled: 'Visita cancelada',
  visit_capacity_updated: 'Capacidad de visitas modificada',
  visit_closed_day_added: 'Día cerrado para visitas',
  visit_closed_day_removed: 'Día abierto para visitas',
};

/** What an audit entry is about (`subject_type`). */
export const auditSubjectLabels: Readonly<Record<string, string>> = {
  lead: 'Consulta',
  operation: 'Operación',
  parameters: 'Parámetros',
  session: 'Sesión',
  staff_account: 'Cuenta',
  stock_unit: 'Unidad',
  promotion: 'Promoción',
  popup: 'Popup',
  banner: 'Banner',
  visit: 'Visita',
  visit_closed_day: 'Día cerrado',
};
