/** Production never takes fake payments by default (the sandbox is the default provider). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer } from './helpers';
import { apiPaths } from '@territorio/api-client';

describe('payment provider configuration', () => {
  it('refuses the sandbox in production unless ALLOW_PAYMENT_SANDBOX=true', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALLOW_PAYMENT_SANDBOX/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_PAYMENT_SANDBOX: 'yes' })).toThrow();
    const allowed = loadConfig({
      NODE_ENV: 'production',
      ALLOW_PAYMENT_SANDBOX: 'true',
      METRICS_TOKEN: 'scrape-secret',
    });
    expect(allowed).toMatchObject({ paymentProvider: 'sandbox', allowPaymentSandbox: true });
    const real = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'mercadopago',
      MP_ACCESS_TOKEN: 'APP_USR-token',
      MP_WEBHOOK_SECRET: 'webhook-secret',
      METRICS_TOKEN: 'scrape-secret',
    });
    expect(real.paymentProvider).toBe('mercadopago');
    // Outside production the sandbox stays the default.
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('sandbox');
  });

  it('reads the Mercado Pago API address and the reconciler timings', () => {
    const config = loadConfig({
      MP_API_URL: 'http://127.0.0.1:9999/',
      PAYMENT_INTENT_GRACE_MS: '1500',
      PAYMENT_RECONCILE_INTERVAL_MS: '250',
    });
    expect(config.mercadoPago.apiUrl).toBe('http://127.0.0.1:9999');
    expect(config.payments).toEqual({ intentGraceMs: 1500, reconcileIntervalMs: 250 });
    expect(loadConfig({}).payments).toEqual({ intentGraceMs: 30_000, reconcileIntervalMs: 60_000 });
    expect(() => loadConfig({ MP_API_URL: 'not a url' })).toThrow(/MP_API_URL/);
    expect(() => loadConfig({ PAYMENT_INTENT_GRACE_MS: '-1' })).toThrow(/PAYMENT_INTENT_GRACE_MS/);
  });

  it('serves the sandbox resolve route only with the sandbox provider', async () => {
    const api = await startTestServer({
      PAYMENT_PROVIDER: 'mercadopago',
      MP_ACCESS_TOKEN: 'TEST-token',
      MP_WEBHOOK_SECRET: 'webhook-secret',
      MP_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const response = await api.post(`${apiPaths.paymentSandbox}/resolve`, {
        code: 'ABCDEFGHJKLM',
        status: 'approved',
      });
      expect(response.status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
