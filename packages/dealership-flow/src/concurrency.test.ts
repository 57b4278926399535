import { apiPaths, messages } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectPendingAmount } from './selectors';
import { fastDebounce, held, startFlowApi } from './test/http-api';
import type { FlowApi } from './test/http-api';
import { changeElsewhere, storedOperation, valuedTradeIn } from './test/real-api';
import type { DealershipFlowStore } from './store';

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

const updates = () => flow.requestsTo(apiPaths.dealershipUpdate);
/** The updates as the client built them (fetch's keepalive is not seen by the server). */
const sentUpdates = () =>
  flow.sent.filter((request) => new URL(request.url).pathname === apiPaths.dealershipUpdate);

/** The store's operation as it was when the test began (its code, version and price). */
function operationOf(store: DealershipFlowStore) {
  const operation = store.getState().operation;
  if (!operation) throw new Error('the store has no operation');
  return operation;
}

describe('operation version', () => {
  it('every update carries the version it is based on; the answer brings the next one', async () => {
    const store = await flow.startedStore();
    const { version } = operationOf(store);
    store.getState().setCashText('1000000');
    await store.getState().flush();
    store.getState().setCashText('2000000');
    await store.getState().flush();
    const sent = updates().map((request) => request.json);
    expect(sent).toMatchObject([{ version }, { version: version + 1 }]);
    expect(store.getState().operation?.version).toBe(version + 2);
  });
});

describe('an operation changed in another tab', () => {
  it('adopts the stored copy, keeps what is being typed, and sends it again on top', async () => {
    const store = await flow.startedStore({ debounce: fastDebounce });
    const { code, version, purchase } = operationOf(store);
    // The other tab stored a cash amount and a last name.
    await changeElsewhere(code, (operation) => ({
      cash_amount: 2_000_000,
      purchase: { ...operation.purchase, lastname: 'Pérez' },
    }));
    store.getState().setPersonalDataField('name', 'Lucía');
    // The debounced save goes out by itself, is refused, and is sent again.
    await expect.poll(() => store.getState().update.status).toBe('succeeded');
    await store.getState().flush();

    const sent = updates().map((request) => request.json);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ version, purchase: { name: 'Lucía' } });
    // The change is applied again on the newer version, with the other tab's values.
    expect(sent[1]).toMatchObject({
      version: version + 1,
      cash_amount: 2_000_000,
      purchase: { name: 'Lucía', lastname: 'Pérez' },
    });
    const state = store.getState();
    expect(state.personalData.values).toMatchObject({ name: 'Lucía', lastname: 'Pérez' });
    expect(state.cashText).toBe('2000000');
    expect(selectPendingAmount(state)).toBe(purchase.vehicle.fullprice - 2_000_000);
    expect(state.operationNotice).toBe(messages.operationChangedElsewhere);
    expect(state.update.status).toBe('succeeded');
    expect(await storedOperation(code)).toMatchObject({
      version: version + 2,
      cash_amount: 2_000_000,
      purchase: { name: 'Lucía', lastname: 'Pérez' },
    });
  });

  it('keeps the text typed while the refused update was on its way', async () => {
    const store = await flow.startedStore({ debounce: fastDebounce });
    const { code } = operationOf(store);
    await changeElsewhere(code, (operation) => ({
      purchase: { ...operation.purchase, telephone: '261 555-0100' },
    }));
    const update = held();
    flow.server.on(apiPaths.dealershipUpdate, update.route);
    store.getState().setCashText('3000000');
    await expect.poll(() => updates()).toHaveLength(1);
    // The buyer keeps typing in the same field while the first update waits.
    store.getState().setCashText('3500000');
    update.release();
    await expect.poll(async () => (await storedOperation(code)).cash_amount).toBe(3_500_000);
    await store.getState().flush();
    expect(store.getState().cashText).toBe('3500000');
    expect(store.getState().personalData.values.telephone).toBe('261 555-0100');
    expect(await storedOperation(code)).toMatchObject({
      cash_amount: 3_500_000,
      purchase: { telephone: '261 555-0100' },
    });
  });

  it('takes the stored value of a field the buyer has already saved here', async () => {
    const store = await flow.startedStore();
    const { code } = operationOf(store);
    store.getState().setCashText('1000000');
    await store.getState().flush();
    await changeElsewhere(code, () => ({ cash_amount: 4_000_000 }));
    store.getState().setPersonalDataField('address', 'Belgrano 1200');
    await store.getState().flush();
    expect(store.getState().cashText).toBe('4000000');
    expect(store.getState().operation?.cash_amount).toBe(4_000_000);
    // The address is sent whole and answered masked, as the server answers personal data.
    expect(updates().at(-1)?.json).toMatchObject({
      cash_amount: 4_000_000,
      purchase: { address: 'Belgrano 1200' },
    });
    expect(store.getState().personalData.values.address).toBe('Belgrano 1200');
  });

  it('a change the newer copy refuses is not sent again, and says why', async () => {
    const store = await flow.startedStore();
    const { code } = operationOf(store);
    const used = await valuedTradeIn(code);
    await changeElsewhere(code, () => ({ used_vehicles: [used] }));
    // This tab tries to add the same car (its quote was shown before the other tab's save).
    store.setState({
      usedVehicle: {
        ...store.getState().usedVehicle,
        valuation: { status: 'shown', vehicle: used },
      },
    });
    const result = await store.getState().acceptQuote();
    expect(result.isAllowed).toBe(false);
    expect(updates()).toHaveLength(1);
    expect(store.getState().operation?.used_vehicles).toHaveLength(1);
    expect(store.getState().moneyRefusal).toEqual({
      'used_vehicles.1': 'Este vehículo usado ya está en tu operación.',
    });
  });

  it('moving to another screen hides the notice', async () => {
    const store = await flow.startedStore();
    const { code, purchase } = operationOf(store);
    await changeElsewhere(code, () => ({ cash_amount: purchase.vehicle.fullprice }));
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
    const store = await flow.startedStore();
    const { code } = operationOf(store);
    store.getState().setCashText('7000000');
    await store.getState().flushOnHide();
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.json).toMatchObject({ cash_amount: 7_000_000 });
    expect(sentUpdates()[0]?.keepalive).toBe(true);
    expect((await storedOperation(code)).cash_amount).toBe(7_000_000);
    // Nothing is left to run when the debounce would have fired: a flush, which runs what
    // is scheduled at once, sends nothing more.
    await store.getState().flush();
    expect(updates()).toHaveLength(1);
  });

  it('sends the personal data typed before its debounce, with keepalive', async () => {
    const store = await flow.startedStore();
    const { code } = operationOf(store);
    store.getState().setPersonalDataField('name', 'Lucía');
    await store.getState().flushOnHide();
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.json).toMatchObject({ purchase: { name: 'Lucía' } });
    expect(sentUpdates()[0]?.keepalive).toBe(true);
    expect((await storedOperation(code)).purchase.name).toBe('Lucía');
  });

  it('sends nothing when nothing waits, and ordinary saves go without keepalive', async () => {
    const store = await flow.startedStore({ debounce: fastDebounce });
    await store.getState().flushOnHide();
    expect(updates()).toHaveLength(0);
    store.getState().setCashText('1000000');
    // The debounced save goes out by itself.
    await expect.poll(() => store.getState().update.status).toBe('succeeded');
    await store.getState().flush();
    expect(updates()).toHaveLength(1);
    expect(sentUpdates()[0]?.keepalive).toBe(false);
  });
});
