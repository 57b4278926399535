import { messages } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectPendingAmount } from './selectors';
import { fullPrice, operationFixture } from './test/fixtures';
import { createResumedHarness } from './test/setup';

const purchase = operationFixture().purchase;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('operation version', () => {
  it('every update carries the version it is based on; the answer brings the next one', async () => {
    const { store, callsTo } = await createResumedHarness({ version: 4 });
    store.getState().setCashText('1000000');
    await store.getState().flush();
    store.getState().setCashText('2000000');
    await store.getState().flush();
    const sent = callsTo('updateOperation').map((call) => call.args[0]);
    expect(sent).toMatchObject([{ version: 4 }, { version: 5 }]);
    expect(store.getState().operation?.version).toBe(6);
  });
});

describe('an operation changed in another tab', () => {
  it('adopts the stored copy, keeps what is being typed, and sends it again on top', async () => {
    const { store, callsTo, server, changeElsewhere } = await createResumedHarness({
      version: 1,
      purchase: { ...purchase, name: 'Ana', lastname: 'Gómez' },
    });
    // The other tab stored a cash amount and a new last name.
    changeElsewhere((operation) => ({
      cash_amount: 2_000_000,
      purchase: { ...operation.purchase, lastname: 'Pérez' },
    }));
    store.getState().setPersonalDataField('name', 'Lucía');
    await vi.advanceTimersByTimeAsync(750);
    await store.getState().flush();

    const sent = callsTo('updateOperation').map((call) => call.args[0]);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ version: 1, purchase: { name: 'Lucía' } });
    // The change is applied again on the newer version, with the other tab's values.
    expect(sent[1]).toMatchObject({
      version: 2,
      cash_amount: 2_000_000,
      purchase: { name: 'Lucía', lastname: 'Pérez' },
    });
    const state = store.getState();
    expect(state.personalData.values).toMatchObject({ name: 'Lucía', lastname: 'Pérez' });
    expect(state.cashText).toBe('2000000');
    expect(selectPendingAmount(state)).toBe(fullPrice - 2_000_000);
    expect(state.operationNotice).toBe(messages.operationChangedElsewhere);
    expect(state.update.status).toBe('succeeded');
    expect(server.operation).toMatchObject({
      version: 3,
      cash_amount: 2_000_000,
      purchase: { name: 'Lucía', lastname: 'Pérez' },
    });
  });

  it('keeps the text typed while the refused update was on its way', async () => {
    const { store, callsTo, server, hold, changeElsewhere } = await createResumedHarness({
      version: 1,
    });
    changeElsewhere((operation) => ({
      purchase: { ...operation.purchase, telephone: '261 555-0100' },
    }));
    const release = hold('updateOperation');
    store.getState().setCashText('3000000');
    await vi.advanceTimersByTimeAsync(500);
    expect(callsTo('updateOperation')).toHaveLength(1);
    // The buyer keeps typing in the same field while the first update waits.
    store.getState().setCashText('3500000');
    release();
    await store.getState().flush();
    expect(store.getState().cashText).toBe('3500000');
    expect(store.getState().personalData.values.telephone).toBe('261 555-0100');
    expect(server.operation?.cash_amount).toBe(3_500_000);
    expect(server.operation?.purchase.telephone).toBe('261 555-0100');
  });

  it('takes the stored value of a field the buyer has already saved here', async () => {
    const { store, changeElsewhere } = await createResumedHarness({ version: 1 });
    store.getState().setCashText('1000000');
    await store.getState().flush();
    changeElsewhere(() => ({ cash_amount: 4_000_000 }));
    store.getState().setPersonalDataField('address', 'Belgrano 1200');
    await store.getState().flush();
    expect(store.getState().cashText).toBe('4000000');
    expect(store.getState().operation).toMatchObject({
      cash_amount: 4_000_000,
      purchase: { address: 'Belgrano 1200' },
    });
  });

  it('a change the newer copy refuses is not sent again, and says why', async () => {
    const used = {
      brand: 'Fiat',
      model: 'Cronos',
      vehicle: 'Cronos 1.3 Drive',
      codia: '0310111',
      kms: 10_000,
      year: 2022,
      valuation: 6_000_000,
    };
    const { store, callsTo, changeElsewhere } = await createResumedHarness({ version: 1 });
    changeElsewhere(() => ({ used_vehicles: [used] }));
    // This tab tries to add the same car (its quote was shown before the other tab's save).
    store.setState({
      usedVehicle: {
        ...store.getState().usedVehicle,
        valuation: { status: 'shown', vehicle: used },
      },
    });
    const result = await store.getState().acceptQuote();
    expect(result.isAllowed).toBe(false);
    expect(callsTo('updateOperation')).toHaveLength(1);
    expect(store.getState().operation?.used_vehicles).toHaveLength(1);
    expect(store.getState().moneyRefusal).toEqual({
      'used_vehicles.1': 'Este vehículo usado ya está en tu operación.',
    });
  });

  it('moving to another screen hides the notice', async () => {
    const { store, changeElsewhere } = await createResumedHarness({ version: 1 });
    changeElsewhere(() => ({ cash_amount: fullPrice }));
    store.getState().setPersonalDataField('address', 'Belgrano 1200');
    await store.getState().flush();
    expect(store.getState().operationNotice).toBe(messages.operationChangedElsewhere);
    const moved = await store.getState().goTo('personalData');
    expect(moved.isAllowed).toBe(true);
    expect(store.getState().operationNotice).toBeNull();
  });
});

describe('page hidden or closed', () => {
  it('sends the cash typed before its debounce, with keepalive', async () => {
    const { store, callsTo, server } = await createResumedHarness();
    store.getState().setCashText('7000000');
    await vi.advanceTimersByTimeAsync(100);
    await store.getState().flushOnHide();
    expect(callsTo('updateOperation')).toHaveLength(1);
    expect(callsTo('updateOperation')[0]?.args[1]).toEqual({ keepalive: true });
    expect(server.operation?.cash_amount).toBe(7_000_000);
    // Nothing is left to run when the debounce would have fired.
    await vi.advanceTimersByTimeAsync(1000);
    expect(callsTo('updateOperation')).toHaveLength(1);
  });

  it('sends the personal data typed before its debounce, with keepalive', async () => {
    const { store, callsTo, server } = await createResumedHarness();
    store.getState().setPersonalDataField('name', 'Lucía');
    await store.getState().flushOnHide();
    expect(callsTo('updateOperation')[0]?.args[1]).toEqual({ keepalive: true });
    expect(server.operation?.purchase.name).toBe('Lucía');
  });

  it('sends nothing when nothing waits, and ordinary saves go without keepalive', async () => {
    const { store, callsTo } = await createResumedHarness();
    await store.getState().flushOnHide();
    expect(callsTo('updateOperation')).toHaveLength(0);
    store.getState().setCashText('1000000');
    await vi.advanceTimersByTimeAsync(500);
    await store.getState().flush();
    expect(callsTo('updateOperation')[0]?.args[1]).toBeUndefined();
  });
});
