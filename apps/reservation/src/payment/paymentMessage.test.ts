import { describe, expect, it } from 'vitest';
import { originOf, readPaymentMessage } from './paymentMessage';

const apiOrigin = 'http://localhost:8787';
const data = { type: 'territorio:payment', status: 'approved', code: 'K7M2P9X4QRST' };

describe('readPaymentMessage', () => {
  it('reads a payment message from the API origin', () => {
    expect(readPaymentMessage({ origin: apiOrigin, data }, apiOrigin)).toEqual(data);
  });

  it('ignores the same message from any other origin', () => {
    expect(readPaymentMessage({ origin: 'http://localhost:8081', data }, apiOrigin)).toBeNull();
    expect(readPaymentMessage({ origin: 'https://evil.example', data }, apiOrigin)).toBeNull();
    expect(readPaymentMessage({ origin: 'null', data }, apiOrigin)).toBeNull();
  });

  it('ignores messages of other shapes', () => {
    for (const other of [
      null,
      'territorio:payment',
      { ...data, type: 'other' },
      { ...data, status: 1 },
      { type: data.type, status: 'approved' },
    ]) {
      expect(readPaymentMessage({ origin: apiOrigin, data: other }, apiOrigin)).toBeNull();
    }
  });

  it('listens to nobody without a configured API address', () => {
    expect(readPaymentMessage({ origin: '', data }, originOf('not an address'))).toBeNull();
  });
});

describe('originOf', () => {
  it('is the origin of an address, without path or trailing slash', () => {
    expect(originOf('http://localhost:8787/api/v2/')).toBe('http://localhost:8787');
    expect(originOf('https://api.example.com')).toBe('https://api.example.com');
  });
});
