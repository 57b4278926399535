import { describe, expect, it } from 'vitest';
import { buyStatus } from './buy';

describe('buyStatus', () => {
  it('answers 404 for an unknown unit or an address naming none, 410 for one no longer for sale', () => {
    expect(buyStatus({ status: 'unavailable', reason: 'notFound' })).toBe(404);
    expect(buyStatus({ status: 'unavailable', reason: 'notForSale' })).toBe(410);
    expect(buyStatus({ status: 'unavailable', reason: 'failed' })).toBe(503);
    expect(buyStatus(null)).toBe(404);
  });
});
