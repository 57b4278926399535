/**
 * Every user-facing message of spec 8 (and the few DECISIONS.md adds), in one place.
 * Apps and the API server import these; nobody re-types them.
 */
import { maxCvMegabytes, maxUsedVehicles } from './constants';

export const messages = {
  contactErrorTitle: '¡Hubo un problema!',
  contactErrorBody: 'Intentalo de nuevo más tarde',
  contactSuccess: '¡Recibimos tu mensaje!',
  cvSuccess: '¡Gracias!',
  cvMissing: 'Por favor adjuntá tu currículum en formato Word o PDF.',
  /** The CV field's problems the browser finds before sending (rules/cv-file). */
  cvType: 'El currículum tiene que ser un archivo PDF o Word (.pdf, .doc o .docx).',
  cvTooLarge: `El currículum pesa más de ${maxCvMegabytes} MB, el máximo que recibimos. Elegí un archivo más liviano.`,
  cvHelp: `Archivo .pdf, .doc o .docx de hasta ${maxCvMegabytes} MB.`,
  familyNotFound: 'No encontramos este vehículo en nuestro catálogo.',
  newsNotFound: 'Noticia no encontrada.',
  versionWithoutStock: 'No tenemos disponibilidad de esta versión.',
  versionWithoutStockAction: 'Contactate con un asesor',
  vehicleUnavailable: 'El vehículo seleccionado no está disponible.',
  vehicleUnavailableAction: 'Volver',
  /** Under a unit's final price: what it includes besides the vehicle. */
  finalPriceIncludes: 'Incluye patentamiento y entrega.',
  /** A stock unit's page once the unit is reserved or sold (410). */
  stockUnitGone: 'Esta unidad ya no está disponible',
  /** A stock unit's page with an id no unit has (404). */
  stockUnitNotFound: 'No encontramos esa unidad.',
  startError: 'Error iniciando la compra.',
  retry: 'Reintentar',
  valuationError: 'No pudimos realizar la cotización de tu vehículo.',
  noFinancing:
    'No encontramos financiación disponible para el vehículo seleccionado y el importe ingresado. Podés volver a intentar disminuyendo el importe a financiar.',
  noPaymentConfig: 'Imposible procesar el pago en este momento.',
  usdRateUnavailable: 'Confirmar en concesionario',
  financingComingSoon: 'Próximamente',
  notAvailable: 'no disponible',
  usedVehicleRemoveQuestion: '¿Querés remover este vehículo usado?',
  usedVehicleNotOnline: 'No disponible online',
  selectPlaceholder: 'Seleccioná una opción',
  lazyChunkError: 'No pudimos cargar esta página.',
  /** Rich text whose sanitizer could not load (it loads on demand). */
  contentLoadError: 'No pudimos mostrar este contenido.',
  savingPlanFootnote: 'Valor de referencia, no incluye gastos de seguro.',
  /** spec 1: the reservation promise shown in the modal header and confirmation. */
  reservationPromise:
    'Solo pagás una seña con tarjeta de crédito. Si te arrepentís dentro de las 48 horas, te devolvemos el 100%.',
  tooManyUsedVehicles: `Podés agregar hasta ${maxUsedVehicles} vehículos usados.`,
  invalidRequest: 'Revisá los datos ingresados.',
  notFound: 'No encontramos lo que buscás.',
  tooManyRequests: 'Hiciste demasiados intentos. Esperá un momento y volvé a probar.',
  operationNotFound: 'No encontramos una operación con ese código.',
  serverError: 'Tuvimos un problema. Intentalo de nuevo más tarde.',
  promotionNotFound: 'El código de descuento no es válido para este vehículo.',
  refundWindowClosed:
    'Pasaron más de 48 horas desde el pago. Para cancelar tu reserva comunicate con el concesionario.',
  /** A write based on an older copy of the operation (another tab saved first). */
  operationChangedElsewhere: 'Actualizamos tu reserva con los cambios de otra pestaña',
  /** spec 5 job form: the cellphone is required and, like every phone, Argentine (DECISIONS). */
  cellphoneRequired: 'Ingresá tu celular.',
  cellphoneInvalid: 'Ingresá un celular válido con código de área, por ejemplo 261 15 555-2150.',
  /** Field messages for what no rule words more precisely (a missing or mistyped value). */
  fieldRequired: 'Completá este campo.',
  fieldTooLong: 'Este dato es demasiado largo.',
  optionInvalid: 'Elegí una de las opciones.',
  fieldInvalid: 'Revisá este dato.',
  /** DECISIONS 'Botón de arrepentimiento' (Disposición 954/2025): the footers' link and form. */
  withdrawalTitle: 'Botón de arrepentimiento',
  withdrawalIntro:
    'Si compraste o reservaste online, podés pedir la revocación dentro de los 10 días corridos (Disposición 954/2025). Completá tus datos y te contactamos.',
  withdrawalSuccess: 'Recibimos tu solicitud de arrepentimiento. Te vamos a escribir a tu email.',
} as const;

export type MessageKey = keyof typeof messages;
