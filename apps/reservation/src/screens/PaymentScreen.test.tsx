import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPaths, paymentFrameHeightPx } from '@territorio/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { operationCode, parameters, readyToPayOperation, transactionCode } from '../test/fixtures';
import { locationPath, renderApp } from '../test/renderApp';

let api: CannedHttp;
/** What the API says about the operation on the next read. */
let serverOperation = readyToPayOperation();

beforeAll(async () => {
  api = await startCannedHttp();
  api.on(apiPaths.dealershipStart, () => ({ body: { data: serverOperation } }));
  api.on(apiPaths.paymentConfig, () => ({
    body: {
      data: {
        brand_id: 1,
        provider: 'sandbox',
        public_key: 'TEST-sandbox-vw',
        checkout_url: `${api.url}${apiPaths.paymentSandbox}`,
      },
    },
  }));
  api.on(apiPaths.parameters, { body: { data: parameters } });
  // A stand-in for the API's card form page.
  api.on(apiPaths.paymentSandbox, { body: { page: 'Pago de seña' } });
  api.on('/v1/vw/stock/stock', { status: 404, body: { error: { code: 'x', message: 'x' } } });
});
afterAll(() => api.close());
beforeEach(() => {
  serverOperation = readyToPayOperation();
  api.requests.length = 0;
});

function postFromFrame(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

const approvedOperation = () =>
  readyToPayOperation({
    status: 'reserved',
    purchase: {
      transaction: {
        status: 'approved',
        status_detail: 'accredited',
        paid_at: new Date().toISOString(),
        refundable_until: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        installments: 3,
      },
    },
  });

async function openPaymentStep() {
  renderApp(`/concesionario-digital/reserva/${operationCode}`, { apiUrl: api.url });
  const frame = await screen.findByTitle('Pago de la seña con tarjeta de crédito');
  return frame as HTMLIFrameElement;
}

describe('Step 4 payment frame', () => {
  it('shows the brand checkout page for the operation, 820 px high', async () => {
    const frame = await openPaymentStep();
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe(`${api.url}${apiPaths.paymentSandbox}`);
    expect(src.searchParams.get('reference')).toBe(transactionCode);
    expect(frame.getAttribute('height')).toBe(String(paymentFrameHeightPx));
    expect(screen.getByText('$ 350.000')).toBeTruthy();
  });

  it('ignores payment messages from any origin but the API', async () => {
    await openPaymentStep();
    const reads = () => api.requests.filter((r) => r.pathname === apiPaths.dealershipStart).length;
    const readsBefore = reads();
    serverOperation = approvedOperation();
    const message = { type: 'territorio:payment', status: 'approved', code: operationCode };
    postFromFrame('https://evil.example', message);
    postFromFrame(window.location.origin, message);
    expect(screen.getByRole('heading', { level: 1, name: 'Pago de seña' })).toBeTruthy();
    // The same message from the API's origin, posted after them, is read and followed:
    // once its screen shows, one read in all means the two before it were ignored.
    postFromFrame(new URL(api.url).origin, message);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu 0km te espera' })).toBeTruthy();
    expect(reads()).toBe(readsBefore + 1);
  });

  it('re-reads the operation on a message from the API and follows the server: approved', async () => {
    await openPaymentStep();
    serverOperation = approvedOperation();
    postFromFrame(new URL(api.url).origin, {
      type: 'territorio:payment',
      status: 'approved',
      code: operationCode,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu 0km te espera' })).toBeTruthy();
    // The location is recorded in an effect, which may run after the heading is shown.
    await waitFor(() =>
      expect(locationPath()).toBe(
        `/concesionario-digital/reservado/${operationCode.toLowerCase()}`,
      ),
    );
  });

  it('never trusts the message alone: "approved" with a rejected payment on the server stays on step 4', async () => {
    await openPaymentStep();
    serverOperation = readyToPayOperation({
      purchase: { transaction: { status: 'rejected', status_detail: 'cc_rejected_other_reason' } },
    });
    postFromFrame(new URL(api.url).origin, {
      type: 'territorio:payment',
      status: 'approved',
      code: operationCode,
    });
    expect(await screen.findByText('No pudimos cobrar la seña.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pago de seña' })).toBeTruthy();

    serverOperation = readyToPayOperation();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(screen.queryByText('No pudimos cobrar la seña.')).toBeNull());
    expect(screen.getByTitle('Pago de la seña con tarjeta de crédito')).toBeTruthy();
  });

  it('a rejected payment offers one way to try again: the frame (with its own retry) steps aside', async () => {
    await openPaymentStep();
    serverOperation = readyToPayOperation({
      purchase: { transaction: { status: 'rejected', status_detail: 'cc_rejected_other_reason' } },
    });
    postFromFrame(new URL(api.url).origin, {
      type: 'territorio:payment',
      status: 'rejected',
      code: operationCode,
    });
    expect(await screen.findByText('No pudimos cobrar la seña.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /intent/i })).toHaveLength(1);
    expect(screen.queryByTitle('Pago de la seña con tarjeta de crédito')).toBeNull();

    serverOperation = readyToPayOperation();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    const frame = await screen.findByTitle('Pago de la seña con tarjeta de crédito');
    await waitFor(() => expect(document.activeElement).toBe(frame));
  });

  it('goes to the pending page when the server says the payment is pending', async () => {
    await openPaymentStep();
    serverOperation = readyToPayOperation({
      status: 'pending',
      purchase: {
        transaction: {
          status: 'pending',
          status_detail: 'pending_contingency',
          refundable_until: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        },
      },
    });
    postFromFrame(new URL(api.url).origin, {
      type: 'territorio:payment',
      status: 'pending',
      code: operationCode,
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Tu reserva está pendiente de confirmación',
      }),
    ).toBeTruthy();
  });

  it('tells a buyer who lost the unit that it is no longer available (no charge recorded)', async () => {
    await openPaymentStep();
    postFromFrame(new URL(api.url).origin, {
      type: 'territorio:payment',
      status: 'rejected',
      code: operationCode,
    });
    expect(await screen.findByText('El vehículo seleccionado no está disponible.')).toBeTruthy();
    expect(screen.getByText('No se realizó ningún cobro en tu tarjeta.')).toBeTruthy();
  });
});
