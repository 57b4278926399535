/**
 * A stock unit's life and what each kind of unit must say, for the API (which enforces
 * it), the staff console and the import (which give the same messages before sending), and
 * the catalogue (which shows it).
 *
 * - A unit is new (`new`, shown "0km") or used (`used`, "Usado"). A used unit carries its
 *   kilometres, owners, plate and inspection; the public sees its plate masked.
 * - Ley 24.240 art. 11: used goods carry a legal warranty of 3 months.
 * - ISO 3779: a chassis number (VIN) has 17 characters, digits and capital letters but I,
 *   O and Q (which read as 1 and 0).
 */

import { formatNumber } from '../money';

// ------------------------------------------------------------------ condition

export const unitConditions = ['new', 'used'] as const;
export type UnitCondition = (typeof unitConditions)[number];

export const unitConditionLabels: Record<UnitCondition, string> = {
  new: '0km',
  used: 'Usado',
};

/** The import's and the address's words for a condition (`condicion=usado`). */
export const unitConditionWords: Record<UnitCondition, string> = {
  new: '0km',
  used: 'usado',
};

/** A unit's kilometres as the public reads them: '45.000 km'. */
export function formatMileage(km: number): string {
  return `${formatNumber(km)}\u00a0km`;
}

/** A card's line for a used unit: 'Usado · 45.000 km'. */
export function usedUnitLine(km: number | null): string {
  return km === null
    ? unitConditionLabels.used
    : `${unitConditionLabels.used} · ${formatMileage(km)}`;
}

// ------------------------------------------------------------------ states

/**
 * - `in_transit`: ordered, not on the lot yet; shown "Llega el …" with its arrival date,
 *   reservable only where the `in_transit_reservable` setting says so;
 * - `available`: on sale;
 * - `held` and `reserved`: an operation's payment holds it or reserved it; only the
 *   payment state machine sets or clears them;
 * - `sold`: sold (online or at the counter), not delivered yet;
 * - `delivered`: handed over to its buyer;
 * - `retired`: off sale for good (returned to the maker, sold to another dealer, an error).
 */
export const unitStatuses = [
  'in_transit',
  'available',
  'held',
  'reserved',
  'sold',
  'delivered',
  'retired',
] as const;
export type UnitStatus = (typeof unitStatuses)[number];

export const unitStatusLabels: Record<UnitStatus, string> = {
  in_transit: 'En tránsito',
  available: 'Disponible',
  held: 'Con pago en curso',
  reserved: 'Reservada',
  sold: 'Vendida',
  delivered: 'Entregada',
  retired: 'Retirada',
};

/** A unit in transit's arrival as the public reads it: 'Llega el 21/12' ('YYYY-MM-DD' given). */
export function arrivalText(day: string): string {
  const [, month, date] = day.split('-');
  return `Llega el ${date}/${month}`;
}

/** The states staff set by hand; `held` and `reserved` belong to operations. */
export const staffSettableStatuses = [
  'in_transit',
  'available',
  'sold',
  'delivered',
  'retired',
] as const satisfies readonly UnitStatus[];
export type StaffSettableStatus = (typeof staffSettableStatuses)[number];

/** The states a unit shows in the catalogue (its search, page, sitemap and feed). */
export const onSaleStatuses = ['in_transit', 'available'] as const satisfies readonly UnitStatus[];

/** A unit an operation holds or reserved: its price and state wait for that operation. */
export function isHeldByOperation(status: string): boolean {
  return status === 'held' || status === 'reserved';
}

/** The import's words for the states a spreadsheet may give. */
export const importStatusWords = {
  en_transito: 'in_transit',
  disponible: 'available',
  retirada: 'retired',
} as const satisfies Record<string, StaffSettableStatus>;

// ------------------------------------------------------------------ chassis (VIN)

/** Digits and capital letters but I, O and Q: ISO 3779's alphabet. */
export const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A chassis as typed or exported (spaces, dashes, lower case) in its stored form. */
export function normalizeVin(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export const vinMessages = {
  required: 'Ingresá el número de chasis.',
  length: 'El chasis tiene 17 caracteres.',
  letters: 'El chasis lleva números y letras, sin I, O ni Q.',
  taken: 'Ya hay una unidad con ese chasis.',
} as const;

/** What is wrong with a normalized chassis, in the words the forms show; null when valid. */
export function vinProblem(vin: string): string | null {
  if (vin.length === 0) return vinMessages.required;
  if (vin.length !== 17) return vinMessages.length;
  if (!vinPattern.test(vin)) return vinMessages.letters;
  return null;
}

// ------------------------------------------------------------------ used units

/** Ley 24.240 art. 11: the legal warranty of used goods, in months. */
export const usedWarrantyMonths = 3;

export const usedWarrantyText = `Garantía legal de ${usedWarrantyMonths} meses por ser un vehículo usado (Ley 24.240, art. 11).`;

/**
 * An Argentine plate as the public sees it: its first and last characters, the rest
 * hidden ('AB123CD' → 'A•••••D'), so a unit can be told apart without exposing its owner.
 */
export function maskPlate(plate: string): string {
  const compact = plate.replace(/[\s-]+/g, '').toUpperCase();
  if (compact.length <= 2) return '•'.repeat(compact.length);
  return `${compact[0]}${'•'.repeat(compact.length - 2)}${compact[compact.length - 1]}`;
}

/** Old ('ABC123') and Mercosur ('AB123CD') plates, stored without spaces. */
export const platePattern = /^(?:[A-Z]{3}\d{3}|[A-Z]{2}\d{3}[A-Z]{2})$/;

export function normalizePlate(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** The checks of a used unit's inspection, in the order the console and its page list them. */
export const inspectionItems = [
  { id: 'engine', label: 'Motor y transmisión' },
  { id: 'brakes', label: 'Frenos' },
  { id: 'suspension', label: 'Suspensión y dirección' },
  { id: 'tyres', label: 'Neumáticos' },
  { id: 'body', label: 'Carrocería y pintura' },
  { id: 'interior', label: 'Interior' },
  { id: 'electrical', label: 'Sistema eléctrico' },
  { id: 'papers', label: 'Documentación' },
] as const;
export type InspectionItemId = (typeof inspectionItems)[number]['id'];

export const inspectionResults = ['ok', 'observed'] as const;
export type InspectionResult = (typeof inspectionResults)[number];
export const inspectionResultLabels: Record<InspectionResult, string> = {
  ok: 'Verificado',
  observed: 'Con observaciones',
};

/** A used unit's inspection: each item checked, with an optional note for the buyer. */
export type Inspection = Partial<
  Record<InspectionItemId, { readonly result: InspectionResult; readonly note?: string }>
>;

/**
 * The API's refusal of a unit in transit while the dealership takes no online reservations
 * of them. Apart from `messages` (every page's bundle): the reservation shows the unit as
 * not available, and only the server says this.
 */
export const vehicleInTransitMessage =
  'Esta unidad todavía está en camino y no se puede reservar online. Consultanos por WhatsApp o en la sucursal.';
