import { messages } from '@territorio/api-client';
import type { FlowSnapshot } from '@territorio/dealership-flow';
import { describe, expect, it } from 'vitest';
import { buyStatus } from './buy';

function unavailable(reason: 'notFound' | 'notForSale' | 'failed'): FlowSnapshot {
  return {
    vehicle: { status: 'unavailable', message: messages.vehicleUnavailable, reason },
  } as FlowSnapshot;
}

describe('buyStatus', () => {
  it('answers 404 for an unknown unit or an address naming none, 410 for one no longer for sale', () => {
    expect(buyStatus(unavailable('notFound'), true)).toBe(404);
    expect(buyStatus(unavailable('notForSale'), true)).toBe(410);
    expect(buyStatus(unavailable('failed'), true)).toBe(503);
    expect(buyStatus({ vehicle: { status: 'idle' } } as FlowSnapshot, false)).toBe(404);
    expect(buyStatus({ vehicle: { status: 'idle' } } as FlowSnapshot, true)).toBe(200);
  });
});
