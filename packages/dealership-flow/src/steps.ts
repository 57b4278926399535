/**
 * spec 4 dealership flow order: confirmation, start, 1 payment mode (with the used-vehicle
 * and credit sub-pages), 2 personal data, 3 review, 4 deposit payment, then success or
 * pending. Paths come from api-client's route table (spec 2.1); nothing here re-types one.
 */
import { buyRoute, dealershipStartRoute, fillRoute, routes } from '@territorio/api-client/core';
import type { BuyRouteInput, RouteName } from '@territorio/api-client/core';

export const flowSteps = [
  'confirmation',
  'start',
  'paymentMode',
  'usedVehicle',
  'financing',
  'personalData',
  'review',
  'payment',
  'reserved',
  'pending',
] as const;
export type FlowStep = (typeof flowSteps)[number];

/** Steps whose route carries the operation code (every `/concesionario-digital/.../{code}` screen). */
export const operationSteps = [
  'paymentMode',
  'usedVehicle',
  'financing',
  'personalData',
  'review',
  'payment',
  'reserved',
  'pending',
] as const satisfies readonly FlowStep[];
export type OperationStep = (typeof operationSteps)[number];

/** Steps that edit an open operation (steps 1 to 4 and the sub-flows). */
export const editingSteps = [
  'paymentMode',
  'usedVehicle',
  'financing',
  'personalData',
  'review',
  'payment',
] as const satisfies readonly FlowStep[];
export type EditingStep = (typeof editingSteps)[number];

/** The two pages an operation lands on after the deposit (DECISIONS "Outcome"). */
export const outcomeSteps = ['reserved', 'pending'] as const satisfies readonly FlowStep[];
export type OutcomeStep = (typeof outcomeSteps)[number];

/** The api-client route of each step. */
export const stepRouteNames = {
  confirmation: 'buy',
  start: 'dealershipStart',
  paymentMode: 'paymentMode',
  usedVehicle: 'usedVehicle',
  financing: 'financing',
  personalData: 'personalData',
  review: 'review',
  payment: 'payment',
  reserved: 'reserved',
  pending: 'pending',
} as const satisfies Record<FlowStep, RouteName>;

/** spec 2.11 progress bar: steps 1 to 4 with their titles. */
export const progressSteps = [
  { step: 'paymentMode', number: 1, title: 'Modo de pago' },
  { step: 'personalData', number: 2, title: 'Datos personales' },
  { step: 'review', number: 3, title: 'Revisa y confirma' },
  { step: 'payment', number: 4, title: 'Pago de seña' },
] as const satisfies readonly { step: FlowStep; number: number; title: string }[];

export function isOperationStep(step: FlowStep): step is OperationStep {
  return (operationSteps as readonly FlowStep[]).includes(step);
}

export function isEditingStep(step: FlowStep): step is EditingStep {
  return (editingSteps as readonly FlowStep[]).includes(step);
}

export function isOutcomeStep(step: FlowStep): step is OutcomeStep {
  return (outcomeSteps as readonly FlowStep[]).includes(step);
}

/** The path of a screen of an operation, e.g. ('paymentMode', 'K7M2P9X4QR'). */
export function operationStepPath(step: OperationStep, operationCode: string): string {
  return fillRoute(routes[stepRouteNames[step]], { operation_code: operationCode });
}

/** spec 2.1: the resume route, which reloads the operation and sends the buyer on. */
export function resumePath(operationCode: string): string {
  return fillRoute(routes.resume, { operation_code: operationCode });
}

/** A route pattern of api-client's table without its trailing operation code. */
function withoutOperationCode(pattern: string): string {
  return pattern.replace(/\/:operation_code$/, '');
}

/**
 * spec 2.11: the resume route without a code ('/concesionario-digital/continue'), where
 * the buyer types the code of the operation to resume. Derived from the route table.
 */
export const resumeEntryPath = withoutOperationCode(routes.resume);

/**
 * spec 2.11: each operation step's address without its code (e.g.
 * '/concesionario-digital/tus-datos'). There is no operation to show there: these are
 * flow routes that go to `resumeEntryPath`, never a not-found page.
 */
export const codelessStepPaths: readonly { readonly step: OperationStep; readonly path: string }[] =
  operationSteps.map((step) => ({
    step,
    path: withoutOperationCode(routes[stepRouteNames[step]]),
  }));

/** The confirmation (buy) and start paths of a unit. */
export function vehicleStepPath(step: 'confirmation' | 'start', vehicle: BuyRouteInput): string {
  return step === 'confirmation' ? buyRoute(vehicle) : dealershipStartRoute(vehicle);
}
