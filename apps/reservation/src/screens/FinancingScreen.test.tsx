import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPaths, intranetPaths } from '@territorio/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { operation, operationCode, parameters } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const plans = [
  {
    id: 4,
    name: 'Prendario 36 meses',
    months: 36,
    avg_installment: 350_000,
    financed_max: 20_000_000,
    bank: 'Banco del Oeste',
  },
  {
    id: 9,
    name: 'Prendario 60 meses',
    months: 60,
    avg_installment: 300_000,
    financed_max: 40_000_000,
    bank: 'Banco Andino',
  },
];

let api: CannedHttp;
let serverOperation = operation();

beforeAll(async () => {
  api = await startCannedHttp();
  api.on(apiPaths.dealershipStart, () => ({ body: { data: serverOperation } }));
  api.on(apiPaths.dealershipUpdate, (request) => {
    serverOperation = request.json as typeof serverOperation;
    return { body: { data: serverOperation } };
  });
  api.on(apiPaths.parameters, { body: { data: parameters } });
  api.on(intranetPaths.credits, (request) => {
    const amount = Number(request.query.get('loan_amount'));
    return { body: { data: plans.filter((plan) => amount <= plan.financed_max) } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  serverOperation = operation();
  api.requests.length = 0;
});

async function openFinancing() {
  renderApp(`/concesionario-digital/finaciacion/${operationCode}`, { apiUrl: api.url });
  await screen.findByRole('heading', { level: 1, name: 'Agregar financiación' });
  // The screen first lists the plans for the amount the operation leaves to pay (only the
  // 60-month plan reaches it); the person types once that search has answered.
  await screen.findByText('Encontramos 1 plan para ese importe.');
  const amount = screen.getByRole('textbox', { name: 'Monto a financiar' });
  fireEvent.change(amount, { target: { value: '10000000' } });
  await screen.findByText('Encontramos 2 planes para ese importe.');
  return amount;
}

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('Choosing a financing plan', () => {
  it('moves the focus to what was chosen, with the instalments in words', async () => {
    await openFinancing();
    fireEvent.click(
      within(planCard('Prendario 36 meses')).getByRole('button', { name: 'Elegir este plan' }),
    );
    const status = await screen.findByText(
      'Elegiste Prendario 36 meses: financiás $ 10.000.000 en 36 cuotas.',
    );
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status.closest('[role="status"]')).toBeTruthy();

    // spec 4: choosing it again clears it, and says so where the focus is.
    fireEvent.click(
      within(planCard('Prendario 36 meses')).getByRole('button', {
        name: 'Plan elegido (quitar)',
      }),
    );
    const cleared = await screen.findByText('Quitaste el plan Prendario 36 meses.');
    await waitFor(() => expect(document.activeElement).toBe(cleared));
  });

  it('says beside the amount that a changed amount needs the plan chosen again', async () => {
    const amount = await openFinancing();
    fireEvent.click(
      within(planCard('Prendario 36 meses')).getByRole('button', { name: 'Elegir este plan' }),
    );
    await screen.findByText(/^Elegiste Prendario 36 meses/);
    expect(amount.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(amount, { target: { value: '8000000' } });
    const message = await screen.findByText(
      'Cambiaste el importe: elegí de nuevo un plan para este importe.',
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    // The chosen plan still finances the amount it was chosen for.
    expect(serverOperation.credit_amount).toBe(10_000_000);
  });
});
