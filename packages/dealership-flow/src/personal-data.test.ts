import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personalDataMessages } from './personal-data';
import type { PersonalDataValues } from './personal-data';
import {
  canContinuePersonalData,
  selectKeptPersonalDataFields,
  selectPersonalDataErrors,
  selectVisiblePersonalDataErrors,
} from './selectors';
import { operationWire } from './test/fixtures';
import { createResumedHarness } from './test/setup';

/** An operation resumed by code: the server masks the DNI, birthdate and address. */
const maskedPurchase = {
  ...operationWire().purchase,
  dni: '30.***.456',
  name: 'Ana',
  lastname: 'Gómez',
  birthdate: '1990-**-**',
  display_birthdate: '**/**/1990',
  marital_status_id: 2 as const,
  telephone: '261 555-2150',
  address: 'Bel ***',
};

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

describe('personal data step', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spec 5: personal data is saved after 750 ms of inactivity', async () => {
    const { store, callsTo, server } = await createResumedHarness();
    store.getState().setPersonalDataField('name', 'An');
    await vi.advanceTimersByTimeAsync(500);
    store.getState().setPersonalDataField('name', 'Ana');
    await vi.advanceTimersByTimeAsync(749);
    expect(callsTo('updateOperation')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo('updateOperation')).toHaveLength(1);
    await store.getState().flush();
    expect(server.operation?.purchase.name).toBe('Ana');
    expect(server.operation?.customer.name).toBe('Ana');
  });

  it('spec 7.2: the whole operation travels with the personal data in both purchase and customer', async () => {
    const { store, callsTo } = await createResumedHarness();
    const state = store.getState();
    for (const [field, value] of Object.entries(complete) as [keyof PersonalDataValues, never][]) {
      state.setPersonalDataField(field, value);
    }
    await store.getState().flush();
    expect(callsTo('updateOperation')).toHaveLength(1);
    expect(callsTo('updateOperation')[0]?.args[0]).toMatchObject({
      code: 'K7M2P9X4QR',
      purchase: {
        dni: '30123456',
        name: 'Ana',
        lastname: 'Gómez',
        birthdate: '1990-05-17',
        display_birthdate: '17/05/1990',
        marital_status_id: 2,
        telephone: '261 555-2150',
        email: 'ana@example.com',
        vehicle: { stock_id: 5 },
      },
      customer: { dni: '30123456', name: 'Ana', lastname: 'Gómez', email: 'ana@example.com' },
    });
    expect(canContinuePersonalData(store.getState())).toBe(true);
  });

  it('spec 5: an invalid email is not sent (the saved one stays) and blocks continuing', async () => {
    const { store, callsTo } = await createResumedHarness();
    store.getState().setPersonalDataField('email', 'ana@');
    await store.getState().flush();
    expect(callsTo('updateOperation')[0]?.args[0]).toMatchObject({
      purchase: { email: 'ana@example.com' },
    });
    expect(selectPersonalDataErrors(store.getState()).email).toBe(
      personalDataMessages.emailInvalid,
    );
    expect(canContinuePersonalData(store.getState())).toBe(false);
  });

  it('spec 5: errors show for fields the buyer has left, all of them after Continuar', async () => {
    const { store } = await createResumedHarness();
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
    const { store, callsTo } = await createResumedHarness({
      purchase: maskedPurchase,
      customer: { dni: '30.***.456', address: 'Bel ***' },
    });
    expect(selectPersonalDataErrors(store.getState())).toEqual({});
    expect(canContinuePersonalData(store.getState())).toBe(true);
    expect(selectKeptPersonalDataFields(store.getState())).toEqual(['dni', 'birthdate', 'address']);

    store.getState().setPersonalDataField('name', 'Ana María');
    await store.getState().flush();
    expect(callsTo('updateOperation')[0]?.args[0]).toMatchObject({
      purchase: { dni: '30.***.456', birthdate: '1990-**-**', address: 'Bel ***' },
      customer: { dni: '30.***.456', address: 'Bel ***' },
    });
  });

  it('checks a masked field again once the buyer changes it: a partial mask is invalid, a whole value is sent', async () => {
    const { store, callsTo } = await createResumedHarness({ purchase: maskedPurchase });
    store.getState().setPersonalDataField('dni', '30.***.45');
    expect(selectPersonalDataErrors(store.getState()).dni).toBe(personalDataMessages.dniInvalid);
    expect(selectKeptPersonalDataFields(store.getState())).toEqual(['birthdate', 'address']);
    expect(canContinuePersonalData(store.getState())).toBe(false);

    store.getState().setPersonalDataField('dni', '28.999.888');
    await store.getState().flush();
    expect(canContinuePersonalData(store.getState())).toBe(true);
    expect(callsTo('updateOperation').at(-1)?.args[0]).toMatchObject({
      purchase: { dni: '28999888', birthdate: '1990-**-**' },
    });
  });
});
