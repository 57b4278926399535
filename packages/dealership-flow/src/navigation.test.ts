import { apiPaths, routes } from '@territorio/api-client';
import type { OperationInput, TransactionStatus } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  canGoTo,
  isOperationCancelled,
  isPaymentFrameVisible,
  selectEarliestIncompleteStep,
  selectFlowGuard,
  selectOutcomeStep,
  selectReachableSteps,
  selectResumeStep,
  selectStepPath,
} from './selectors';
import {
  codelessStepPaths,
  operationStepPath,
  resumeEntryPath,
  resumePath,
  stepRouteNames,
} from './steps';
import { operationWire } from './test/fixtures';
import { resumedStore, serveVehicle, startFlowApi } from './test/http-api';
import type { FlowApi } from './test/http-api';
import { storedOperation } from './test/real-api';

function withTransaction(status: TransactionStatus): OperationInput['purchase'] {
  const purchase = operationWire().purchase;
  return { ...purchase, transaction: { ...purchase.transaction, status } };
}

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

describe('routes', () => {
  it("spec 2.1: step paths come from api-client's route table, 'finaciacion' included", () => {
    expect(stepRouteNames.financing).toBe('financing');
    expect(operationStepPath('financing', 'K7M2P9X4QR')).toBe(
      '/concesionario-digital/finaciacion/k7m2p9x4qr',
    );
    expect(operationStepPath('paymentMode', 'K7M2P9X4QR')).toBe(
      routes.paymentMode.replace(':operation_code', 'k7m2p9x4qr'),
    );
    expect(resumePath('K7M2P9X4QR')).toBe('/concesionario-digital/continue/k7m2p9x4qr');
  });

  it('spec 2.11: every step has a codeless address, which belongs to the resume route', () => {
    expect(resumeEntryPath).toBe('/concesionario-digital/continue');
    expect(codelessStepPaths).toContainEqual({
      step: 'personalData',
      path: '/concesionario-digital/tus-datos',
    });
    expect(codelessStepPaths).toContainEqual({
      step: 'review',
      path: '/concesionario-digital/revisar',
    });
    expect(codelessStepPaths).toContainEqual({
      step: 'financing',
      path: '/concesionario-digital/finaciacion',
    });
    expect(codelessStepPaths).toHaveLength(8);
  });

  it('spec 2.1: confirmation and start paths are built from the loaded unit', async () => {
    serveVehicle(flow.server);
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(selectStepPath(store.getState(), 'confirmation')).toBe(
      '/vehiculos-0km/reservar/volkswagen/5/polo/10/polo-track-1.6',
    );
    expect(selectStepPath(store.getState(), 'start')).toBe(
      '/concesionario-digital/volkswagen/5/polo/10/polo-track-1.6',
    );
  });
});

