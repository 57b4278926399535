import { apiPaths, debounceMs } from '@territorio/api-client';
import type { Operation } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personalDataMessages } from './personal-data';
import type { PersonalDataValues } from './personal-data';
import {
  canContinuePersonalData,
  selectKeptPersonalDataFields,
  selectPersonalDataErrors,
  selectVisiblePersonalDataErrors,
} from './selectors';
import { startFlowApi, timerClockSlackMs } from './test/http-api';
import type { FlowApi } from './test/http-api';
import { changeElsewhere, storedOperation } from './test/real-api';

/** The buyer's whole personal data, as another device stored it. */
function filledElsewhere(operation: Operation): Partial<Operation> {
  const person = {
    dni: '30123456',
    name: 'Ana',
    lastname: 'Gómez',
    address: 'Belgrano 1200',
  };
  return {
    purchase: {
      ...operation.purchase,
      ...person,
      birthdate: '1990-05-17',
      display_birthdate: '17/05/1990',
      marital_status_id: 2,
      telephone: '261 555-2150',
    },
    customer: { ...operation.customer, ...person },
  };
}

const complete: PersonalDataValues = {
  dni: '30.123.456',
  name: 'Ana',
  lastname: 'Gómez',
  birthdate: '1990-05-17',
  maritalStatusId: 2,
  telephone: '261 555-2150',
  email: 'ana@example.com',
  address: '',
};

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

const updates = () => flow.requestsTo(apiPaths.dealershipUpdate);

describe('personal data step', () => {
  it('spec 5: personal data is saved after 750 ms of inactivity', async () => {
    // The spec's quiet period, on the real clock.
    const store = await flow.startedStore();
    const code = store.getState().operation!.code;
    let sentAfterMs: number | null = null;
    const typing = performance.now();
    store.subscribe((state, previous) => {
      if (state.update.status === 'started' && previous.update.status !== 'started') {
        sentAfterMs ??= performance.now() - typing;
      }
    });
    store.getState().setPersonalDataField('name', 'An');
    store.getState().setPersonalDataField('name', 'Ana');
    expect(store.getState().update.status).toBe('idle');
    await expect.poll(() => store.getState().update.status, { timeout: 5_000 }).toBe('succeeded');
    // One save for the keystrokes, with the last text, once the form was quiet for 750 ms.
    expect(sentAfterMs).toBeGreaterThanOrEqual(debounceMs.personalData - timerClockSlackMs);
    expect(updates()).toHaveLength(1);
    await store.getState().flush();
    expect(updates()).toHaveLength(1);
    const stored = await storedOperation(code);
    expect(stored.purchase.name).toBe('Ana');
    expect(stored.customer.name).toBe('Ana');
  });

  it('spec 7.2: the whole operation travels with the personal data in both purchase and customer', async () => {
    const store = await flow.startedStore();
    const state = store.getState();
    const { code, purchase } = state.operation!;
    for (const [field, value] of Object.entries(complete) as [keyof PersonalDataValues, never][]) {
      state.setPersonalDataField(field, value);
    }
    await store.getState().flush();
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.json).toMatchObject({
      code,
      purchase: {
        dni: '30123456',
        name: 'Ana',
        lastname: 'Gómez',
        birthdate: '1990-05-17',
        display_birthdate: '17/05/1990',
        marital_status_id: 2,
        telephone: '261 555-2150',
        email: 'ana@example.com',
        vehicle: { stock_id: purchase.vehicle.stock_id },
      },
      customer: { dni: '30123456', name: 'Ana', lastname: 'Gómez', email: 'ana@example.com' },
    });
    expect(canContinuePersonalData(store.getState())).toBe(true);
  });

  it('spec 5: an invalid email is not sent (the saved one stays) and blocks continuing', async () => {
    const store = await flow.startedStore();
    const saved = store.getState().operation!.purchase.email;
    store.getState().setPersonalDataField('email', 'ana@');
    await store.getState().flush();
    expect(updates()[0]?.json).toMatchObject({ purchase: { email: saved } });
    expect(selectPersonalDataErrors(store.getState()).email).toBe(
      personalDataMessages.emailInvalid,
    );
    expect(canContinuePersonalData(store.getState())).toBe(false);
  });

  it('spec 5: errors show for fields the buyer has left, all of them after Continuar', async () => {
    const store = await flow.startedStore();
    expect(selectVisiblePersonalDataErrors(store.getState())).toEqual({});
    store.getState().touchPersonalDataField('dni');
    expect(selectVisiblePersonalDataErrors(store.getState())).toEqual({
      dni: personalDataMessages.dniRequired,
    });
    store.getState().touchAllPersonalData();
    expect(Object.keys(selectVisiblePersonalDataErrors(store.getState())).sort()).toEqual(
      ['birthdate', 'dni', 'lastname', 'maritalStatusId', 'name', 'telephone'].sort(),
    );
  });

  it('accepts the masked DNI, birthdate and address of a resumed operation untouched, and sends them back as they came', async () => {
    const started = await flow.startedStore();
    const { code } = started.getState().operation!;
    await changeElsewhere(code, filledElsewhere);
    // Resumed by code, the server masks the DNI, birthdate and address.
    const store = await flow.resumedBy(code);
    expect(selectPersonalDataErrors(store.getState())).toEqual({});
    expect(canContinuePersonalData(store.getState())).toBe(true);
    expect(selectKeptPersonalDataFields(store.getState())).toEqual(['dni', 'birthdate', 'address']);

    store.getState().setPersonalDataField('name', 'Ana María');
    await store.getState().flush();
    expect(updates()[0]?.json).toMatchObject({
      purchase: { dni: '30.***.456', birthdate: '1990-**-**', address: 'Bel ***' },
      customer: { dni: '30.***.456', address: 'Bel ***' },
    });
  });

  it('checks a masked field again once the buyer changes it: a partial mask is invalid, a whole value is sent', async () => {
    const started = await flow.startedStore();
    const { code } = started.getState().operation!;
    await changeElsewhere(code, filledElsewhere);
    const store = await flow.resumedBy(code);
    store.getState().setPersonalDataField('dni', '30.***.45');
    expect(selectPersonalDataErrors(store.getState()).dni).toBe(personalDataMessages.dniInvalid);
    expect(selectKeptPersonalDataFields(store.getState())).toEqual(['birthdate', 'address']);
    expect(canContinuePersonalData(store.getState())).toBe(false);

    store.getState().setPersonalDataField('dni', '28.999.888');
    await store.getState().flush();
    expect(canContinuePersonalData(store.getState())).toBe(true);
    expect(updates().at(-1)?.json).toMatchObject({
      purchase: { dni: '28999888', birthdate: '1990-**-**' },
    });
  });
});
