/** Test support: a store on the fake api, with helpers to reach each step. */
import { createDealershipFlowStore } from '../store';
import type { DealershipFlowOptions, DealershipFlowStore } from '../store';
import { createFakeApi } from './fake-api';
import type { FakeApi, FakeServer } from './fake-api';
import { fixedNow, operationFixture } from './fixtures';
import type { OperationInput } from '@territorio/api-client';

export type Harness = FakeApi & { readonly store: DealershipFlowStore };

export function createHarness(
  server: Partial<FakeServer> = {},
  options: Omit<DealershipFlowOptions, 'api'> = {},
): Harness {
  const fake = createFakeApi(server);
  const store = createDealershipFlowStore({ api: fake.api, now: () => fixedNow, ...options });
  return { ...fake, store };
}

/** A store that has resumed an open operation (steps 1 to 4). */
export async function createResumedHarness(
  operation: Partial<OperationInput> = {},
  server: Partial<FakeServer> = {},
  options: Omit<DealershipFlowOptions, 'api'> = {},
): Promise<Harness> {
  const harness = createHarness({ operation: operationFixture(operation), ...server }, options);
  const resumed = await harness.store.getState().resumeOperation('K7M2P9X4QR');
  if (!resumed) throw new Error('resume failed in the test setup');
  harness.calls.length = 0;
  return harness;
}