describe('redirect guard', () => {
  it('spec 2.11: a flow screen without an operation redirects to the resume route', () => {
    const store = flow.createStore();
    expect(selectFlowGuard(store.getState(), 'paymentMode', 'K7M2P9X4QR')).toEqual({
      kind: 'redirect',
      path: '/concesionario-digital/continue/k7m2p9x4qr',
    });
    // Without a code: the resume route that asks for one, never the home page.
    expect(selectFlowGuard(store.getState(), 'review', null)).toEqual({
      kind: 'redirect',
      path: '/concesionario-digital/continue',
    });
    expect(selectFlowGuard(store.getState(), 'confirmation')).toEqual({ kind: 'allow' });
  });

  it('spec 2.11: a screen of another operation redirects to resume that one', async () => {
    const store = await flow.startedStore();
    const { code } = store.getState().operation!;
    expect(selectFlowGuard(store.getState(), 'paymentMode', code.toLowerCase())).toEqual({
      kind: 'allow',
    });
    expect(selectFlowGuard(store.getState(), 'paymentMode', 'OTHERCODE1')).toEqual({
      kind: 'redirect',
      path: resumePath('OTHERCODE1'),
    });
  });

  it('spec 4: a step not reached yet redirects to the last step the buyer may see', async () => {
    const store = await flow.startedStore();
    const { code, purchase } = store.getState().operation!;
    const price = purchase.vehicle.fullprice;
    expect(selectFlowGuard(store.getState(), 'review', code)).toEqual({
      kind: 'redirect',
      path: operationStepPath('paymentMode', code),
    });
    store.getState().setCashText(String(price));
    expect(selectFlowGuard(store.getState(), 'review', code)).toEqual({
      kind: 'redirect',
      path: operationStepPath('personalData', code),
    });
    expect(selectFlowGuard(store.getState(), 'reserved', code).kind).toBe('redirect');
  });

  it('spec 4: a direct link to review with step 1 done and step 2 not lands on step 2', async () => {
    const store = await flow.startedWithBalance(0);
    const { code } = store.getState().operation!;
    expect(selectEarliestIncompleteStep(store.getState())).toBe('personalData');
    expect(selectFlowGuard(store.getState(), 'review', code)).toEqual({
      kind: 'redirect',
      path: operationStepPath('personalData', code),
    });
    expect(selectFlowGuard(store.getState(), 'payment', code)).toEqual({
      kind: 'redirect',
      path: operationStepPath('personalData', code),
    });
    // The resume route, opened on the way to review, goes to step 2 as well.
    expect(selectResumeStep(store.getState(), 'review')).toBe('personalData');
    expect(selectResumeStep(store.getState(), 'payment')).toBe('personalData');
    expect(selectResumeStep(store.getState())).toBe('personalData');
  });

  it('spec 4: with step 1 open, a direct link to review lands on step 1', async () => {
    const store = await flow.startedStore();
    expect(selectEarliestIncompleteStep(store.getState())).toBe('paymentMode');
    expect(selectResumeStep(store.getState(), 'review')).toBe('paymentMode');
    expect(selectResumeStep(store.getState(), 'personalData')).toBe('paymentMode');
  });

  it('DECISIONS: a cancelled reservation is never on the success page but on the resume route', async () => {
    const { store } = await resumedStore(flow, {
      status: 'cancelled',
      purchase: withTransaction('refunded'),
    });
    const state = store.getState();
    expect(isOperationCancelled(state.operation)).toBe(true);
    expect(selectOutcomeStep(state.operation)).toBeNull();
    expect(selectReachableSteps(state)).toEqual([]);
    expect(selectResumeStep(state)).toBeNull();
    expect(isPaymentFrameVisible(state)).toBe(false);
    for (const step of ['reserved', 'pending', 'paymentMode', 'payment'] as const) {
      expect(selectFlowGuard(state, step, 'K7M2P9X4QR')).toEqual({
        kind: 'redirect',
        path: resumePath('K7M2P9X4QR'),
      });
    }
  });

  it('DECISIONS: a paid operation only shows its outcome page', async () => {
    const { store } = await resumedStore(flow, {
      status: 'reserved',
      purchase: withTransaction('approved'),
    });
    expect(selectReachableSteps(store.getState())).toEqual(['reserved']);
    expect(selectResumeStep(store.getState())).toBe('reserved');
    expect(selectFlowGuard(store.getState(), 'payment', 'K7M2P9X4QR')).toEqual({
      kind: 'redirect',
      path: '/concesionario-digital/reservado/k7m2p9x4qr',
    });
    expect(selectFlowGuard(store.getState(), 'pending', 'K7M2P9X4QR').kind).toBe('redirect');
    expect(selectFlowGuard(store.getState(), 'reserved', 'K7M2P9X4QR')).toEqual({ kind: 'allow' });
  });

  it('DECISIONS: a pending payment resumes on the pending page', async () => {
    const { store } = await resumedStore(flow, {
      status: 'pending',
      purchase: withTransaction('in_process'),
    });
    expect(selectResumeStep(store.getState())).toBe('pending');
  });
});

describe('progress bar', () => {
  it('spec 2.11: reachable steps grow as each step is completed', async () => {
    const store = await flow.startedStore();
    const price = store.getState().operation!.purchase.vehicle.fullprice;
    expect(selectReachableSteps(store.getState())).toEqual([
      'paymentMode',
      'usedVehicle',
      'financing',
    ]);
    store.getState().setCashText(String(price));
    expect(selectReachableSteps(store.getState())).toEqual([
      'paymentMode',
      'usedVehicle',
      'personalData',
    ]);
    for (const [field, value] of Object.entries({
      name: 'Ana',
      lastname: 'Gómez',
      dni: '30123456',
      telephone: '2615552150',
      birthdate: '1990-05-17',
      maritalStatusId: 2,
      email: 'ana@example.com',
    })) {
      store.getState().setPersonalDataField(field as 'name', value as string);
    }
    expect(selectReachableSteps(store.getState())).toEqual([
      'paymentMode',
      'usedVehicle',
      'personalData',
      'review',
      'payment',
    ]);
    expect(canGoTo(store.getState(), 'payment')).toBe(true);
  });

  it('spec 4: goTo saves what is being typed before moving on', async () => {
    const store = await flow.startedStore();
    const { code, purchase } = store.getState().operation!;
    const price = purchase.vehicle.fullprice;
    store.getState().setCashText(String(price));
    const navigation = await store.getState().goTo('personalData');
    expect(navigation).toEqual({
      isAllowed: true,
      step: 'personalData',
      path: `/concesionario-digital/tus-datos/${code.toLowerCase()}`,
    });
    expect(flow.requestsTo(apiPaths.dealershipUpdate)).toHaveLength(1);
    expect((await storedOperation(code)).cash_amount).toBe(price);
    expect(store.getState().step).toBe('personalData');
  });

  it('spec 5: goTo refuses step 2 while the balance is open and there is no used vehicle', async () => {
    const store = await flow.startedStore();
    expect(await store.getState().goTo('personalData')).toEqual({
      isAllowed: false,
      step: 'personalData',
    });
    expect(store.getState().step).not.toBe('personalData');
  });
});
